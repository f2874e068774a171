import type { MessageReply } from '@fuel/contract';
import { apiRequest } from '../../../lib/api-client';

export function resendLoginCode(challengeId: string): Promise<MessageReply> {
  return apiRequest<MessageReply>('/resend/login', {
    method: 'POST',
    body: { challenge_id: challengeId },
  });
}
