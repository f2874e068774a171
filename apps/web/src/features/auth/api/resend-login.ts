import { authRoutes, type MessageReply } from '@fuel/contract';
import { callApi } from '../../../lib/api-client';

export function resendLoginCode(challengeId: string): Promise<MessageReply> {
  return callApi(authRoutes.resendLogin, { body: { challenge_id: challengeId } });
}
