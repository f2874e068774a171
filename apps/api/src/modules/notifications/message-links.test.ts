import {
  API_ROUTES,
  apiUrlOf,
  cardSchema,
  friendsRoutes,
  notificationsReplySchema,
  type PaymentRegisterReply,
  type RouteDef,
  refuelSchema,
  transactionDetailSchema,
  transferReplySchema,
} from '@fuel/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { submitPaymentForm } from '../../integrations/payment-gateway/testing';
import { createUser, signIn } from '../../test/factories';
import { creditFuel, expectLedgerBalanced, productByCode } from '../../test/money';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { advanceCardOrder } from '../cards';
import { issueStationKey } from '../refuels';
import { LAST_USED_LANGUAGE, notify } from '.';

let t: TestApp;
let diesel: { id: string };
let station: { stationId: string; key: string };
beforeAll(async () => {
  t = await buildTestApp();
  diesel = await productByCode(t.database.db, 'DIESEL');
  station = await issueStationKey(t.database.db, 'YVN-KOMITAS');
});
afterAll(async () => {
  await expectLedgerBalanced(t.database.db);
  await t.close();
});

interface Reader {
  id: string;
  publicId: number;
  token: string;
}

async function reader(type: 'individual' | 'company' = 'individual'): Promise<Reader> {
  const user = await createUser(t.database.db, { type });
  return { id: user.id, publicId: user.publicId, token: (await signIn(t.app, user)).access_token };
}

const call = (who: Reader, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, body?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${who.token}`, 'accept-language': 'en' },
    ...(body ? { payload: body } : {}),
  });
const pump = (route: RouteDef, params: object, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: apiUrlOf(route, { stationId: station.stationId, ...params }),
    headers: { authorization: `Bearer ${station.key}` },
    payload,
  });

/** The newest message of `who`, and the transaction id its link opens. */
async function newestMessage(who: Reader) {
  const inbox = notificationsReplySchema.parse(
    (await call(who, 'GET', apiUrlOf(API_ROUTES.notifications.list))).json(),
  );
  const message = inbox.data[0];
  if (!message) throw new Error('no message');
  const id = /^\/transactions\/([0-9a-f-]{36})$/.exec(message.link ?? '')?.[1];
  return { message, id: id ?? '' };
}

/** The transaction a message opens, read as `who` reads it. */
async function opened(who: Reader, id: string) {
  const res = await call(who, 'GET', apiUrlOf(API_ROUTES.transactions.one, { id }));
  expect(res.statusCode, res.body).toBe(200);
  return transactionDetailSchema.parse(res.json());
}

const pushUrls = async (userId: string) =>
  (
    await t.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.kind, 'push'), sql`${jobs.payload}->>'userId' = ${userId}`))
  ).map((j) => j.payload.url);

/** Two friends, the first holding `litres` of diesel to send. */
async function friendsWithFuel(litres: number): Promise<[Reader, Reader]> {
  const [sender, receiver] = [await reader(), await reader()];
  const { sendRequest, accept } = friendsRoutes;
  const sent = await call(sender, sendRequest.method, apiUrlOf(sendRequest), {
    user_id: receiver.publicId,
  });
  const relation = sendRequest.reply.parse(sent.json()).request.user_relation_id;
  await call(receiver, accept.method, apiUrlOf(accept), { user_relation_id: relation });
  await creditFuel(t.database.db, sender.id, diesel.id, litres);
  return [sender, receiver];
}

describe('a message about one movement opens that transaction', () => {
  it('fuel received: the receiver’s own transfer, which the sender cannot open', async () => {
    const [sender, receiver] = await friendsWithFuel(50);

    const moved = await call(sender, 'POST', apiUrlOf(API_ROUTES.friends.transfer), {
      recipient_id: receiver.publicId,
      product_id: diesel.id,
      quantity: 7,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const { message, id } = await newestMessage(receiver);
    expect(message.text).toMatch(/sent you 7 L/);
    const detail = await opened(receiver, id);
    expect(detail).toMatchObject({ type: 'transfer', quantity: 7, partner_id: sender.publicId });
    // The sender's side of the same transfer is another row: the link is the receiver's.
    expect(id).not.toBe(transferReplySchema.parse(moved.json()).transaction_id);
    expect(
      (await call(sender, 'GET', apiUrlOf(API_ROUTES.transactions.one, { id }))).statusCode,
    ).toBe(404);
    // Its Web Push leads to the same page, in the receiver's language.
    expect(await pushUrls(receiver.id)).toContain(`/am/transactions/${id}`);
    // The sender is told too, and theirs opens the sender's own row.
    const mine = await newestMessage(sender);
    expect(mine.message.text).toMatch(/You sent 7 L of .+ to .+ \(ID \d+\)\.$/);
    expect(mine.id).toBe(transferReplySchema.parse(moved.json()).transaction_id);
  });

  it('fuel sent with a note: both sides read the note', async () => {
    const [sender, receiver] = await friendsWithFuel(10);
    const moved = await call(sender, 'POST', apiUrlOf(API_ROUTES.friends.transfer), {
      recipient_id: receiver.publicId,
      product_id: diesel.id,
      quantity: 2,
      note: 'for the trip <b>',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await newestMessage(receiver)).message.text).toMatch(
      /sent you 2 L .*: “for the trip <b>”$/,
    );
    expect((await newestMessage(sender)).message.text).toMatch(
      /^You sent 2 L .*: “for the trip <b>”$/,
    );
  });

  it('refuel completed and purchase paid: the refuel and the purchase', async () => {
    const buyer = await reader();
    const order = (
      await call(buyer, 'POST', apiUrlOf(API_ROUTES.payments.register), {
        product_id: diesel.id,
        quantity: 12,
      })
    ).json() as PaymentRegisterReply;
    await submitPaymentForm(t.app, order.formUrl);
    await call(buyer, 'GET', apiUrlOf(API_ROUTES.payments.sync, { orderId: order.order_id }));
    const paid = await newestMessage(buyer);
    expect(paid.message.text).toMatch(/^Payment received: 12 L/);
    expect(await opened(buyer, paid.id)).toMatchObject({
      type: 'buying',
      quantity: 12,
      order: { order_id: order.order_id },
    });
    expect(await pushUrls(buyer.id)).toContain(`/en/transactions/${paid.id}`);

    const refuel = refuelSchema.parse(
      (
        await call(buyer, 'POST', apiUrlOf(API_ROUTES.refuels.create), {
          product_id: diesel.id,
          volume: 10,
        })
      ).json(),
    );
    await pump(API_ROUTES.pumpTerminal.completeCode, { code: refuel.code }, { dispensed: 8.5 });
    const done = await newestMessage(buyer);
    expect(done.message.text).toMatch(/^Refuelling completed: 8\.5 L/);
    expect(await opened(buyer, done.id)).toMatchObject({
      type: 'charging',
      quantity: -8.5,
      refuel: { authorized: 10, dispensed: 8.5 },
    });
    // The pump does not know the reader: the push is in the language they last used.
    expect(await pushUrls(buyer.id)).toContain(`/am/transactions/${done.id}`);

    const stranger = await reader();
    for (const id of [paid.id, done.id])
      expect(
        (await call(stranger, 'GET', apiUrlOf(API_ROUTES.transactions.one, { id }))).statusCode,
      ).toBe(404);
  });

  it('refuel code expired: the refuel that ended', async () => {
    const driver = await reader();
    await creditFuel(t.database.db, driver.id, diesel.id, 20);
    const refuel = refuelSchema.parse(
      (
        await call(driver, 'POST', apiUrlOf(API_ROUTES.refuels.create), {
          product_id: diesel.id,
          volume: 4,
        })
      ).json(),
    );
    await t.database.db.execute(
      sql`update refuel_authorizations set expires_at = now() - interval '1 second' where id = ${refuel.id}`,
    );
    await t.app.maintenance();
    const { message, id } = await newestMessage(driver);
    expect(message.text).toMatch(/expired/);
    expect(await opened(driver, id)).toMatchObject({ type: 'charging', outcome: 'expired' });
  });

  it('card refuel completed: the company’s refuel with that card', async () => {
    const company = await reader('company');
    await creditFuel(t.database.db, company.id, diesel.id, 100);
    const ordered = await call(company, 'POST', apiUrlOf(API_ROUTES.cards.order), {
      quantity: 1,
      address: 'Yerevan, Komitas 5',
    });
    const { cards } = await advanceCardOrder(
      { db: t.database.db, events: t.app.events },
      { id: ordered.json().id },
      'handed_over',
    );
    const issued = cards[0];
    if (!issued) throw new Error('no card');
    const set = await call(company, 'PATCH', apiUrlOf(API_ROUTES.cards.update, { id: issued.id }), {
      name: 'Aram',
      pin: '4826',
      products: [{ product_id: diesel.id, day_limit: null, month_limit: null }],
    });
    const card = cardSchema.parse(set.json());
    const held = await pump(
      API_ROUTES.pumpTerminal.authorizeCard,
      {},
      {
        card_number: issued.number,
        pin: '4826',
        product_id: diesel.id,
        volume: 30,
      },
    );
    expect(held.statusCode, held.body).toBe(200);
    await pump(
      API_ROUTES.pumpTerminal.completeCard,
      { refuelId: held.json().refuel_id },
      { dispensed: 25 },
    );
    const { message, id } = await newestMessage(company);
    expect(message.text).toMatch(/^Card •••• \d{4}: 25 L/);
    expect(await opened(company, id)).toMatchObject({
      type: 'charging',
      quantity: -25,
      card: { id: card.id },
    });
  });

  it('never keeps a link to someone else’s transaction', async () => {
    const [owner, other] = [await reader(), await reader()];
    await creditFuel(t.database.db, owner.id, diesel.id, 5);
    const refuel = refuelSchema.parse(
      (
        await call(owner, 'POST', apiUrlOf(API_ROUTES.refuels.create), {
          product_id: diesel.id,
          volume: 2,
        })
      ).json(),
    );
    await pump(API_ROUTES.pumpTerminal.completeCode, { code: refuel.code }, { dispensed: 2 });
    const { id } = await newestMessage(owner);
    expect(id).not.toBe('');

    await notify(t.database.db, other.id, 'refuel_completed', {}, LAST_USED_LANGUAGE, id);
    expect((await newestMessage(other)).message.link).toBe('/transactions');
  });
});
