import { messageReplySchema } from '@fuel/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** PATCH /api/user/change-email: a link goes to the new address, which changes once it is opened. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (body: { new_email: string; password: string }) =>
      apiRequest('/user/change-email', { method: 'PATCH', body, schema: messageReplySchema }),
  });
}
