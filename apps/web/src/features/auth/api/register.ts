import { type MessageReply, type RegisterBody, registrationRoutes } from '@fuel/contract';
import { callApi } from '../../../lib/api-client';

/** The reply is the same whether or not the e-mail is known (no account enumeration). */
export function register(body: RegisterBody): Promise<MessageReply> {
  return callApi(registrationRoutes.register, { body });
}
