import { randomUUID } from 'node:crypto';
import { API_ROUTES, apiUrlOf, type ProductBalancesReply } from '@fuel/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balances, journal } from '../../db/schema';
import type { AppError } from '../../lib/app-error';
import { createUser, signIn } from '../../test/factories';
import { creditFuel, expectLedgerBalanced, productByCode } from '../../test/money';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { checkLedger, postJournal } from '.';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('ledger', () => {
  it('refuses a journal that does not sum to zero', async () => {
    const diesel = await productByCode(t.database.db, 'DIESEL');
    const user = await createUser(t.database.db);
    await expect(
      postJournal(t.database.db, 'purchase', randomUUID(), [
        { userId: user.id, account: 'available', productId: diesel.id, quantity: 1000 },
      ]),
    ).rejects.toThrow(/does not balance/);
  });

  it('refuses to go below zero and writes nothing', async () => {
    const diesel = await productByCode(t.database.db, 'DIESEL');
    const user = await createUser(t.database.db);
    await creditFuel(t.database.db, user.id, diesel.id, 10);
    const reference = randomUUID();
    const attempt = t.database.db.transaction((tx) =>
      postJournal(tx, 'transfer', reference, [
        { userId: user.id, account: 'available', productId: diesel.id, quantity: -10_001 },
        { userId: null, account: 'sales', productId: diesel.id, quantity: 10_001 },
      ]),
    );
    await expect(attempt).rejects.toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
    } satisfies Partial<AppError>);
    expect(
      await t.database.db.select().from(journal).where(eq(journal.referenceId, reference)),
    ).toEqual([]);
    const [row] = await t.database.db
      .select({ available: balances.available })
      .from(balances)
      .where(and(eq(balances.userId, user.id), eq(balances.productId, diesel.id)));
    expect(row?.available).toBe(10_000);
  });

  it('reports a cached balance that differs from the entries', async () => {
    const diesel = await productByCode(t.database.db, 'DIESEL');
    const user = await createUser(t.database.db);
    await creditFuel(t.database.db, user.id, diesel.id, 5);
    await expectLedgerBalanced(t.database.db);
    await t.database.db
      .update(balances)
      .set({ available: 6000 })
      .where(eq(balances.userId, user.id));
    const report = await checkLedger(t.database.db);
    expect(report.ok).toBe(false);
    expect(report.balanceDifferences).toEqual([
      expect.objectContaining({
        user_id: user.id,
        cached_available: '6000',
        ledger_available: '5000',
      }),
    ]);
    await t.database.db
      .update(balances)
      .set({ available: 5000 })
      .where(eq(balances.userId, user.id));
  });

  it('answers GET /api/user/product-balances with every product, in the request language', async () => {
    const user = await createUser(t.database.db);
    const cng = await productByCode(t.database.db, 'CNG');
    await creditFuel(t.database.db, user.id, cng.id, 12.345);
    const { access_token } = await signIn(t.app, user);
    const res = await t.app.inject({
      url: apiUrlOf(API_ROUTES.ledger.balances),
      headers: { authorization: `Bearer ${access_token}`, 'accept-language': 'ru' },
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as ProductBalancesReply;
    expect(data).toHaveLength(6);
    expect(data.find((b) => b.product_code === 'CNG')).toEqual(
      expect.objectContaining({
        balance: 12.345,
        held: 0,
        unit: 'm3',
        product_name: 'Сжатый природный газ',
      }),
    );
    expect(data.find((b) => b.product_code === 'DIESEL')?.balance).toBe(0);
  });

  afterAll(() => expectLedgerBalanced(t.database.db));
});
