import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Redis } from 'ioredis';
import pg from 'pg';
import { AppError } from '../lib/app-error';
import { type Db, rowsOf } from './database';
import * as schema from './schema';

/**
 * Where reads that may lag behind the latest writes run (the station list, the history and its
 * CSV, statements): on a streaming replica when one is configured and has caught up enough,
 * otherwise on the primary. Everything else (writes, and reads a write depends on) stays on
 * the primary's handle, `app.database.db`.
 */
export interface ReadRouter {
  /** A read of no one in particular: on the replica while it is up and not too far behind. */
  forAnyone<T>(read: (db: Db) => T | Promise<T>): T | Promise<T>;
  /**
   * A user's read: on the replica only once it has replayed the user's last write (read your
   * own writes), otherwise on the primary.
   */
  forUser<T>(userId: string, read: (db: Db) => Promise<T>): Promise<T>;
  /** The user just wrote: until the replica has that write, their reads stay on the primary. */
  wrote(userId: string): Promise<void>;
  /** Reads sent to each server so far, and how the replica is doing now. */
  stats(): ReadStats;
  close(): Promise<void>;
}

export interface ReadStats {
  replica: number;
  primary: number;
  /** Reads the replica failed (it went away under them), answered by the primary instead. */
  fallbacks: number;
  /** `fresh`: in use; `behind`: further behind than allowed; `down`: not answering. */
  state: 'none' | 'fresh' | 'behind' | 'down';
}

/** Every read on the one database (no replica configured, or the embedded database). */
export function primaryReads(db: Db): ReadRouter {
  let reads = 0;
  return {
    forAnyone: (read) => {
      reads++;
      return read(db);
    },
    forUser: (_userId, read) => {
      reads++;
      return read(db);
    },
    wrote: async () => {},
    stats: () => ({ replica: 0, primary: reads, fallbacks: 0, state: 'none' }),
    close: async () => {},
  };
}

export interface ReplicaOptions {
  primary: Db;
  url: string;
  /** Left aside while it has not replayed what the primary had written this long ago. */
  maxLagMs: number;
  /** Where users' last writes are noted, shared by every instance; none: the primary is asked. */
  redis: Redis | undefined;
  onError?: (err: unknown, what: string) => void;
  /** Told when the replica comes into use or is left aside (for the logs). */
  onState?: (state: ReadStats['state']) => void;
  /** How often the replica's and the primary's WAL positions are read. */
  pollMs?: number;
}

/** Gives up on a query that takes longer: a replica that does not answer is treated as down. */
const PROBE_TIMEOUT_MS = 1000;
const MARK_PREFIX = 'fuel-cabinet:read-after-write:';

/**
 * Keeps a user's WAL position only if it is further than the one kept, so two writes answered
 * out of order leave the later one; it expires once any replica in use must have replayed it.
 */
const KEEP_LATEST = `
local kept = redis.call('GET', KEYS[1])
if not kept or tonumber(ARGV[1]) > tonumber(kept) then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
end
return 1`;

/** Errors of the replica itself (gone, shutting down, cancelled by recovery), not of the read. */
function replicaTrouble(err: unknown): boolean {
  if (err instanceof AppError) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return true;
  return /^(08|53|57|58)/.test(code) || code === '40001';
}

const lsnOf = (rows: { lsn: string | null }[]) =>
  rows[0]?.lsn == null ? undefined : BigInt(rows[0].lsn);

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Reads on a streaming replica, with reads that must see a user's own writes on the primary.
 *
 * Every `pollMs` the primary's current WAL position and the replica's replayed one are read. The
 * replica is in use ("fresh") while it has replayed at least what the primary had written
 * `maxLagMs` ago; a replica that is paused, falls behind or does not answer within a second is
 * left aside and every read goes to the primary until it has caught up again. A read the replica
 * fails for its own reasons (it went away mid-read) is run again on the primary.
 *
 * After a user's write the primary's WAL position is noted for them (in Redis, so every instance
 * sees it, for `maxLagMs`); their reads go to the replica only once it has replayed that far.
 * Without Redis each user's read asks the primary for its position instead.
 */
export async function openReadRouter(options: ReplicaOptions): Promise<ReadRouter> {
  const { primary, maxLagMs, redis } = options;
  const pollMs = options.pollMs ?? Math.min(250, maxLagMs / 4);
  const pool = new pg.Pool({
    connectionString: options.url,
    max: 10,
    connectionTimeoutMillis: PROBE_TIMEOUT_MS,
    application_name: 'fuel-cabinet-reads',
    // Whatever the URL points at, nothing is written through this handle.
    options: '-c default_transaction_read_only=on',
  });
  pool.on('error', (err) => options.onError?.(err, 'replica connection'));
  const replica: Db = drizzle({ client: pool, schema });

  const counts = { replica: 0, primary: 0, fallbacks: 0 };
  let up = false;
  let replayed = 0n;
  /** The primary's WAL positions of the last `maxLagMs` and a little more, oldest first. */
  const samples: { at: number; lsn: bigint }[] = [];

  // Where the primary's WAL has been written to so far, its last commit included (the insert
  // position: with synchronous_commit off a commit returns before its record is written out).
  const primaryLsn = async () =>
    lsnOf(
      rowsOf<{ lsn: string | null }>(
        await primary.execute(sql`select (pg_current_wal_insert_lsn() - '0/0')::text as lsn`),
      ),
    ) ?? 0n;

  const poll = async () => {
    const now = Date.now();
    try {
      samples.push({ at: now, lsn: await withTimeout(primaryLsn(), PROBE_TIMEOUT_MS) });
      while (samples.length > 1 && (samples[1]?.at ?? now) < now - maxLagMs) samples.shift();
    } catch (err) {
      options.onError?.(err, 'primary WAL position');
    }
    try {
      const lsn = lsnOf(
        rowsOf<{ lsn: string | null }>(
          await withTimeout(
            replica.execute(sql`select (pg_last_wal_replay_lsn() - '0/0')::text as lsn`),
            PROBE_TIMEOUT_MS,
          ),
        ),
      );
      // Not a standby (no replay position): not a replica to read from.
      up = lsn !== undefined;
      if (lsn !== undefined) replayed = lsn;
    } catch {
      up = false;
    }
  };

  /**
   * The replica has what the primary had written `maxLagMs` ago (the oldest sample kept). When
   * the primary's position has not been read lately, nothing is known: the replica is left aside.
   */
  const state = (): ReadStats['state'] => {
    if (!up) return 'down';
    const oldest = samples[0];
    const newest = samples.at(-1);
    if (!oldest || !newest || Date.now() - newest.at > PROBE_TIMEOUT_MS + 2 * pollMs)
      return 'behind';
    return replayed >= oldest.lsn ? 'fresh' : 'behind';
  };

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;
  let told: ReadStats['state'] = 'none';
  const tell = () => {
    const now = state();
    if (now !== told) options.onState?.(now);
    told = now;
  };
  const tick = () => {
    polling = poll().finally(() => {
      tell();
      if (!stopped) timer = setTimeout(tick, pollMs);
    });
  };
  await poll();
  tell();
  timer = setTimeout(tick, pollMs);

  /** Runs on the replica, and again on the primary when the replica itself failed. */
  const onReplica = async <T>(read: (db: Db) => T | Promise<T>): Promise<T> => {
    try {
      const answer = await read(replica);
      counts.replica++;
      return answer;
    } catch (err) {
      if (!replicaTrouble(err)) throw err;
      up = false;
      options.onError?.(err, 'read on the replica');
      counts.fallbacks++;
      counts.primary++;
      return read(primary);
    }
  };
  const onPrimary = <T>(read: (db: Db) => T): T => {
    counts.primary++;
    return read(primary);
  };

  /** The WAL position the replica must have replayed before this user's read may go there. */
  const needed = async (userId: string): Promise<bigint | undefined> => {
    if (!redis) return primaryLsn();
    const kept = await redis.get(`${MARK_PREFIX}${userId}`);
    return kept === null ? undefined : BigInt(kept);
  };

  return {
    forAnyone: (read) => (state() === 'fresh' ? onReplica(read) : onPrimary(read)),
    async forUser(userId, read) {
      if (state() !== 'fresh') return onPrimary(read);
      let position: bigint | undefined;
      try {
        position = await needed(userId);
      } catch (err) {
        // Not knowing the user's last write, the primary is the safe place.
        options.onError?.(err, 'last write of the user');
        return onPrimary(read);
      }
      return position === undefined || replayed >= position ? onReplica(read) : onPrimary(read);
    },
    async wrote(userId) {
      if (!redis) return;
      const lsn = await primaryLsn();
      await redis.eval(KEEP_LATEST, 1, `${MARK_PREFIX}${userId}`, lsn.toString(), maxLagMs + 1000);
    },
    stats: () => ({ ...counts, state: state() }),
    async close() {
      stopped = true;
      clearTimeout(timer);
      await polling;
      clearTimeout(timer);
      await pool.end();
    },
  };
}
