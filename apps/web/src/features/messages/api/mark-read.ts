import { notificationSchema } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type MessagesPage, markedRead } from '../unread';
import { MESSAGES_KEY } from './get-notifications';

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
      queryClient.setQueriesData<MessagesPage>({ queryKey: MESSAGES_KEY }, (page) =>
        page ? markedRead(page, id, wasUnread) : page,
      );
    },
  });
}
