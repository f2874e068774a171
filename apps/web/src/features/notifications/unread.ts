import type { NotificationsReply } from '@fuel/contract';

export const PAGE_SIZE = 10;

/**
 * A cached page after a message was read. `wasUnread` comes from the row the user acted on,
 * because the small page that feeds the bell may not hold that row.
 */
export function markedRead(
  page: NotificationsReply,
  id: string,
  wasUnread: boolean,
): NotificationsReply {
  return {
    ...page,
    unread: wasUnread ? Math.max(0, page.unread - 1) : page.unread,
    data: page.data.map((message) => (message.id === id ? { ...message, read: true } : message)),
  };
}

/** A cached page after a message was deleted. */
export function removed(
  page: NotificationsReply,
  id: string,
  wasUnread: boolean,
): NotificationsReply {
  return {
    count: Math.max(0, page.count - 1),
    unread: wasUnread ? Math.max(0, page.unread - 1) : page.unread,
    data: page.data.filter((message) => message.id !== id),
  };
}
