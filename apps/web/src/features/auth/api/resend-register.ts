import { type MessageReply, registrationRoutes } from '@fuel/contract';
import { callApi } from '../../../lib/api-client';

export function resendConfirmation(email: string): Promise<MessageReply> {
  return callApi(registrationRoutes.resendRegister, { body: { email } });
}
