import { notificationSchema } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { type MessagesPage, markedRead } from '../unread';

/** PATCH /api/user/notifications/read/{id}; the list and the bell change at once. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; wasUnread: boolean }) =>
      apiRequest(`/user/notifications/read/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        schema: notificationSchema,
      }),
    onSuccess: (_reply, { id, wasUnread }) => {
      queryClient.setQueriesData<MessagesPage>({ queryKey: queryKeys.messages }, (page) =>
        page ? markedRead(page, id, wasUnread) : page,
      );
    },
  });
}
