import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/database';
import { listenerName } from '../../db/listener';

/** The channel the database announces session changes on (migration 0037's triggers). */
export const SESSION_CHANGES = 'session_changes';

/** Says something on the session channel; it is delivered once this statement commits. */
export async function announceOnSessionChannel(db: Db, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${SESSION_CHANGES}, ${payload})`);
}

/**
 * The connections listening on the session channel, every instance's (db/listener.ts). Only this
 * database's: a notification reaches the listeners of its own database alone, and a server that
 * holds other databases of the product (tests, a staging copy) has their listeners too.
 */
export async function countSessionListeners(db: Db): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from pg_stat_activity
        where application_name = ${listenerName(SESSION_CHANGES)} and datname = current_database()`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
