import { isLanguage } from '@fuel/contract';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { currentLanguage } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { keepsPlace, signInTarget } from './return-path';

/**
 * When a session ends (logout, 497, 401, another tab), the user goes to /{lang}/auth (SPEC §4,
 * §8), even from a page guests may also see, such as the privacy policy. When the session ended
 * by itself (expired, revoked), the sign-in page remembers the cabinet page to come back to
 * (`keepsPlace`).
 */
export function SessionEndRedirect() {
  const { isAuth, ended } = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const wasAuth = useRef(isAuth);

  useEffect(() => {
    const endedNow = wasAuth.current && !isAuth && ended !== null;
    wasAuth.current = isAuth;
    if (!endedNow) return;
    const segment = pathname.split('/')[1];
    const language = isLanguage(segment) ? segment : currentLanguage();
    const here = keepsPlace(ended) ? `${pathname}${search}` : '';
    const { to, state } = signInTarget(language, here);
    navigate(to, { replace: true, state });
  }, [isAuth, ended, pathname, search, navigate]);

  return null;
}
