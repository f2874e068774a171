import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type Database, migrationSets } from './database';
import { listenOn } from './listener';
import * as schema from './schema';
import { nameStatementsInTransactions } from './statement-names';

// Any fixed numbers: every instance migrating (or seeding) at once takes the same advisory lock.
const MIGRATION_LOCK_ID = 7_351_004;
const ALONE_LOCK_ID = 7_351_006;

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  // Pipelined: a statement goes out without waiting for the previous one's answer, so a write's
  // independent statements (`together`) reach PostgreSQL in one flight (ADR 0047).
  const pool = new pg.Pool({ connectionString: url, max: poolSize, pipeline: true });
  pool.on('error', (err) => console.error('Idle PostgreSQL client error', err));
  nameStatementsInTransactions(pool);
  const db = drizzle({ client: pool, schema });
  return {
    kind: 'postgres',
    db,
    migrate: async (options) => {
      // Several API instances may start together; the migrator itself is not guarded.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        const db = drizzle({ client, schema });
        for (const set of migrationSets(options)) await migrate(db, set);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    alone: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [ALONE_LOCK_ID]);
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [ALONE_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    listen: (channel, handlers) => listenOn(url, channel, handlers),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolUse: () => ({
      max: poolSize,
      open: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => pool.end(),
  };
}
