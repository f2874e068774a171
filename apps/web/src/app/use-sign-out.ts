import { useLogout } from '../features/session/hooks/use-logout';

/** This browser's push address is forgotten first, while the token still works. */
const forgetPush = () => import('../features/push/push-service').then((push) => push.disablePush());

/** Logout as the cabinet does it; the push code comes only then, not with every page. */
export function useSignOut() {
  return useLogout(forgetPush);
}
