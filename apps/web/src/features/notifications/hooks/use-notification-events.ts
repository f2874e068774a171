import { currentLanguage } from '../../../lib/i18n';
import { useLiveEvents } from '../../../lib/live-events';
import { notify } from '../../../lib/toast';
import { getNotifications } from '../api/get-notifications';

/**
 * A `notification` event carries only the id: the text is read from the newest messages (in
 * the interface language) and shown as a toast, unless the event is a replay. The bell and lists reload through lib/query-keys.
 */
export function useNotificationEvents(enabled = true): void {
  useLiveEvents((event, { replayed }) => {
    // One sent again as a stream opens came before this page was watching: the bell and the
    // lists reload, but it is not news to pop up. A role without messages is not told.
    if (event.type !== 'notification' || replayed || !enabled) return;
    const { id } = event.data;
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
