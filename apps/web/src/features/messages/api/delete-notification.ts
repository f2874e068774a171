import { messageReplySchema } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateUserData, queryKeys } from '../../../lib/query-keys';
import { type MessagesPage, removed } from '../unread';

/** DELETE /api/user/notifications/{id}; then the pages are loaded again (rows shift up). */
export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; wasUnread: boolean }) =>
      apiRequest(`/user/notifications/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: messageReplySchema,
      }),
    onSuccess: (_reply, { id, wasUnread }) => {
      queryClient.setQueriesData<MessagesPage>({ queryKey: queryKeys.messages }, (page) =>
        page ? removed(page, id, wasUnread) : page,
      );
      void invalidateUserData(queryClient, queryKeys.messages);
    },
  });
}
