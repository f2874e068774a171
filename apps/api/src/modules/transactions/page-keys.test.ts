import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageKey } from './history-filters.repository';
import { PageKeys } from './page-keys';

/** A list of 100 rows whose n-th key (1-based) is `k<n>`; counts the rows walked. */
function list() {
  const key = (n: number): PageKey => ({ at: `t${n}`, id: `k${n}` });
  const walks: { from: number; rows: number }[] = [];
  const walk = async (after: PageKey | null, rows: number) => {
    const from = after ? Number(after.id.slice(1)) : 0;
    walks.push({ from, rows });
    const keys: PageKey[] = [];
    for (let n = from + 10; n <= Math.min(from + rows, 100); n += 10) keys.push(key(n));
    return keys;
  };
  return { key, walk, walks };
}

afterEach(() => vi.useRealTimers());

describe('page keys', () => {
  it('start a deep page from the nearest key before it, walking the list once', async () => {
    const keys = new PageKeys(10);
    const { key, walk, walks } = list();
    expect(await keys.start('a', key(1), 57, walk)).toEqual({ after: key(50), skip: 7 });
    expect(await keys.start('a', key(1), 33, walk)).toEqual({ after: key(30), skip: 3 });
    expect(await keys.start('a', key(1), 71, walk)).toEqual({ after: key(70), skip: 1 });
    // The second deep page walked only the rows past the keys the first one left.
    expect(walks).toEqual([
      { from: 0, rows: 50 },
      { from: 50, rows: 20 },
    ]);
  });

  it('walk again when the list has a new newest row, or after a minute', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const keys = new PageKeys(10);
    const { key, walk, walks } = list();
    await keys.start('a', key(1), 25, walk);
    await keys.start('a', key(0), 25, walk);
    expect(walks).toHaveLength(2);
    vi.advanceTimersByTime(61_000);
    await keys.start('a', key(0), 25, walk);
    expect(walks).toHaveLength(3);
  });

  it('keep each list’s keys apart, and end a page beyond the list', async () => {
    const keys = new PageKeys(10);
    const { key, walk, walks } = list();
    await keys.start('a', key(1), 25, walk);
    await keys.start('b', key(1), 25, walk);
    expect(walks).toHaveLength(2);
    // The list has 100 rows: 10 keys, the last at row 100, and the page starts past the end.
    expect(await keys.start('a', key(1), 500, walk)).toEqual({ after: key(100), skip: 400 });
  });
});
