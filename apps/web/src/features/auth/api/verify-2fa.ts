import type { SessionReply } from '@fuel/contract';
import { apiRequest } from '../../../lib/api-client';

/** Exchanges the code for the session's tokens. */
export function verify2fa(body: { challenge_id: string; code: string }): Promise<SessionReply> {
  return apiRequest<SessionReply>('/verify-2fa', { method: 'POST', body });
}
