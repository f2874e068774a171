import {
  errorBodySchema,
  friendsRoutes,
  fuelRequestCreateReplySchema,
  fuelRequestsBothSchema,
  fuelRequestsListSchema,
  ledgerRoutes,
  type ProductBalancesReply,
  transferReplySchema,
} from '@fuel/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuelRequests } from '../../db/schema';
import type { UserEvent } from '../../lib/event-hub';
import { creditFuel, expectLedgerBalanced, productByCode } from '../../test/money';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { call, connect, type Member, member } from './test-helpers';

let t: TestApp;
let asker: Member;
let giver: Member;
let stranger: Member;
let lpg: { id: string };
beforeAll(async () => {
  t = await buildTestApp();
  [asker, giver, stranger] = [await member(t), await member(t), await member(t)];
  await connect(t.app, asker, giver);
  lpg = await productByCode(t.database.db, 'LPG');
  await creditFuel(t.database.db, giver.id, lpg.id, 30);
});
afterAll(async () => {
  await expectLedgerBalanced(t.database.db);
  await t.close();
});

const ask = (from: Member, to: Member, quantity = 5) =>
  call(t.app, from, friendsRoutes.askForFuel, {
    payload: { user_id: to.publicId, product_id: lpg.id, quantity, note: 'Running low' },
  });
const idOf = async (res: Promise<{ json(): unknown }>) =>
  fuelRequestCreateReplySchema.parse((await res).json()).request.fuel_request_id;

describe('asking a friend for fuel', () => {
  it('asks, the friend sees it live and approves: the fuel moves once', async () => {
    const seen: UserEvent[] = [];
    const stop = t.app.events.subscribe(giver.id, (e) => seen.push(e));
    const id = await idOf(ask(asker, giver));
    stop();
    expect(seen).toContainEqual({
      type: 'fuel_request.changed',
      data: { fuel_request_id: id, change: 'asked' },
    });
    const incoming = fuelRequestsListSchema.parse(
      (
        await call(t.app, giver, friendsRoutes.fuelRequests, { query: { type: 'incoming' } })
      ).json(),
    );
    expect(incoming).toMatchObject({
      count: 1,
      data: [{ fuel_request_id: id, id: asker.publicId, quantity: 5, note: 'Running low' }],
    });
    const both = fuelRequestsBothSchema.parse(
      (await call(t.app, asker, friendsRoutes.fuelRequests)).json(),
    );
    expect(both.outgoing_requests.count).toBe(1);

    const headers = { 'idempotency-key': 'approve-ask-00001' };
    const approve = () =>
      call(t.app, giver, friendsRoutes.approveAsk, { payload: { fuel_request_id: id }, headers });
    const first = await approve();
    expect(first.statusCode).toBe(200);
    expect(transferReplySchema.parse(first.json())).toMatchObject({ quantity: 5, balance: 25 });
    expect((await approve()).json()).toEqual(first.json());
    // Without the key, a second approval finds no pending ask.
    const again = await call(t.app, giver, friendsRoutes.approveAsk, {
      payload: { fuel_request_id: id },
    });
    expect(again.statusCode).toBe(404);
    const balances = await call(t.app, asker, ledgerRoutes.balances);
    const { data } = balances.json() as ProductBalancesReply;
    expect(data.find((b) => b.product_id === lpg.id)?.balance).toBe(5);
  });

  it('lets the friend decline and the asker withdraw, and nobody else', async () => {
    const first = await idOf(ask(asker, giver));
    for (const [who, route] of [
      [asker, friendsRoutes.declineAsk],
      [giver, friendsRoutes.withdrawAsk],
      [stranger, friendsRoutes.declineAsk],
    ] as const) {
      const res = await call(t.app, who, route, { payload: { fuel_request_id: first } });
      expect(res.statusCode).toBe(404);
    }
    const stolen = await call(t.app, stranger, friendsRoutes.approveAsk, {
      payload: { fuel_request_id: first },
    });
    expect(stolen.statusCode).toBe(404);
    const declined = await call(t.app, giver, friendsRoutes.declineAsk, {
      payload: { fuel_request_id: first },
    });
    expect(declined.statusCode).toBe(200);

    const second = await idOf(ask(asker, giver));
    const withdrawn = await call(t.app, asker, friendsRoutes.withdrawAsk, {
      payload: { fuel_request_id: second },
    });
    expect(withdrawn.statusCode).toBe(200);
    const left = await call(t.app, giver, friendsRoutes.fuelRequests, {
      query: { type: 'incoming' },
    });
    expect(fuelRequestsListSchema.parse(left.json()).count).toBe(0);
  });

  it('refuses strangers, and an approval the balance cannot cover', async () => {
    const refused = await ask(asker, stranger);
    expect(refused.statusCode).toBe(422);
    expect(errorBodySchema.parse(refused.json()).errors[0]?.code).toBe('NOT_CONNECTED');
    const big = await idOf(ask(asker, giver, 500));
    const short = await call(t.app, giver, friendsRoutes.approveAsk, {
      payload: { fuel_request_id: big },
    });
    expect(short.statusCode).toBe(422);
    expect(errorBodySchema.parse(short.json()).errors[0]?.code).toBe('INSUFFICIENT_BALANCE');
    // The ask stays open: asking again for the same fuel would only repeat it.
    const repeated = await ask(asker, giver, 3);
    expect(repeated.statusCode).toBe(409);
    expect(errorBodySchema.parse(repeated.json()).errors[0]).toMatchObject({
      code: 'REQUEST_ALREADY_SENT',
      field: 'product_id',
    });
    await call(t.app, asker, friendsRoutes.withdrawAsk, { payload: { fuel_request_id: big } });
  });

  it('lets pending asks expire after 7 days', async () => {
    const id = await idOf(ask(asker, giver));
    await t.database.db
      .update(fuelRequests)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(fuelRequests.id, id));
    const list = await call(t.app, giver, friendsRoutes.fuelRequests, {
      query: { type: 'incoming' },
    });
    expect(
      fuelRequestsListSchema.parse(list.json()).data.map((r) => r.fuel_request_id),
    ).not.toContain(id);
    const late = await call(t.app, giver, friendsRoutes.approveAsk, {
      payload: { fuel_request_id: id },
    });
    expect(late.statusCode).toBe(404);
  });
});
