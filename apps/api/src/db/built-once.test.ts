import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import {
  builtOnce,
  builtOncePerLength,
  type Database,
  placeholderRows,
  rowsOf,
  valuesOf,
} from './database';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase(false);
  await database.db.execute(sql`create table built_once_t (n int not null, label text)`);
});
afterAll(() => database.close());

const insert = builtOnce(
  () => sql`insert into built_once_t (n, label)
    values (${sql.placeholder('n')}::int, ${sql.placeholder('label')}) returning n, label`,
);
const count = builtOnce(() => sql`select count(*)::int as n from built_once_t`);
const countOn = async (db = database.db) => rowsOf<{ n: number }>(await count(db, {}))[0]?.n;

describe('statements built once', () => {
  it('fills its values at each call and runs on the transaction it is given', async () => {
    const before = await countOn();
    await expect(
      database.db.transaction(async (tx) => {
        const [row] = rowsOf<{ n: number; label: string }>(
          await insert(tx, { n: 1, label: 'one' }),
        );
        expect(row).toEqual({ n: 1, label: 'one' });
        await insert(tx, { n: 2, label: null });
        // Seen inside the transaction, which holds them until it ends.
        expect(await countOn(tx)).toBe((before ?? 0) + 2);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await countOn()).toBe(before);
    await insert(database.db, { n: 3, label: 'three' });
    expect(await countOn()).toBe((before ?? 0) + 1);
  });

  it('builds one text per length of a list, each row with its own values', async () => {
    const columns: [string, string][] = [
      ['n', 'int'],
      ['label', 'text'],
    ];
    const insertAll = builtOncePerLength(
      (length) => sql`insert into built_once_t (n, label)
        values ${placeholderRows(length, columns)} returning n, label`,
    );
    const rowsIn = (list: { n: number; label: string }[]) =>
      valuesOf(list, { n: (r) => r.n, label: (r) => r.label });
    for (const list of [
      [{ n: 10, label: 'a' }],
      [
        { n: 11, label: 'b' },
        { n: 12, label: 'c' },
      ],
      [{ n: 13, label: 'd' }],
    ]) {
      const inserted = rowsOf<{ n: number; label: string }>(
        await insertAll(database.db, list.length, rowsIn(list)),
      );
      expect(inserted).toEqual(list);
    }
  });
});
