import { randomUUID } from 'node:crypto';
import type { TeamRole } from '@fuel/contract';
import type { Database, Db } from '../../db/database';
import {
  announceOnSessionChannel,
  countSessionListeners,
  SESSION_CHANGES,
} from './session-changes.repository';

/** At most this many sessions are kept; past it the oldest checked is forgotten first. */
const MAX_SESSIONS = 50_000;
/** How long `sessionChangesHeard` waits for its own mark before forgetting everything instead. */
const HEARD_WAIT_MS = 2_000;

export interface SessionState {
  actingFor: string | null;
  role: TeamRole | null;
  cardGroupIds: string[] | null;
  /** When the session's refresh token runs out: the entry is not used after it. */
  expiresAt: Date;
}

/**
 * The open sessions this instance has checked, so that a signed-in request makes no round trip
 * to the database just to learn its session still stands (ADR 0043). Kept only while the
 * database's notifications arrive: every change to a session's tokens, a person's memberships
 * or their account is announced by a trigger once it commits, from any instance or process, and
 * forgets what it touches; when the listening connection is lost everything is forgotten and
 * nothing is kept until it listens again. Only open sessions are kept: an ended one is asked
 * for every time, and answered 401.
 */
export class SessionCache {
  /** Whether marks are answered by every listening instance (PostgreSQL) rather than heard here. */
  constructor(readonly counted = false) {}

  private listening = false;
  private readonly sessions = new Map<string, { actor: string; state: SessionState }>();
  private readonly familiesOf = new Map<string, Set<string>>();

  get(family: string, actor: string): SessionState | undefined {
    const entry = this.sessions.get(family);
    if (!entry || entry.actor !== actor) return undefined;
    if (entry.state.expiresAt.getTime() <= Date.now()) {
      this.forgetFamily(family);
      return undefined;
    }
    return entry.state;
  }

  /**
   * Keeps a state read from the database. `since` is the count of changes heard when the read
   * began: a change heard while it ran may be newer than what it read, so it is not kept.
   */
  set(family: string, actor: string, state: SessionState, since: number) {
    if (!this.listening || since !== this.changes) return;
    if (this.sessions.size >= MAX_SESSIONS) {
      const oldest = this.sessions.keys().next().value;
      if (oldest !== undefined) this.forgetFamily(oldest);
    }
    this.sessions.set(family, { actor, state });
    const families = this.familiesOf.get(actor) ?? new Set<string>();
    families.add(family);
    this.familiesOf.set(actor, families);
  }

  /** Changes heard so far (see `set`). */
  changes = 0;

  /** Marks being waited for: how many instances have yet to say they heard each. */
  private readonly marks = new Map<string, { missing: number; done: () => void }>();
  /** Says that this instance has heard a mark (see `sessionChangesHeard`). */
  acknowledge: (mark: string) => void = () => {};

  /**
   * Resolves when `listeners` instances (this one included) have said they heard `mark`, or
   * when this one has heard it if none is counted (the embedded database: every listener is in
   * this process and hears a notification when this one does).
   */
  awaitMark(mark: string, listeners: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.marks.delete(mark);
        this.forgetAll(); // not heard in time: what is kept may be older than the change
        resolve();
      }, HEARD_WAIT_MS);
      this.marks.set(mark, {
        missing: Math.max(listeners, 1),
        done: () => {
          clearTimeout(timer);
          this.marks.delete(mark);
          resolve();
        },
      });
    });
  }

  /** A notification from the database: `f:<session>`, `u:<person>`, a mark or its echo. */
  heard(payload: string) {
    const id = payload.slice(2);
    if (payload.startsWith('m:')) {
      if (this.counted) this.acknowledge(id);
      else this.marks.get(id)?.done();
      return;
    }
    if (payload.startsWith('k:')) {
      const waiting = this.marks.get(id);
      if (waiting) {
        waiting.missing--;
        if (waiting.missing <= 0) waiting.done();
      }
      return;
    }
    this.changes++;
    if (payload.startsWith('f:')) this.forgetFamily(id);
    else if (payload.startsWith('u:')) {
      for (const family of this.familiesOf.get(id) ?? []) this.sessions.delete(family);
      this.familiesOf.delete(id);
    } else this.forgetAll(); // a payload this version does not know: forget rather than guess
  }

  get isListening() {
    return this.listening;
  }

  setListening(listening: boolean) {
    this.changes++;
    this.listening = listening;
    this.forgetAll();
  }

  get size() {
    return this.sessions.size;
  }

  private forgetFamily(family: string) {
    const entry = this.sessions.get(family);
    if (!entry) return;
    this.sessions.delete(family);
    this.familiesOf.get(entry.actor)?.delete(family);
  }

  private forgetAll() {
    this.sessions.clear();
    this.familiesOf.clear();
  }
}

const caches = new WeakMap<Db, SessionCache>();

/**
 * Waits until every instance has heard the session changes committed so far: called after a
 * logout, a password change or reset, a deleted account, a member's new role or a switch of
 * account, before the reply leaves. The database announces changes in the order they commit,
 * so an instance that hears a mark sent now has heard the change before it; each says so on the
 * channel, and this waits for as many as there are listening connections (counted on
 * pg_stat_activity by their name). The next request on any instance is then checked against the
 * database. After two seconds without every answer (an instance stuck or just gone) it stops
 * waiting and this instance forgets what it kept.
 */
export async function sessionChangesHeard(db: Db): Promise<void> {
  const cache = caches.get(db);
  if (!cache?.isListening) return;
  const listeners = cache.counted ? await countSessionListeners(db) : 0;
  const mark = randomUUID();
  const heard = cache.awaitMark(mark, listeners);
  await announceOnSessionChannel(db, `m:${mark}`);
  await heard;
}

/** The cache the session check uses on this database's `db`, if it is watched. */
export const sessionCacheOf = (db: Db): SessionCache | undefined => caches.get(db);

/**
 * Starts keeping checked sessions for this database: listens for its session changes. Returns
 * the function that stops (the app calls it when it closes).
 */
export async function watchSessions(database: Database): Promise<() => Promise<void>> {
  // Instances on PostgreSQL each listen on a connection of their own and answer marks; on the
  // embedded database they share this process's one connection.
  const cache = new SessionCache(database.kind === 'postgres');
  cache.acknowledge = (mark) => {
    // Unanswered, the waiting instance stops waiting after its time.
    announceOnSessionChannel(database.db, `k:${mark}`).catch(() => {});
  };
  caches.set(database.db, cache);
  const stop = await database.listen(SESSION_CHANGES, {
    onNotify: (payload) => cache.heard(payload),
    onState: (listening) => cache.setListening(listening),
  });
  return async () => {
    caches.delete(database.db);
    await stop();
  };
}
