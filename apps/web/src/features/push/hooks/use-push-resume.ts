import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readFlag, STORAGE_KEYS } from '../../../lib/session';
import { pushConfigQuery } from '../api/push-config';
import { pushSupported, WORKER_URL } from '../push-support';

/**
 * Mounted once inside the cabinet: registers the worker after sign-in (SPEC §4, DESIGN §2).
 * Subscribing again is needed only by someone who allowed notifications earlier and whose
 * subscription the server has not had yet: only then does the push code load, not on every page.
 */
export function usePushResume(): void {
  const supported = pushSupported();
  const config = useQuery({ ...pushConfigQuery(), enabled: supported });
  const publicKey = config.data?.public_key ?? null;
  useEffect(() => {
    if (!publicKey) return;
    const failed = (error: unknown) => console.error('[push]', error);
    if (Notification.permission !== 'granted' || readFlag(STORAGE_KEYS.pushSent)) {
      // The worker shows notifications; registering it asks nothing of the user.
      navigator.serviceWorker.register(WORKER_URL).catch(failed);
      return;
    }
    import('../push-service').then((push) => push.resumePush(publicKey)).catch(failed);
  }, [publicKey]);
}
