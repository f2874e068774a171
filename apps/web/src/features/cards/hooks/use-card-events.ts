import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '../../../lib/live-events';
import { CARDS_KEY } from '../api/keys';

/**
 * Live news for the Cards screens: a card refuel, a card's fuel or state changing, an order
 * moving on (each step also arrives as a notification) reload what the screen shows. After the
 * stream was down, everything is reloaded, as events sent meanwhile are lost.
 */
export function useCardEvents(): void {
  const queryClient = useQueryClient();
  useLiveEvents((event) => {
    if (
      event.type.startsWith('card') ||
      event.type === 'balance.changed' ||
      event.type === 'notification' ||
      event.type === 'stream.reconnected'
    ) {
      void queryClient.invalidateQueries({ queryKey: CARDS_KEY });
    }
  });
}
