import { authRoutes, type SessionReply, type Verify2faBody } from '@fuel/contract';
import { callApi } from '../../../lib/api-client';

/** Exchanges the code for the session's tokens; a reply of another shape is refused. */
export function verify2fa(body: Verify2faBody): Promise<SessionReply> {
  return callApi(authRoutes.verify2fa, { body });
}
