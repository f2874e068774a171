import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { endSession, getSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { logoutRequest } from '../api/logout';

/**
 * SPEC §4: sends the refresh token, then clears storage and state (the router goes to the
 * sign-in page) and shows the reply as a success toast. `beforeLogout` runs while the session
 * still exists, for work that needs the bearer token (forgetting this browser's push address).
 */
export function useLogout(beforeLogout?: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  const running = useRef(false);
  const [pending, setPending] = useState(false);

  // One function for the page's life: the frame's menus are memoized on it.
  const logout = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    const finish = () => {
      endSession('logout');
      // The next person to sign in on this browser must not see this user's cached data.
      queryClient.clear();
    };
    try {
      await beforeLogout?.().catch(() => {});
      const refreshToken = getSession().refreshToken;
      const reply = refreshToken ? await logoutRequest(refreshToken) : null;
      finish();
      if (reply) notify.success(reply.message);
    } catch (error) {
      // Without a connection the server cannot revoke the session, so it is kept; any answer
      // from the server means the session cannot be used any more anyway.
      if (!(error instanceof ApiError) || error.status !== 0) finish();
    } finally {
      running.current = false;
      setPending(false);
    }
  }, [queryClient, beforeLogout]);

  return { logout, pending };
}
