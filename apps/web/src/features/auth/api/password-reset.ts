import { type MessageReply, registrationRoutes } from '@fuel/contract';
import { callApi } from '../../../lib/api-client';

/** Mails a reset link; the reply does not tell whether the e-mail is known. */
export function requestPasswordReset(email: string): Promise<MessageReply> {
  return callApi(registrationRoutes.passwordReset, { body: { email } });
}
