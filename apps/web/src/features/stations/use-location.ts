import { useCallback, useEffect, useRef, useState } from 'react';
import type { Place } from './distance';

export type LocationState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'located'; position: Place }
  | { status: 'denied' }
  | { status: 'unavailable' };

/**
 * The reader's position, asked of the browser only when they press "Nearest to me". It stays in
 * this page: nothing is sent to the server. A refusal is remembered until asked again.
 */
export function useLocation() {
  const [state, setState] = useState<LocationState>({ status: 'idle' });
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'unavailable' });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (live.current)
          setState({
            status: 'located',
            position: { latitude: coords.latitude, longitude: coords.longitude },
          });
      },
      (error) => {
        if (!live.current) return;
        setState({
          status: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable',
        });
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  }, []);
  return { state, locate };
}
