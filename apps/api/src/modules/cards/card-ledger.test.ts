import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardBalances } from '../../db/schema';
import { createUser } from '../../test/factories';
import { creditFuel, expectLedgerBalanced, productByCode } from '../../test/money';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { checkLedger, postJournal } from '../ledger';
import { issueCards } from '.';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await expectLedgerBalanced(t.database.db);
  await t.close();
});

describe('card sub-accounts in the ledger', () => {
  it('postJournal keeps a card from going negative, and the ledger check sees a tampered card balance', async () => {
    const db = t.database.db;
    const user = await createUser(db, { type: 'company' });
    const lpg = await productByCode(db, 'LPG');
    await creditFuel(db, user.id, lpg.id, 10);
    const [card] = await issueCards(db, 1);
    if (!card) throw new Error('no card');
    const load = (quantity: number) =>
      db.transaction((tx) =>
        postJournal(tx, 'card_load', randomUUID(), [
          { userId: user.id, account: 'available', productId: lpg.id, quantity: -quantity },
          { userId: user.id, account: 'available', productId: lpg.id, quantity, cardId: card.id },
        ]),
      );
    await load(4000);
    await expect(load(-5000)).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect((await checkLedger(db)).ok).toBe(true);

    await db
      .update(cardBalances)
      .set({ available: sql`${cardBalances.available} + 1` })
      .where(eq(cardBalances.cardId, card.id));
    const report = await checkLedger(db);
    expect(report.ok).toBe(false);
    expect(report.cardBalanceDifferences).toHaveLength(1);
    await db
      .update(cardBalances)
      .set({ available: sql`${cardBalances.available} - 1` })
      .where(eq(cardBalances.cardId, card.id));
  });
});
