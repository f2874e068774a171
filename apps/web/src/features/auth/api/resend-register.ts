import type { MessageReply } from '@fuel/contract';
import { apiRequest } from '../../../lib/api-client';

export function resendConfirmation(email: string): Promise<MessageReply> {
  return apiRequest<MessageReply>('/resend/register', { method: 'POST', body: { email } });
}
