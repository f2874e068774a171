import { disablePush } from '../features/push/push-service';
import { useLogout } from '../features/session/hooks/use-logout';

/** Logout as the cabinet does it: this browser's push address is forgotten first, while the token still works. */
export function useSignOut() {
  return useLogout(disablePush);
}
