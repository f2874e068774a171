import {
  API_ROUTES,
  apiUrlOf,
  type ProductBalancesReply,
  savedCardPaymentReplySchema,
  savedCardsReplySchema,
} from '@fuel/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journal, paymentOrders, savedCards } from '../../db/schema';
import { CARDS } from '../../integrations/payment-gateway/testing';
import { createUser, signIn } from '../../test/factories';
import { expectLedgerBalanced, productByCode } from '../../test/money';
import { saveCardByPaying } from '../../test/saved-cards';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let token: string;
let userId: string;
let dieselId: string;
beforeAll(async () => {
  t = await buildTestApp();
  const user = await createUser(t.database.db);
  userId = user.id;
  token = (await signIn(t.app, user)).access_token;
  dieselId = (await productByCode(t.database.db, 'DIESEL')).id;
});
afterAll(async () => {
  await expectLedgerBalanced(t.database.db);
  await t.close();
});

const auth = (bearer = token) => ({ authorization: `Bearer ${bearer}`, 'accept-language': 'en' });

async function dieselBalance() {
  const res = await t.app.inject({ url: apiUrlOf(API_ROUTES.ledger.balances), headers: auth() });
  const { data } = res.json() as ProductBalancesReply;
  return data.find((b) => b.product_code === 'DIESEL')?.balance ?? 0;
}

function buyWith(cardId: string, quantity: number, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: apiUrlOf(API_ROUTES.payments.payWithSavedCard),
    headers: { ...auth(), ...headers },
    payload: { product_id: dieselId, quantity, card_id: cardId },
  });
}

describe('saved bank cards', () => {
  it('saves the card of a purchase made with "save this card", masked, never the number', async () => {
    const card = await saveCardByPaying(t.app, token, dieselId);
    expect(card).toMatchObject({
      masked_pan: '411111**1111',
      last4: '1111',
      brand: 'VISA',
      holder: 'ANI PETROSYAN',
      expired: false,
    });
    expect(card.expiry).toMatch(/^\d{2}\/\d{2}$/);
    const rows = await t.database.db.execute(
      sql`select row_to_json(s)::text as r from saved_cards s`,
    );
    expect(JSON.stringify(rows)).not.toContain('4111111111111111');
    // A purchase without the tick saves nothing more.
    const list = savedCardsReplySchema.parse(
      (
        await t.app.inject({ url: apiUrlOf(API_ROUTES.payments.savedCards), headers: auth() })
      ).json(),
    );
    expect(list.count).toBe(1);
  });

  it('buys in one step with a saved card, credits once, and replays the same key', async () => {
    const card = await saveCardByPaying(t.app, token, dieselId);
    const before = await dieselBalance();
    const key = { 'idempotency-key': 'saved-card-buy-0001' };
    const [first, replay] = [await buyWith(card.id, 7, key), await buyWith(card.id, 7, key)];
    expect(first.statusCode).toBe(200);
    const paid = savedCardPaymentReplySchema.parse(first.json());
    expect(paid).toMatchObject({ state: 'paid', amount: 7 * 540, redirect_url: null });
    expect(paid.balance).toBe(before + 7);
    expect(replay.json()).toEqual(first.json());
    expect(await dieselBalance()).toBe(before + 7);
    const postings = await t.database.db
      .select()
      .from(journal)
      .where(eq(journal.referenceId, paid.order_id));
    expect(postings).toHaveLength(1);
    // The sync of the return page (or the reconciler) changes nothing more.
    await t.app.inject({
      url: apiUrlOf(API_ROUTES.payments.sync, { orderId: paid.order_id }),
      headers: auth(),
    });
    await t.app.maintenance();
    expect(await dieselBalance()).toBe(before + 7);
  });

  it('refuses a declined card with CARD_DECLINED and leaves the balance alone', async () => {
    const card = await saveCardByPaying(t.app, token, dieselId, CARDS.savedDecline);
    expect(card.brand).toBe('MASTERCARD');
    const before = await dieselBalance();
    const res = await buyWith(card.id, 3);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errors: [{ code: 'CARD_DECLINED', field: 'card_id' }],
    });
    expect(res.json().message).toContain('declined');
    const [order] = await t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.savedCardId, card.id));
    expect(order?.state).toBe('failed');
    expect(await dieselBalance()).toBe(before);
  });

  it('refuses an expired card with CARD_EXPIRED before asking the bank', async () => {
    const card = await saveCardByPaying(t.app, token, dieselId);
    await t.database.db
      .update(savedCards)
      .set({ expiry: '202001' })
      .where(eq(savedCards.id, card.id));
    const res = await buyWith(card.id, 3);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: [{ code: 'CARD_EXPIRED' }] });
    const list = savedCardsReplySchema.parse(
      (
        await t.app.inject({ url: apiUrlOf(API_ROUTES.payments.savedCards), headers: auth() })
      ).json(),
    );
    expect(list.data.find((c) => c.id === card.id)?.expired).toBe(true);
  });

  it('sends a 3-D Secure card to the bank page and credits once after it comes back', async () => {
    const card = await saveCardByPaying(t.app, token, dieselId, CARDS.savedAcs);
    const before = await dieselBalance();
    const res = savedCardPaymentReplySchema.parse((await buyWith(card.id, 4)).json());
    expect(res.state).toBe('pending');
    const acs = new URL(res.redirect_url ?? '');
    expect(acs.pathname).toContain('/acs.html');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: acs.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        mdOrder: acs.searchParams.get('mdOrder') ?? '',
        language: 'en',
        action: 'confirm',
      }).toString(),
    });
    const back = new URL(String(confirmed.headers.location));
    expect(back.pathname).toBe('/en/my-balance');
    const synced = await t.app.inject({
      url: apiUrlOf(API_ROUTES.payments.sync, { orderId: back.searchParams.get('orderId') }),
      headers: auth(),
    });
    expect(synced.json()).toMatchObject({ state: 'paid', balance: before + 4 });
    await t.app.maintenance();
    expect(await dieselBalance()).toBe(before + 4);
  });

  it("keeps other users' cards out of reach and deletes a card at the bank", async () => {
    const card = await saveCardByPaying(t.app, token, dieselId);
    const other = await createUser(t.database.db);
    const otherToken = (await signIn(t.app, other)).access_token;
    const ordersBefore = await t.database.db.select().from(paymentOrders);
    expect((await buyWith(card.id, 1, auth(otherToken))).statusCode).toBe(404);
    // Nobody paid with the card: no order for anyone, not even its owner.
    expect(await t.database.db.select().from(paymentOrders)).toEqual(ordersBefore);
    const stranger = await t.app.inject({
      method: 'DELETE',
      url: apiUrlOf(API_ROUTES.payments.removeSavedCard, { id: card.id }),
      headers: auth(otherToken),
    });
    expect(stranger.statusCode).toBe(404);
    const listed = async () =>
      savedCardsReplySchema
        .parse(
          (
            await t.app.inject({ url: apiUrlOf(API_ROUTES.payments.savedCards), headers: auth() })
          ).json(),
        )
        .data.map((c) => c.id);
    const boundAtBank = async () =>
      (await t.app.paymentGateway.getBindings(userId)).map((b) => b.bindingId);

    // The stranger's delete left the card where it was: on its owner's list and at the bank.
    const [row] = await t.database.db.select().from(savedCards).where(eq(savedCards.id, card.id));
    expect(await listed()).toContain(card.id);
    expect(await boundAtBank()).toContain(row?.bindingId);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: apiUrlOf(API_ROUTES.payments.removeSavedCard, { id: card.id }),
      headers: auth(),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'The card is removed.' });
    expect(await listed()).not.toContain(card.id);
    expect(await boundAtBank()).not.toContain(row?.bindingId);
    expect((await buyWith(card.id, 1)).statusCode).toBe(404);
  });
});
