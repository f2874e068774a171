import { API_ROUTES, apiUrlOf, TRANSACTION_STATUS, transactionsReplySchema } from '@fuel/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/database';
import { createUser, signIn } from '../../test/factories';
import { productByCode } from '../../test/money';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { pageKeysOf } from './page-keys';

/**
 * Paging a history whose rows share timestamps: the order is (created_at, id) newest first, and
 * every page must start exactly where the one before it ended, with any filter.
 */
let t: TestApp;
let token: string;
interface Row {
  id: string;
  type: string;
  status_id: number;
}
let expected: Row[];

beforeAll(async () => {
  t = await buildTestApp();
  // Every third row's key is remembered, so most pages below start from a key (page-keys.ts).
  pageKeysOf(t.database.db, 3);
  const user = await createUser(t.database.db);
  const other = await createUser(t.database.db);
  token = (await signIn(t.app, user)).access_token;
  const diesel = await productByCode(t.database.db, 'DIESEL');
  // 40 rows: a run of 23 at one instant, the rest one per second before it, and as many for
  // another account at the same instants, so neither ties nor neighbours can hide a bad bound.
  for (const owner of [user.id, other.id]) {
    await t.database.db.execute(sql`insert into transactions (user_id, type, status_id, product_id, quantity, reference_id, created_at)
      select ${owner}, (array['buying','charging','transfer'])[1 + g % 3], 1 + g % 2, ${diesel.id},
        g * 1000, gen_random_uuid(),
        timestamptz '2026-03-01 12:00:00+00' - make_interval(secs => greatest(g - 23, 0))
      from generate_series(1, 40) g`);
  }
  expected = rowsOf<Row>(
    await t.database.db.execute(
      sql`select id, type, status_id from transactions where user_id = ${user.id} order by created_at desc, id desc`,
    ),
  );
});
afterAll(() => t.close());

async function page(query: string) {
  const res = await t.app.inject({
    url: `${apiUrlOf(API_ROUTES.transactions.list)}?${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  return transactionsReplySchema.parse(res.json());
}

/** Reads every page of `filter` until one comes back short, and the page after the end. */
async function walk(filter: string, limit: number) {
  const ids: string[] = [];
  for (let offset = 1; ; offset++) {
    const got = await page(`${filter}&offset=${offset}&limit=${limit}`);
    ids.push(...got.data.map((r) => r.id));
    if (got.data.length < limit) {
      const beyond = await page(`${filter}&offset=${offset + 1}&limit=${limit}`);
      return { ids, count: got.count, lastLength: got.data.length, beyond };
    }
  }
}

describe('history pages', () => {
  it('follow one another across rows with the same time, to a short last page', async () => {
    const { ids, count, lastLength, beyond } = await walk('', 7);
    expect(ids).toEqual(expected.map((r) => r.id));
    expect(count).toBe(40);
    expect(lastLength).toBe(40 % 7);
    expect(beyond).toEqual({ count: 40, count_capped: false, data: [] });
  });

  it('start at the row the offset names, for each page size', async () => {
    for (const limit of [1, 5, 10, 23, 24]) {
      for (const offset of [1, 2, 3, 5]) {
        const got = await page(`offset=${offset}&limit=${limit}`);
        const from = (offset - 1) * limit;
        expect(got.data.map((r) => r.id)).toEqual(
          expected.slice(from, from + limit).map((r) => r.id),
        );
      }
    }
  });

  it('page a filtered list in the same order, without rows of other kinds', async () => {
    for (const [filter, keep] of [
      ['type=charging', (r: Row) => r.type === 'charging'],
      [
        `status=${TRANSACTION_STATUS.success}`,
        (r: Row) => r.status_id === TRANSACTION_STATUS.success,
      ],
      [
        `type=transfer&status=${TRANSACTION_STATUS.pending}`,
        (r: Row) => r.type === 'transfer' && r.status_id === TRANSACTION_STATUS.pending,
      ],
    ] as const) {
      const want = expected.filter(keep).map((r) => r.id);
      const { ids, count, beyond } = await walk(filter, 4);
      expect(ids).toEqual(want);
      expect(count).toBe(want.length);
      expect(beyond.data).toEqual([]);
    }
  });

  it('start where the new order says once a newer row has arrived', async () => {
    const before = await page('offset=4&limit=5');
    expect(before.data.map((r) => r.id)).toEqual(expected.slice(15, 20).map((r) => r.id));
    const diesel = await productByCode(t.database.db, 'DIESEL');
    const [added] = rowsOf<Row>(
      await t.database.db.execute(sql`insert into transactions (user_id, type, status_id, product_id, quantity, reference_id, created_at)
        select user_id, 'buying', 2, ${diesel.id}, 1000, gen_random_uuid(), timestamptz '2026-03-02 00:00:00+00'
        from transactions where id = ${expected[0]?.id ?? ''} returning id, type, status_id`),
    );
    if (!added) throw new Error('not inserted');
    expected = [added, ...expected];
    const after = await page('offset=4&limit=5');
    expect(after.data.map((r) => r.id)).toEqual(expected.slice(15, 20).map((r) => r.id));
  });

  it('answers an empty page far beyond the end', async () => {
    const got = await page('offset=1000&limit=10');
    expect(got).toEqual({ count: expected.length, count_capped: false, data: [] });
  });
});
