import { messageReplySchema } from '@fuel/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** PATCH /api/user/change-password: the current password is asked again. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { current_password: string; new_password: string }) =>
      apiRequest('/user/change-password', { method: 'PATCH', body, schema: messageReplySchema }),
  });
}
