import { type MessageReply, registrationRoutes } from '@fuel/contract';
import { callApi } from '../../../lib/api-client';

export function confirmEmail(id: string, token: string): Promise<MessageReply> {
  return callApi(registrationRoutes.confirmEmail, { params: { id, token } });
}
