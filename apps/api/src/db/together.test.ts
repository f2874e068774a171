import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../lib/db-errors';
import { createTestDatabase } from '../test/test-database';
import { builtOnce, type Database, type Db, rowsOf } from './database';
import { together } from './together';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase(false);
  await database.db.execute(sql`create table together_t (n int primary key)`);
});
afterAll(() => database.close());

const insert = builtOnce(
  () => sql`insert into together_t (n) values (${sql.placeholder('n')}::int) returning n`,
);
const count = builtOnce(
  () => sql`select count(*)::int as n from together_t where n >= ${sql.placeholder('from')}::int`,
);
const countFrom = async (db: Db, from: number) =>
  rowsOf<{ n: number }>(await count(db, { from }))[0]?.n;

describe('steps sent together', () => {
  it('answers each step in the order given, each statement seeing the ones sent before it', async () => {
    const [first, second, seen] = await database.db.transaction((tx) =>
      together([insert(tx, { n: 1 }), insert(tx, { n: 2 }), countFrom(tx, 1)]),
    );
    expect(rowsOf(first)).toEqual([{ n: 1 }]);
    expect(rowsOf(second)).toEqual([{ n: 2 }]);
    expect(seen).toBe(2);
  });

  it('throws the failure that caused the others, and the transaction writes nothing', async () => {
    await insert(database.db, { n: 10 });
    const failure = database.db.transaction((tx) =>
      together([
        // Given first, but its insert is sent after the duplicate below has failed: on
        // PostgreSQL it answers "transaction aborted", which is not what went wrong.
        (async () => {
          await countFrom(tx, 0);
          return insert(tx, { n: 11 });
        })(),
        insert(tx, { n: 10 }),
        insert(tx, { n: 12 }),
      ]),
    );
    await expect(failure).rejects.toSatisfy(isUniqueViolation);
    expect(await countFrom(database.db, 11)).toBe(0);
  });

  it('answers only once every step has settled, the slow ones included', async () => {
    const finished: string[] = [];
    const slow = new Promise<string>((resolve) =>
      setTimeout(() => {
        finished.push('slow');
        resolve('slow');
      }, 50),
    );
    const fast = Promise.reject(new Error('refused at once'));
    await expect(together([fast, slow])).rejects.toThrow('refused at once');
    expect(finished).toEqual(['slow']);
  });

  it('pipelines the statements of a PostgreSQL connection', async () => {
    if (database.kind !== 'postgres') return expect(database.kind).toBe('pglite');
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const client = await pool.connect();
    try {
      expect(client.pipeline).toBe(true);
    } finally {
      client.release();
    }
  });
});
