import { TRANSACTION_STATUS } from '@fuel/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';
import { rowsOf } from './database';

/**
 * Every newest-first list is read from an index already in its order (`order by created_at
 * desc, id desc`), so its first page costs the same on ten rows or a million. With sorting
 * priced out, a plan that still sorts has no such index.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

const uuid = '00000000-0000-4000-8000-000000000000';
const newest = sql`order by created_at desc, id desc limit 10`;
const lists: [string, SQL][] = [
  ['history', sql`select id from transactions where user_id = ${uuid} ${newest}`],
  ...(['type', 'status_id', 'product_id', 'station_id', 'counterparty_id'] as const).map(
    (column): [string, SQL] => [
      `history by ${column}`,
      sql`select id from transactions where user_id = ${uuid} and ${sql.identifier(column)} = ${column === 'status_id' ? TRANSACTION_STATUS.success : column === 'type' ? 'buying' : uuid} ${newest}`,
    ],
  ),
  ['history by card', sql`select id from transactions where card_id = ${uuid} ${newest}`],
  ['messages', sql`select id from notifications where user_id = ${uuid} ${newest}`],
  ['vehicles', sql`select id from vehicles where user_id = ${uuid} ${newest}`],
];

describe('newest-first lists', () => {
  it.each(lists)('%s is read in order from an index', async (_name, query) => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_sort = off`);
      await tx.execute(sql`set local enable_incremental_sort = off`);
      await tx.execute(sql`set local enable_seqscan = off`);
      return rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain ${query}`));
    });
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Index (Only )?Scan/);
    expect(text).not.toMatch(/Sort/);
  });
});
