import { API_ROUTES, apiUrlOf } from '@fuel/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { savedCards } from '../../db/schema';
import { createUser, signIn } from '../../test/factories';
import { productByCode } from '../../test/money';
import { saveCardByPaying } from '../../test/saved-cards';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let dieselId: string;
beforeAll(async () => {
  t = await buildTestApp();
  dieselId = (await productByCode(t.database.db, 'DIESEL')).id;
});
afterAll(() => t.close());

async function userWithSavedCard() {
  const user = await createUser(t.database.db);
  const token = (await signIn(t.app, user)).access_token;
  await saveCardByPaying(t.app, token, dieselId);
  return { user, token };
}

async function deleteAccount(token: string, password: string) {
  const res = await t.app.inject({
    method: 'DELETE',
    url: apiUrlOf(API_ROUTES.profile.deleteAccount),
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    payload: { password },
  });
  expect(res.statusCode).toBe(200);
}

const cardsKeptFor = async (userId: string) =>
  (await t.database.db.select().from(savedCards).where(eq(savedCards.userId, userId))).length;

describe('saved cards of a deleted account', () => {
  it('are let go at the bank and here by the next maintenance round', async () => {
    const { user, token } = await userWithSavedCard();
    const keeper = await userWithSavedCard();
    expect(await t.app.paymentGateway.getBindings(user.id)).toHaveLength(1);

    await deleteAccount(token, user.password);
    await t.app.maintenance();

    expect(await t.app.paymentGateway.getBindings(user.id)).toHaveLength(0);
    expect(await cardsKeptFor(user.id)).toBe(0);
    // Another account's card is not touched.
    expect(await t.app.paymentGateway.getBindings(keeper.user.id)).toHaveLength(1);
    expect(await cardsKeptFor(keeper.user.id)).toBe(1);
  });

  it('stay until the bank answers, when it is down at the time', async () => {
    const { user, token } = await userWithSavedCard();
    await deleteAccount(token, user.password);
    const down = vi
      .spyOn(t.app.paymentGateway, 'unbindCard')
      .mockRejectedValue(new Error('bank unavailable'));
    await t.app.maintenance();
    expect(await cardsKeptFor(user.id)).toBe(1);

    down.mockRestore();
    await t.app.maintenance();
    expect(await t.app.paymentGateway.getBindings(user.id)).toHaveLength(0);
    expect(await cardsKeptFor(user.id)).toBe(0);
  });
});
