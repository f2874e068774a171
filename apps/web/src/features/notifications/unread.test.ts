import type { Notification, NotificationsReply } from '@fuel/contract';
import { describe, expect, it } from 'vitest';
import { markedRead, removed } from './unread';

const message = (id: string, read: boolean): Notification => ({
  id,
  text: `Message ${id}`,
  date: '2025-05-01T10:00:00.000Z',
  read,
  link: null,
});

const page: NotificationsReply = {
  count: 12,
  unread: 2,
  data: [message('a', false), message('b', true), message('c', false)],
};

describe('unread count updates', () => {
  it('reading an unread message lowers the count and marks the row', () => {
    const next = markedRead(page, 'a', true);
    expect(next.unread).toBe(1);
    expect(next.data.find((m) => m.id === 'a')?.read).toBe(true);
    expect(next.count).toBe(12);
  });

  it('the bell page (without the row) still counts down', () => {
    const bell: NotificationsReply = { count: 12, unread: 2, data: [message('z', true)] };
    expect(markedRead(bell, 'a', true).unread).toBe(1);
  });

  it('reading a read message changes nothing, and the count never goes below zero', () => {
    expect(markedRead(page, 'b', false).unread).toBe(2);
    expect(markedRead({ ...page, unread: 0 }, 'a', true).unread).toBe(0);
  });

  it('deleting removes the row and lowers the totals', () => {
    const next = removed(page, 'c', true);
    expect(next).toEqual({ count: 11, unread: 1, data: [page.data[0], page.data[1]] });
    expect(removed(page, 'b', false).unread).toBe(2);
  });
});
