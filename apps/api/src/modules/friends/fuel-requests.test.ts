import {
  errorBodySchema,
  FUEL_REQUEST_QUANTITY_MAX,
  FUEL_REQUEST_RATE,
  friendsRoutes,
  fuelRequestCreateReplySchema,
  fuelRequestsBothSchema,
  fuelRequestsListSchema,
  ledgerRoutes,
  notificationsReplySchema,
  notificationsRoutes,
  type ProductBalancesReply,
  transferReplySchema,
} from '@fuel/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuelRequests, jobs } from '../../db/schema';
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

/** How many messages `who` has, and how many Web Push jobs were queued for them. */
async function told(who: Member) {
  const inbox = notificationsReplySchema.parse(
    (await call(t.app, who, notificationsRoutes.list)).json(),
  );
  const pushes = await t.database.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, 'push'), sql`${jobs.payload}->>'userId' = ${who.id}`));
  return { messages: inbox.count, pushes: pushes.length };
}

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
    // The ask was a message to the friend; taking it back is not another one.
    const before = await told(giver);
    const seen: UserEvent[] = [];
    const stop = t.app.events.subscribe(giver.id, (e) => seen.push(e));
    const withdrawn = await call(t.app, asker, friendsRoutes.withdrawAsk, {
      payload: { fuel_request_id: second },
    });
    stop();
    expect(withdrawn.statusCode).toBe(200);
    expect(await told(giver)).toEqual(before);
    // An open list on the friend's side still drops it at once.
    expect(seen).toEqual([
      { type: 'fuel_request.changed', data: { fuel_request_id: second, change: 'withdrawn' } },
    ]);
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

  it(`refuses an ask for more than ${FUEL_REQUEST_QUANTITY_MAX} (what one purchase can buy)`, async () => {
    const tooMuch = await ask(asker, giver, FUEL_REQUEST_QUANTITY_MAX + 1);
    expect(tooMuch.statusCode).toBe(400);
    expect(errorBodySchema.parse(tooMuch.json()).errors[0]).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'quantity',
    });
    const most = await idOf(ask(asker, giver, FUEL_REQUEST_QUANTITY_MAX));
    await call(t.app, asker, friendsRoutes.withdrawAsk, { payload: { fuel_request_id: most } });
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
    // An expired ask no longer counts as the open one: the same fuel may be asked for again.
    const again = await idOf(ask(asker, giver));
    const [old] = await t.database.db.select().from(fuelRequests).where(eq(fuelRequests.id, id));
    expect(old?.state).toBe('expired');
    await call(t.app, asker, friendsRoutes.withdrawAsk, { payload: { fuel_request_id: again } });
  });

  it(`lets one account ask ${FUEL_REQUEST_RATE.max} times an hour, withdrawn asks included`, async () => {
    const eager = await member(t);
    await connect(t.app, eager, giver);
    for (let i = 0; i < FUEL_REQUEST_RATE.max; i++) {
      const id = await idOf(ask(eager, giver));
      await call(t.app, eager, friendsRoutes.withdrawAsk, { payload: { fuel_request_id: id } });
    }
    const limited = await ask(eager, giver);
    expect(limited.statusCode).toBe(429);
    expect(errorBodySchema.parse(limited.json()).errors[0]?.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not slowed down by it.
    expect((await ask(asker, giver)).statusCode).toBe(200);
  });
});
