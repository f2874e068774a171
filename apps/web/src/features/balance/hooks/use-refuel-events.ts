import { useState } from 'react';
import { useLiveEvents } from '../../../lib/live-events';

export interface CompletedRefuel {
  refuelId: string;
  dispensed: number;
  released: number;
}

/**
 * Live news for My balance: a completed refuel is kept to be shown, an expired code noted.
 * Balances and codes reload through the cache's own live invalidation (lib/query-keys).
 */
export function useRefuelEvents() {
  const [completed, setCompleted] = useState<CompletedRefuel | null>(null);
  const [expired, setExpired] = useState(false);
  useLiveEvents((event, { replayed }) => {
    // A replay is news from before this page opened (lib/live-events): the page's data already
    // says so, and a refuel finished earlier must not be announced as if just now.
    if (replayed) return;
    // The latest news replaces the one before: an expiry after a completed refuel is said too.
    if (event.type === 'refuel.completed') {
      const { refuel_id, dispensed, released } = event.data;
      setExpired(false);
      setCompleted({ refuelId: refuel_id, dispensed, released });
    } else if (event.type === 'refuel.expired') {
      setCompleted(null);
      setExpired(true);
    }
  });
  const dismiss = () => {
    setCompleted(null);
    setExpired(false);
  };
  return { completed, expired, dismiss };
}
