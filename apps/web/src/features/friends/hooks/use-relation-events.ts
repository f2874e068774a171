import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '../../../lib/live-events';
import { FRIENDS_KEY } from '../api/keys';

/**
 * The other side's answer shows without a reload: any relation or ask change, a balance change
 * (fuel sent or received) or a new message reloads the lists of this screen. After a dropped
 * stream everything is reloaded, since events sent meanwhile are lost.
 */
export function useRelationEvents(): void {
  const queryClient = useQueryClient();
  useLiveEvents((event) => {
    if (
      event.type === 'relation.changed' ||
      event.type === 'fuel_request.changed' ||
      event.type === 'transfer.received' ||
      event.type === 'balance.changed' ||
      event.type === 'notification' ||
      event.type === 'stream.reconnected'
    ) {
      void queryClient.invalidateQueries({ queryKey: FRIENDS_KEY });
    }
  });
}
