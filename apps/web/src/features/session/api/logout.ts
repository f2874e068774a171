import { authRoutes, type MessageReply } from '@fuel/contract';
import { callApi } from '../../../lib/api-client';

/** Revokes the session's refresh-token family; the reply's message is shown to the user. */
export function logoutRequest(refreshToken: string): Promise<MessageReply> {
  return callApi(authRoutes.logout, { body: { refresh_token: refreshToken } });
}
