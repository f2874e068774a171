import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLiveEvents } from '../../../lib/live-events';
import { BALANCES_KEY } from '../api/get-balances';
import { REFUELS_KEY } from '../api/get-refuels';

export interface CompletedRefuel {
  refuelId: string;
  dispensed: number;
  released: number;
}

/**
 * Live news for My balance: a finished or expired code and any balance change reload balances
 * and codes without a page reload; a completed refuel is kept to be shown.
 */
export function useRefuelEvents() {
  const queryClient = useQueryClient();
  const [completed, setCompleted] = useState<CompletedRefuel | null>(null);
  const [expired, setExpired] = useState(false);
  useLiveEvents((event) => {
    const reload = () => {
      void queryClient.invalidateQueries({ queryKey: BALANCES_KEY });
      void queryClient.invalidateQueries({ queryKey: REFUELS_KEY });
    };
    if (event.type === 'refuel.completed') {
      const { refuel_id, dispensed, released } = event.data;
      setCompleted({
        refuelId: String(refuel_id),
        dispensed: Number(dispensed),
        released: Number(released),
      });
      reload();
    } else if (event.type === 'refuel.expired') {
      setExpired(true);
      reload();
    } else if (event.type === 'balance.changed' || event.type === 'stream.reconnected') {
      reload();
    }
  });
  const dismiss = () => {
    setCompleted(null);
    setExpired(false);
  };
  return { completed, expired, dismiss };
}
