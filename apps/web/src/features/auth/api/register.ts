import type { MessageReply, RegisterBody } from '@fuel/contract';
import { apiRequest } from '../../../lib/api-client';

/** The reply is the same whether or not the e-mail is known (no account enumeration). */
export function register(body: RegisterBody): Promise<MessageReply> {
  return apiRequest<MessageReply>('/register', { method: 'POST', body });
}
