import { messageReplySchema } from '@fuel/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/user/delete with the password; afterwards the session is dead. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest('/user/delete', {
        method: 'DELETE',
        body: { password },
        schema: messageReplySchema,
      }),
  });
}
