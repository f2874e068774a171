import type { MessageReply } from '@fuel/contract';
import { apiRequest } from '../../../lib/api-client';

/** Sets the new password; the server ends every session of the account. */
export function confirmPasswordReset(
  id: string,
  token: string,
  newPassword: string,
): Promise<MessageReply> {
  return apiRequest<MessageReply>(
    `/password-reset-confirm/${encodeURIComponent(id)}/${encodeURIComponent(token)}`,
    { method: 'POST', body: { new_password: newPassword } },
  );
}
