import { useEffect } from 'react';
import { refreshAccessToken } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { publishLiveEvent } from '../../../lib/live-events';
import { endSession, getSession, useSession } from '../../../lib/session';
import { startLiveStream } from '../stream';

/**
 * Keeps the user's live event stream open while signed in (the cabinet layout calls this once)
 * and hands every event to the screens through lib/live-events. Signing out closes it.
 */
export function useLiveStream(): void {
  const { isAuth } = useSession();
  useEffect(() => {
    if (!isAuth) return;
    return startLiveStream({
      url: '/api/user/events',
      token: () => getSession().accessToken,
      language: currentLanguage,
      refresh: refreshAccessToken,
      onSessionEnd: (status) => endSession(status === 401 ? 'unauthenticated' : 'rejected'),
      onReconnect: () => publishLiveEvent({ type: 'stream.reconnected', data: {} }),
      onMessage: ({ event, data }) => {
        try {
          const parsed: unknown = JSON.parse(data);
          if (parsed && typeof parsed === 'object') {
            publishLiveEvent({ type: event, data: parsed as Record<string, unknown> });
          }
        } catch {
          // Not JSON: not one of ours.
        }
      },
    });
  }, [isAuth]);
}
