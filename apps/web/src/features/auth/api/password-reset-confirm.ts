import { type MessageReply, registrationRoutes } from '@fuel/contract';
import { callApi } from '../../../lib/api-client';

/** Sets the new password; the server ends every session of the account. */
export function confirmPasswordReset(
  id: string,
  token: string,
  newPassword: string,
): Promise<MessageReply> {
  return callApi(registrationRoutes.passwordResetConfirm, {
    params: { id, token },
    body: { new_password: newPassword },
  });
}
