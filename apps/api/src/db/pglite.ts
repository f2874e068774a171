import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import lockfile from 'proper-lockfile';
import { type Database, migrationSets } from './database';
import * as schema from './schema';

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `The data directory ${dataDir} is in use by another Fuel Cabinet process. ` +
        'Stop that process first, or point DATA_DIR at another directory. ' +
        '(The embedded database cannot be shared between processes; use DATABASE_URL for that.)',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * Opens the embedded PostgreSQL. A data directory is guarded by a lock file because two
 * processes on one PGlite directory silently lose writes. `dataDir` undefined = in memory,
 * started from `snapshot` (a `dumpDataDir` archive) when one is given.
 */
export async function openPglite(dataDir: string | undefined, snapshot?: Blob): Promise<Database> {
  let release: (() => Promise<void>) | undefined;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      release = await lockfile.lock(dataDir, {
        lockfilePath: path.join(dataDir, 'fuel-cabinet.lock'),
        stale: 15_000,
        update: 5_000,
        retries: 0,
        onCompromised: (err) => {
          // Another process may now write to the same files: stop rather than corrupt data.
          console.error(`Lost the lock on ${dataDir}: ${err.message}`);
          process.exit(1);
        },
      });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
      throw err;
    }
  }
  const client = dataDir
    ? new PGlite(path.join(dataDir, 'pg'))
    : new PGlite(snapshot ? { loadDataDir: snapshot } : {});
  const db = drizzle({ client, schema });
  let queue: Promise<unknown> = Promise.resolve();
  return {
    kind: 'pglite',
    db,
    migrate: async (options) => {
      for (const set of migrationSets(options)) await migrate(db, set);
    },
    // One process holds the embedded database (its lock file): its own callers take turns.
    alone: (work) => {
      const turn = queue.then(work);
      queue = turn.then(
        () => undefined,
        () => undefined,
      );
      return turn;
    },
    // One connection in this process: a notification cannot be missed while it is open.
    listen: async (channel, { onNotify, onState }) => {
      const stop = await client.listen(channel, onNotify);
      onState(true);
      return async () => {
        onState(false);
        await stop().catch(() => {}); // closed with the database
      };
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolUse: () => ({ max: 1, open: 1 }),
    close: async () => {
      await client.close();
      await release?.();
    },
  };
}
