import type { Notification } from '@fuel/contract';

/** A page of messages as the API returns it, with the total unread count. */
export interface MessagesPage {
  count: number;
  unread: number;
  data: Notification[];
}

export const PAGE_SIZE = 10;

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/** `?page=3` → 3; anything else → 1 (offsets start at 1, SPEC §3). */
export function pageFromSearch(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * A cached page after a message was read. `wasUnread` comes from the row the user acted on,
 * because the small page that feeds the bell may not hold that row.
 */
export function markedRead(page: MessagesPage, id: string, wasUnread: boolean): MessagesPage {
  return {
    ...page,
    unread: wasUnread ? Math.max(0, page.unread - 1) : page.unread,
    data: page.data.map((message) => (message.id === id ? { ...message, read: true } : message)),
  };
}

/** A cached page after a message was deleted. */
export function removed(page: MessagesPage, id: string, wasUnread: boolean): MessagesPage {
  return {
    count: Math.max(0, page.count - 1),
    unread: wasUnread ? Math.max(0, page.unread - 1) : page.unread,
    data: page.data.filter((message) => message.id !== id),
  };
}
