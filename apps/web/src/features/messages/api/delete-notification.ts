import { messageReplySchema } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type MessagesPage, removed } from '../unread';
import { MESSAGES_KEY } from './get-notifications';

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
      queryClient.setQueriesData<MessagesPage>({ queryKey: MESSAGES_KEY }, (page) =>
        page ? removed(page, id, wasUnread) : page,
      );
      void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
    },
  });
}
