import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { readFlag, STORAGE_KEYS } from '../../../lib/session';
import { pushConfigQuery } from '../api/push-config';
import { disablePush, enablePush } from '../push-service';
import { pushSupported } from '../push-support';

export type PushState = 'off' | 'on' | 'denied';

function initialState(): PushState {
  if (!pushSupported()) return 'off';
  if (Notification.permission === 'denied') return 'denied';
  return Notification.permission === 'granted' && readFlag(STORAGE_KEYS.pushSent) ? 'on' : 'off';
}

/** Push for the signed-in user; `available` is false when the browser or server cannot do it. */
export function usePush() {
  const supported = pushSupported();
  const config = useQuery({ ...pushConfigQuery(), enabled: supported });
  const publicKey = config.data?.public_key ?? null;
  const [state, setState] = useState<PushState>(initialState);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (!supported || !navigator.permissions) return;
    // The permission can change outside the page (the browser's site settings), and a page that
    // is still being shown may read it as blocked for a moment: follow what the browser says.
    let status: PermissionStatus | undefined;
    let live = true;
    const follow = () => setState(initialState());
    navigator.permissions
      .query({ name: 'notifications' })
      .then((found) => {
        if (!live) return;
        status = found;
        found.onchange = follow;
        follow();
      })
      .catch(() => {});
    return () => {
      live = false;
      if (status) status.onchange = null;
    };
  }, [supported]);

  async function run(action: () => Promise<PushState>) {
    if (pending) return;
    setPending(true);
    try {
      setState(await action());
    } catch (error) {
      console.error('[push]', error);
    } finally {
      setPending(false);
    }
  }

  return {
    available: supported && !!publicKey,
    state,
    pending,
    enable: () =>
      run(async () => {
        if (!publicKey) return 'off';
        const outcome = await enablePush(publicKey);
        return outcome === 'on' ? 'on' : outcome === 'denied' ? 'denied' : 'off';
      }),
    disable: () =>
      run(async () => {
        await disablePush();
        return 'off';
      }),
  };
}
