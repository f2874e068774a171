import type { SessionReply } from '@fuel/contract';
import { startSession } from '../lib/session';

/** Signs a test in as a user with stand-in tokens; the rest of the reply as given. */
export function signInForTest(reply: Partial<SessionReply> = {}): void {
  startSession({
    access_token: 'a',
    refresh_token: 'r',
    user_type: 'individual',
    user_full_name: 'Ani Petrosyan',
    user_profile_picture: null,
    user_id: 1234567,
    ...reply,
  });
}
