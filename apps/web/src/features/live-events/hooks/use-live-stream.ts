import { apiUrlOf, eventsRoutes, liveEventSchema } from '@fuel/contract';
import { useEffect } from 'react';
import { refreshAccessToken } from '../../../lib/api-client';
import { leaveEndedMembership } from '../../../lib/api-client/membership-ended';
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
      url: apiUrlOf(eventsRoutes.stream),
      token: () => getSession().accessToken,
      language: currentLanguage,
      refresh: refreshAccessToken,
      onSessionEnd: (status) => endSession(status === 401 ? 'unauthenticated' : 'rejected'),
      // Removed from the company: the open page follows the person back to their own account.
      onMembershipEnded: leaveEndedMembership,
      onReconnect: () => publishLiveEvent({ type: 'stream.reconnected', data: {} }),
      onMessage: ({ event, data, replay }) => {
        const parsed = liveEventSchema.safeParse({ type: event, data: parseJson(data) });
        // Anything the contract does not describe is not one of ours, and is dropped.
        if (parsed.success) publishLiveEvent(parsed.data, { replayed: replay === true });
      },
    });
  }, [isAuth]);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
