import type { MessageReply } from '@fuel/contract';
import { apiRequest } from '../../../lib/api-client';

/** Mails a reset link; the reply does not tell whether the e-mail is known. */
export function requestPasswordReset(email: string): Promise<MessageReply> {
  return apiRequest<MessageReply>('/password-reset', { method: 'POST', body: { email } });
}
