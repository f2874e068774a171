import { type NotificationsReply, notificationsRoutes } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { markedRead } from '../unread';

/** Marks a message read; the list and the bell change at once. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; wasUnread: boolean }) =>
      callApi(notificationsRoutes.markRead, { params: { id } }),
    onSuccess: (_reply, { id, wasUnread }) => {
      queryClient.setQueriesData<NotificationsReply>(
        { queryKey: queryKeys.notifications },
        (page) => (page ? markedRead(page, id, wasUnread) : page),
      );
    },
  });
}
