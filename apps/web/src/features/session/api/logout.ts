import type { MessageReply } from '@fuel/contract';
import { apiRequest } from '../../../lib/api-client';

/** Revokes the session's refresh-token family; the reply's message is shown to the user. */
export function logoutRequest(refreshToken: string): Promise<MessageReply> {
  return apiRequest<MessageReply>('/logout', {
    method: 'POST',
    body: { refresh_token: refreshToken },
  });
}
