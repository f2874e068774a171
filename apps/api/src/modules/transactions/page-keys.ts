import type { Db } from '../../db/database';
import type { PageKey } from './history-filters.repository';

/** Rows between two remembered keys: a deep page walks at most this many before its own. */
export const PAGE_KEY_STRIDE = 2000;
const MAX_LISTS = 2000;
const LIFETIME_MS = 60_000;

interface Entry {
  newest: PageKey;
  /** keys[i]: the row after which the rows from (i + 1) × stride on begin. */
  keys: PageKey[];
  madeAt: number;
}

/** Walks the list from `after` (the newest when null) and gives every stride-th key of `rows`. */
type Walk = (after: PageKey | null, rows: number) => Promise<PageKey[]>;

/**
 * Where deep pages of a history start. The API pages by number (offset), and PostgreSQL finds
 * row 500 000 of an index only by stepping over the 499 999 before it (about 1 µs each). So the
 * key of every stride-th row of a list (one user, one set of filters) is remembered the first
 * time a deep page is asked for, and a page starts from the nearest key before it: it steps
 * over fewer than `stride` rows at any depth.
 *
 * New rows arrive at the newest end and shift every page by one, as paging by number already
 * does between two requests. The keys are dropped when the list's newest row is no longer the
 * one they were taken under (checked at each deep page, one index read), and after a minute in
 * any case, which bounds how long a change in the middle (a status under a status filter) can
 * shift a deep page. Each process keeps its own, for at most MAX_LISTS lists.
 */
export class PageKeys {
  private lists = new Map<string, Entry>();

  constructor(readonly stride = PAGE_KEY_STRIDE) {}

  async start(list: string, newest: PageKey, skip: number, walk: Walk) {
    const entry = this.entry(list, newest);
    const wanted = Math.floor(skip / this.stride);
    const known = entry.keys.length;
    if (known < wanted) {
      const more = await walk(entry.keys[known - 1] ?? null, (wanted - known) * this.stride);
      // A request for the same list may have walked meanwhile; its keys are the same ones.
      if (entry.keys.length === known) entry.keys.push(...more);
    }
    // Fewer keys than wanted: the list ends before `skip`, and so does the page.
    const have = Math.min(wanted, entry.keys.length);
    const after = have > 0 ? (entry.keys[have - 1] ?? null) : null;
    return { after, skip: skip - have * this.stride };
  }

  private entry(list: string, newest: PageKey): Entry {
    const now = performance.now();
    let entry = this.lists.get(list);
    const stale =
      !entry ||
      entry.newest.at !== newest.at ||
      entry.newest.id !== newest.id ||
      now - entry.madeAt > LIFETIME_MS;
    if (stale || !entry) entry = { newest, keys: [], madeAt: now };
    // Most recently used last, so the first is the one to drop.
    this.lists.delete(list);
    this.lists.set(list, entry);
    if (this.lists.size > MAX_LISTS) this.lists.delete(this.lists.keys().next().value as string);
    return entry;
  }
}

const perDatabase = new WeakMap<Db, PageKeys>();

/** The page keys kept for a database; a test may make them first with a small stride. */
export function pageKeysOf(db: Db, stride = PAGE_KEY_STRIDE): PageKeys {
  let keys = perDatabase.get(db);
  if (!keys) {
    keys = new PageKeys(stride);
    perDatabase.set(db, keys);
  }
  return keys;
}
