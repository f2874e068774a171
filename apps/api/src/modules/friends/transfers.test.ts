import {
  errorBodySchema,
  friendsRoutes,
  ledgerRoutes,
  type ProductBalancesReply,
  transactionsReplySchema,
  transactionsRoutes,
  transferReplySchema,
} from '@fuel/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journal, transfers } from '../../db/schema';
import type { UserEvent } from '../../lib/event-hub';
import { creditFuel, expectLedgerBalanced, productByCode } from '../../test/money';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { call, connect, type Member, member } from './test-helpers';

let t: TestApp;
let ann: Member;
let ben: Member;
let stranger: Member;
let firm: Member;
let relationId: string;
let diesel: { id: string };
beforeAll(async () => {
  t = await buildTestApp();
  [ann, ben, stranger, firm] = [
    await member(t),
    await member(t),
    await member(t),
    await member(t, 'company'),
  ];
  relationId = await connect(t.app, ann, ben);
  diesel = await productByCode(t.database.db, 'DIESEL');
  await creditFuel(t.database.db, ann.id, diesel.id, 100);
});
afterAll(async () => {
  await expectLedgerBalanced(t.database.db);
  await t.close();
});

const transfer = (from: Member, body: object, headers: Record<string, string> = {}) =>
  call(t.app, from, friendsRoutes.transfer, { payload: body, headers });

async function balanceOf(who: Member) {
  const res = await call(t.app, who, ledgerRoutes.balances);
  const { data } = res.json() as ProductBalancesReply;
  return data.find((b) => b.product_id === diesel.id)?.balance ?? 0;
}

describe('sending fuel', () => {
  it('moves fuel to a friend, with history on both sides and live updates', async () => {
    const seenByBen: UserEvent[] = [];
    const seenByAnn: UserEvent[] = [];
    const stops = [
      t.app.events.subscribe(ben.id, (e) => seenByBen.push(e)),
      t.app.events.subscribe(ann.id, (e) => seenByAnn.push(e)),
    ];
    const res = await transfer(ann, {
      recipient_id: ben.publicId,
      product_id: diesel.id,
      quantity: 10,
      note: 'For the trip',
    });
    for (const stop of stops) stop();
    expect(res.statusCode).toBe(200);
    const reply = transferReplySchema.parse(res.json());
    expect(reply).toMatchObject({ recipient: { id: ben.publicId }, quantity: 10, balance: 90 });
    expect(await balanceOf(ben)).toBe(10);
    expect(seenByBen.map((e) => e.type)).toEqual(
      expect.arrayContaining(['transfer.received', 'balance.changed', 'notification']),
    );
    expect(seenByAnn.map((e) => e.type)).toContain('balance.changed');

    const annHistory = transactionsReplySchema.parse(
      (
        await call(t.app, ann, transactionsRoutes.list, { query: { partner_id: ben.publicId } })
      ).json(),
    );
    expect(annHistory.data).toEqual([
      expect.objectContaining({
        id: reply.transaction_id,
        type: 'transfer',
        quantity: -10,
        partner_id: ben.publicId,
        partner_name: 'Anna Petrosyan',
      }),
    ]);
    const benHistory = transactionsReplySchema.parse(
      (
        await call(t.app, ben, transactionsRoutes.list, {
          query: { partner_id: ann.publicId, type: 'transfer' },
        })
      ).json(),
    );
    expect(benHistory.data).toEqual([
      expect.objectContaining({ quantity: 10, partner_id: ann.publicId }),
    ]);
    const detail = await call(t.app, ann, transactionsRoutes.one, {
      params: { id: reply.transaction_id },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      type: 'transfer',
      quantity: -10,
      order: null,
      note: 'For the trip',
    });
    const received = await call(t.app, ben, transactionsRoutes.one, {
      params: { id: benHistory.data[0]?.id ?? '' },
    });
    expect(received.json()).toMatchObject({ quantity: 10, note: 'For the trip' });
    const hidden = await call(t.app, stranger, transactionsRoutes.one, {
      params: { id: reply.transaction_id },
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('refuses strangers, the other account type, yourself, bad and excessive quantities', async () => {
    const cases: [Member, object, number, string, string?][] = [
      [ann, { recipient_id: stranger.publicId }, 422, 'NOT_CONNECTED', 'recipient_id'],
      [ann, { recipient_id: firm.publicId }, 422, 'NOT_CONNECTED', 'recipient_id'],
      [
        ann,
        { recipient_id: 9_999_999 === ann.publicId ? 9_999_998 : 9_999_999 },
        422,
        'NOT_CONNECTED',
      ],
      [ann, { recipient_id: ann.publicId }, 422, 'OWN_USER_ID', 'recipient_id'],
      [ann, { recipient_id: ben.publicId, quantity: 0 }, 400, 'VALIDATION_FAILED', 'quantity'],
      [ann, { recipient_id: ben.publicId, quantity: 1.5 }, 400, 'VALIDATION_FAILED', 'quantity'],
      [ann, { recipient_id: ben.publicId, quantity: 1000 }, 422, 'INSUFFICIENT_BALANCE'],
      [ben, { recipient_id: ann.publicId, quantity: 11 }, 422, 'INSUFFICIENT_BALANCE'],
    ];
    for (const [from, body, status, code, field] of cases) {
      const res = await transfer(from, { product_id: diesel.id, quantity: 1, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      const error = errorBodySchema.parse(res.json()).errors[0];
      expect(error?.code).toBe(code);
      if (field) expect(error?.field).toBe(field);
    }
    // In the request's language.
    const ru = await transfer(
      ann,
      { recipient_id: stranger.publicId, product_id: diesel.id, quantity: 1 },
      { 'accept-language': 'ru' },
    );
    expect(ru.json()).toMatchObject({
      errors: [{ message: 'Этого пользователя нет среди ваших друзей или партнёров.' }],
    });
    const am = await transfer(
      ann,
      { recipient_id: ben.publicId, product_id: diesel.id, quantity: 1000 },
      { 'accept-language': 'am' },
    );
    expect(am.json()).toMatchObject({
      errors: [{ code: 'INSUFFICIENT_BALANCE', message: 'Ձեր մնացորդում բավարար վառելիք չկա։' }],
    });
    expect(await balanceOf(ann)).toBe(90);
  });

  it('moves fuel once for a replayed Idempotency-Key', async () => {
    const body = { recipient_id: ben.publicId, product_id: diesel.id, quantity: 3 };
    const headers = { 'idempotency-key': 'transfer-replay-0001' };
    const benBefore = await balanceOf(ben);
    const transfersBefore = await t.database.db.select().from(transfers);
    const first = await transfer(ann, body, headers);
    const second = await transfer(ann, body, headers);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replay']).toBe('true');
    expect(second.json()).toEqual(first.json());
    const reused = await transfer(ann, { ...body, quantity: 4 }, headers);
    expect(reused.statusCode).toBe(422);
    expect(errorBodySchema.parse(reused.json()).errors[0]?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const id = transferReplySchema.parse(first.json()).transfer_id;
    expect(
      await t.database.db.select().from(journal).where(eq(journal.referenceId, id)),
    ).toHaveLength(1);
    // Three litres moved once, on both sides; the reused key moved nothing.
    expect(await balanceOf(ann)).toBe(87);
    expect(await balanceOf(ben)).toBe(benBefore + 3);
    // One transfer row, the first request's: neither the replay nor the reused key made another.
    const transfersAfter = await t.database.db.select().from(transfers);
    expect(
      transfersAfter.filter((row) => !transfersBefore.some((old) => old.id === row.id)),
    ).toEqual([expect.objectContaining({ id })]);
  });

  it('keeps fuel already sent when the friend is removed', async () => {
    const before = await balanceOf(ben);
    const removed = await call(t.app, ann, friendsRoutes.remove, {
      payload: { user_relation_id: relationId },
    });
    expect(removed.statusCode).toBe(200);
    expect(await balanceOf(ben)).toBe(before);
    const after = await transfer(ann, {
      recipient_id: ben.publicId,
      product_id: diesel.id,
      quantity: 1,
    });
    expect(after.statusCode).toBe(422);
    relationId = await connect(t.app, ann, ben);
  });
});
