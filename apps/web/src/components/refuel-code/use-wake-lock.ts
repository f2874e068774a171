import { useEffect } from 'react';

interface Sentinel {
  release(): Promise<void>;
}
interface WakeLockApi {
  request(type: 'screen'): Promise<Sentinel>;
}

/**
 * Keeps the screen on while `active` (a refuel code shown at the pump), where the browser offers
 * the Screen Wake Lock API. The browser drops the lock when the page is hidden; it is asked for
 * again when the page is shown, and released when `active` ends or the component unmounts.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    const api = (navigator as Navigator & { wakeLock?: WakeLockApi }).wakeLock;
    if (!active || !api) return;
    let sentinel: Sentinel | null = null;
    let stopped = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || sentinel) return;
      try {
        const lock = await api.request('screen');
        if (stopped) void lock.release().catch(() => undefined);
        else sentinel = lock;
      } catch {
        // Refused (battery saver, no permission): the code is still shown.
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void acquire();
      else sentinel = null;
    };
    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release().catch(() => undefined);
      sentinel = null;
    };
  }, [active]);
}
