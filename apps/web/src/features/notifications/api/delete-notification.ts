import { type NotificationsReply, notificationsRoutes } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateUserData, queryKeys } from '../../../lib/query-keys';
import { removed } from '../unread';

/** Deletes a message; then the pages are loaded again (rows shift up). */
export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; wasUnread: boolean }) =>
      callApi(notificationsRoutes.remove, { params: { id } }),
    onSuccess: (_reply, { id, wasUnread }) => {
      queryClient.setQueriesData<NotificationsReply>(
        { queryKey: queryKeys.notifications },
        (page) => (page ? removed(page, id, wasUnread) : page),
      );
      void invalidateUserData(queryClient, queryKeys.notifications);
    },
  });
}
