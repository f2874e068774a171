import { i18n } from '../i18n';
import { getSession } from '../session';
import { notify } from '../toast';
import { refreshAccessToken } from './refresh';

let leaving = false;

/**
 * A call answered MEMBERSHIP_ENDED: the person was removed from the company the session acts
 * for. The next refresh brings a token for their own account, which moves the session there (the
 * app then starts its screens anew on Main and /user/me gives the account's type and details);
 * they are told once, however many calls were refused.
 */
export async function leaveEndedMembership(token: string): Promise<void> {
  // Another refused call got here first, or the session has moved on already.
  if (leaving || getSession().accessToken !== token) return;
  leaving = true;
  try {
    if (await refreshAccessToken(token)) notify.error(i18n.t('errors:MEMBERSHIP_ENDED'));
  } finally {
    leaving = false;
  }
}
