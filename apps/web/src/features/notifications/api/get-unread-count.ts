import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { getNotifications } from './get-notifications';

/**
 * The same list call with one row: its `unread` total feeds the header bell. The total does not
 * depend on the language, so the key leaves it out; the call still asks in the reader's one.
 */
export const UNREAD_KEY = [...queryKeys.notifications, 'unread'] as const;

/** `enabled` is false for a role that may not read the messages. */
export function useUnreadCount(enabled = true): number {
  const { isAuth } = useSession();
  const language = useLanguage();
  const { data } = useQuery({
    queryKey: UNREAD_KEY,
    queryFn: ({ signal }) => getNotifications(1, 1, language, signal),
    enabled: isAuth && enabled,
    select: (reply) => reply.unread,
    // The live stream tells us about new messages; this only catches up after a long sleep.
    refetchInterval: 5 * 60_000,
  });
  return data ?? 0;
}
