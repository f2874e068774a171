import { useQueryClient } from '@tanstack/react-query';
import { currentLanguage } from '../../../lib/i18n';
import { useLiveEvents } from '../../../lib/live-events';
import { notify } from '../../../lib/toast';
import { getNotifications, MESSAGES_KEY } from '../api/get-notifications';

/**
 * A `notification` event carries only the id: the text is read from the newest messages (in
 * the interface language) and shown as a toast; the bell and any open list reload.
 */
export function useMessageEvents(): void {
  const queryClient = useQueryClient();
  useLiveEvents((event) => {
    if (event.type === 'stream.reconnected') {
      void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
      return;
    }
    if (event.type !== 'notification') return;
    void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
    const id = String(event.data.id ?? '');
    getNotifications(1, 10, currentLanguage())
      .then((page) => {
        const message = page.data.find((m) => m.id === id);
        if (message) notify.success(message.text);
      })
      .catch(() => {
        // The API client has reported the failure; the bell still updates.
      });
  });
}
