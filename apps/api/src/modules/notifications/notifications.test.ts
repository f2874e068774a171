import { randomUUID } from 'node:crypto';
import {
  API_ROUTES,
  apiUrlOf,
  errorBodySchema,
  notificationsReplySchema,
  type PaymentRegisterReply,
  refuelSchema,
  TRANSACTION_STATUS,
} from '@fuel/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jobs,
  notifications,
  pushSubscriptions,
  refuelAuthorizations,
  transactions,
  users,
} from '../../db/schema';
import { submitPaymentForm } from '../../integrations/payment-gateway/testing';
import { createUser, deleteUser, signIn } from '../../test/factories';
import { expectLedgerBalanced, productByCode } from '../../test/money';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { issueStationKey } from '../refuels';
import { broadcast, localized, notify, notifyAll } from './notifications.service';

let t: TestApp;
let token: string;
let userId: string;
beforeAll(async () => {
  t = await buildTestApp();
  const user = await createUser(t.database.db);
  userId = user.id;
  token = (await signIn(t.app, user)).access_token;
});
afterAll(async () => {
  await expectLedgerBalanced(t.database.db);
  await t.close();
});

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  lang = 'en',
  payload?: object,
  bearer = token,
) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${bearer}`, 'accept-language': lang },
  });
const inbox = async (lang = 'en') =>
  notificationsReplySchema.parse(
    (await call('GET', apiUrlOf(API_ROUTES.notifications.list), lang)).json(),
  );

describe('messages', () => {
  it('tells the user about a payment and a refuel, in the language they read in, live', async () => {
    const live: string[] = [];
    const stop = t.app.events.subscribe(userId, (e) => live.push(e.type));
    const cng = await productByCode(t.database.db, 'CNG');
    const order = (
      await call('POST', apiUrlOf(API_ROUTES.payments.register), 'ru', {
        product_id: cng.id,
        quantity: 15,
      })
    ).json() as PaymentRegisterReply;
    await submitPaymentForm(t.app, order.formUrl);
    await call('GET', apiUrlOf(API_ROUTES.payments.sync, { orderId: order.order_id }));

    const refuel = refuelSchema.parse(
      (
        await call('POST', apiUrlOf(API_ROUTES.refuels.create), 'en', {
          product_id: cng.id,
          volume: 10,
        })
      ).json(),
    );
    const station = await issueStationKey(t.database.db, 'YVN-ARSHAKUNYATS');
    await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.pumpTerminal.completeCode, {
        stationId: station.stationId,
        code: refuel.code,
      }),
      headers: { authorization: `Bearer ${station.key}` },
      payload: { dispensed: 8 },
    });
    stop();
    expect(live.filter((type) => type === 'notification')).toHaveLength(2);

    const en = await inbox('en');
    expect(en).toMatchObject({ count: 2, unread: 2 });
    expect(en.data.map((m) => m.text)).toEqual([
      'Refuelling completed: 8 m³ of CNG (natural gas) at Arshakunyats.',
      'Payment received: 15 m³ of CNG (natural gas) added to your balance.',
    ]);
    const am = await inbox('am');
    expect(am.data[0]?.text).toBe(
      'Լիցքավորումն ավարտված է․ 8 մ³ Սեղմված բնական գազ, Արշակունյաց կայան։',
    );
    expect(am.data[1]?.link).toMatch(/^\/transactions\/[0-9a-f-]{36}$/);
    // Texts are kept per message and language once written: read again, each in its own.
    expect((await inbox('en')).data.map((m) => m.text)).toEqual(en.data.map((m) => m.text));
    expect((await inbox('am')).data[0]?.text).toBe(am.data[0]?.text);

    // Each message also goes to the user's subscribed browsers.
    await t.app.jobs.drain();
  });

  it('writes a push in the language the user last used, also when a pump sends it', async () => {
    const reader = await createUser(t.database.db);
    const bearer = (await signIn(t.app, reader)).access_token;
    // The app asks who is signed in on start and on every language switch.
    await call('GET', apiUrlOf(API_ROUTES.users.me), 'ru', undefined, bearer);
    const lpg = await productByCode(t.database.db, 'LPG');
    const { creditFuel } = await import('../../test/money');
    await creditFuel(t.database.db, reader.id, lpg.id, 20);
    const refuel = refuelSchema.parse(
      (
        await call(
          'POST',
          apiUrlOf(API_ROUTES.refuels.create),
          'ru',
          { product_id: lpg.id, volume: 10 },
          bearer,
        )
      ).json(),
    );
    const station = await issueStationKey(t.database.db, 'YVN-ARSHAKUNYATS');
    await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.pumpTerminal.completeCode, {
        stationId: station.stationId,
        code: refuel.code,
      }),
      headers: { authorization: `Bearer ${station.key}` },
      payload: { dispensed: 6 },
    });
    const [push] = await t.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.kind, 'push'), sql`${jobs.payload}->>'userId' = ${reader.id}`));
    expect(push?.payload.url).toMatch(/^\/ru\/transactions\/[0-9a-f-]{36}$/);
    expect(String(push?.payload.body)).toMatch(/^Заправка завершена/);
  });

  it('stores several messages in one go, each for its reader, language and own row', async () => {
    const [ann, ben] = [await createUser(t.database.db), await createUser(t.database.db)];
    const lpg = await productByCode(t.database.db, 'LPG');
    const rowOf = async (owner: string) => {
      const [row] = await t.database.db
        .insert(transactions)
        .values({
          userId: owner,
          type: 'transfer',
          statusId: TRANSACTION_STATUS.success,
          productId: lpg.id,
          quantity: 1000,
          referenceId: randomUUID(),
        })
        .returning({ id: transactions.id });
      return row?.id ?? '';
    };
    const [annRow, benRow] = [await rowOf(ann.id), await rowOf(ben.id)];
    const params = { name: 'X', id: 1, quantity: 1, unit: 'L', ...localized('product', lpg.name) };
    const rows = await t.database.db.transaction((tx) =>
      notifyAll(tx, [
        { userId: ben.id, template: 'fuel_received', params, lang: 'ru', transactionId: benRow },
        { userId: ann.id, template: 'fuel_sent', params, lang: 'en', transactionId: annRow },
        // Another reader's row is never linked.
        { userId: ann.id, template: 'fuel_received', params, lang: 'en', transactionId: benRow },
      ]),
    );
    expect(rows.map((r) => [r.userId, r.template, r.transactionId])).toEqual([
      [ben.id, 'fuel_received', benRow],
      [ann.id, 'fuel_sent', annRow],
      [ann.id, 'fuel_received', null],
    ]);
    expect(new Set(rows.map((r) => r.id)).size).toBe(3);
    const urls = async (id: string) => (await pushesTo(id, 'url')).sort();
    expect(await urls(ben.id)).toEqual([`/ru/transactions/${benRow}`]);
    expect(await urls(ann.id)).toEqual(['/en/transactions', `/en/transactions/${annRow}`]);
  });

  /** The texts (or links) of the pushes queued for a user. */
  const pushesTo = async (id: string, part: 'body' | 'url' = 'body') =>
    (
      await t.database.db
        .select({ payload: jobs.payload })
        .from(jobs)
        .where(and(eq(jobs.kind, 'push'), sql`${jobs.payload}->>'userId' = ${id}`))
    ).map((j) => String(j.payload[part]));

  it('writes the push of an expired code in the language the user last used', async () => {
    const reader = await createUser(t.database.db);
    const bearer = (await signIn(t.app, reader)).access_token;
    await call('GET', apiUrlOf(API_ROUTES.users.me), 'en', undefined, bearer);
    const diesel = await productByCode(t.database.db, 'DIESEL');
    const { creditFuel } = await import('../../test/money');
    await creditFuel(t.database.db, reader.id, diesel.id, 20);
    const refuel = refuelSchema.parse(
      (
        await call(
          'POST',
          apiUrlOf(API_ROUTES.refuels.create),
          'en',
          { product_id: diesel.id, volume: 12.5 },
          bearer,
        )
      ).json(),
    );
    await t.database.db
      .update(refuelAuthorizations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(refuelAuthorizations.id, refuel.id));
    expect((await t.app.maintenance()).expired).toBe(1);
    const [body] = await pushesTo(reader.id);
    expect(body).toMatch(/12\.5 L/);
    expect(body).toMatch(/^[\x20-\x7e]+$/);
  });

  it('names the unit in Armenian inside an Armenian purchase message', async () => {
    const reader = await createUser(t.database.db);
    const bearer = (await signIn(t.app, reader)).access_token;
    const diesel = await productByCode(t.database.db, 'DIESEL');
    const order = (
      await call(
        'POST',
        apiUrlOf(API_ROUTES.payments.register),
        'am',
        { product_id: diesel.id, quantity: 3 },
        bearer,
      )
    ).json() as PaymentRegisterReply;
    await submitPaymentForm(t.app, order.formUrl);
    await call(
      'GET',
      apiUrlOf(API_ROUTES.payments.sync, { orderId: order.order_id }),
      'am',
      undefined,
      bearer,
    );
    const [body] = await pushesTo(reader.id);
    expect(body).toContain('3 լ');
    expect(body).not.toMatch(/[A-Za-z]/);
  });

  it('writes quantities as the reader’s language writes numbers', async () => {
    const reader = await createUser(t.database.db);
    const bearer = (await signIn(t.app, reader)).access_token;
    await notify(
      t.database.db,
      reader.id,
      'balance_low',
      {
        threshold: 29.3,
        unit: 'L',
        product_am: 'Դիզել',
        product_en: 'Diesel',
        product_ru: 'Дизель',
      },
      'en',
    );
    const read = async (lang: string) =>
      notificationsReplySchema.parse(
        (
          await call('GET', apiUrlOf(API_ROUTES.notifications.list), lang, undefined, bearer)
        ).json(),
      ).data[0]?.text;
    expect(await read('en')).toBe('Your Diesel balance fell below 29.3 L.');
    expect(await read('ru')).toBe('На балансе «Дизель» осталось меньше 29,3 л.');
    expect(await read('am')).toContain('29,3');
  });

  it('is never sent without choosing the reader’s language', () => {
    // @ts-expect-error the language is required: the stored one or the request's
    const forgotten = () => notify(t.database.db, userId, 'refuel_expired', {});
    expect(forgotten).toBeTypeOf('function');
  });

  it('marks read and deletes, only the owner’s messages', async () => {
    // The purchase's and the refuel's receipts were printed meanwhile, each with its message.
    const before = await inbox();
    const [first] = before.data;
    const stranger = (await signIn(t.app, await createUser(t.database.db))).access_token;
    expect(
      (
        await call(
          'PATCH',
          apiUrlOf(API_ROUTES.notifications.markRead, { id: first?.id }),
          'en',
          undefined,
          stranger,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          'DELETE',
          apiUrlOf(API_ROUTES.notifications.remove, { id: first?.id }),
          'en',
          undefined,
          stranger,
        )
      ).statusCode,
    ).toBe(404);
    // The stranger's calls touched nothing: the message is still there, still unread.
    expect(await inbox()).toEqual(before);
    expect(first?.read).toBe(false);

    const read = await call(
      'PATCH',
      apiUrlOf(API_ROUTES.notifications.markRead, { id: first?.id }),
    );
    expect(read.json()).toMatchObject({ id: first?.id, read: true });
    expect((await inbox()).unread).toBe(before.unread - 1);

    const removed = await call(
      'DELETE',
      apiUrlOf(API_ROUTES.notifications.remove, { id: first?.id }),
    );
    expect(removed.json()).toEqual({ message: 'The message is deleted.' });
    expect((await inbox()).count).toBe(before.count - 1);
    const again = await call(
      'DELETE',
      apiUrlOf(API_ROUTES.notifications.remove, { id: first?.id }),
    );
    expect(errorBodySchema.parse(again.json()).errors[0]?.code).toBe('NOT_FOUND');
  });
});

describe("an operator's broadcast", () => {
  const text = {
    am: 'Կոմիտասի կայանը կիրակի փակ է։',
    en: 'The Komitas station is closed on Sunday.',
    ru: 'Станция на Комитаса в воскресенье закрыта.',
  };
  const messagesOf = (id: string) =>
    t.database.db
      .select({ template: notifications.template })
      .from(notifications)
      .where(eq(notifications.userId, id));
  const pushesOf = async (id: string) =>
    (
      await t.database.db
        .select({ payload: jobs.payload })
        .from(jobs)
        .where(and(eq(jobs.kind, 'push'), sql`${jobs.payload}->>'userId' = ${id}`))
    ).map((j) => ({ body: j.payload.body, url: j.payload.url }));

  it('reaches every live account in its own language, live and by push, and no one else', async () => {
    const db = t.database.db;
    const person = await createUser(db);
    const company = await createUser(db, { type: 'company' });
    const unconfirmed = await createUser(db, { confirmed: false });
    const gone = await createUser(db);
    await deleteUser(db, gone.id);
    await db.update(users).set({ language: 'ru' }).where(eq(users.id, person.id));
    await db.insert(pushSubscriptions).values({
      userId: person.id,
      endpoint: `https://push.example/${person.id}`,
      keys: { p256dh: 'key', auth: 'auth' },
    });
    const live: string[] = [];
    const stop = t.app.events.subscribe(person.id, (e) => live.push(e.type));
    try {
      const sent = await broadcast({ db, events: t.app.events }, text, 'all');
      const [{ n } = { n: 0 }] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(sql`${users.deletedAt} is null and ${users.emailConfirmedAt} is not null`);
      expect(sent).toBe(n);
    } finally {
      stop();
    }
    expect(live).toEqual(['notification']);
    // Push only where a device is subscribed, written in the language the reader last used
    // (read before a sign-in below delivers the queued jobs).
    expect(await pushesOf(person.id)).toEqual([{ body: text.ru, url: '/ru/messages' }]);
    expect(await pushesOf(company.id)).toEqual([]);

    const personToken = (await signIn(t.app, person)).access_token;
    for (const lang of ['am', 'en', 'ru'] as const) {
      const reply = await call(
        'GET',
        apiUrlOf(API_ROUTES.notifications.list),
        lang,
        undefined,
        personToken,
      );
      const [latest] = notificationsReplySchema.parse(reply.json()).data;
      expect(latest).toMatchObject({ text: text[lang], link: null, read: false });
    }
    expect((await messagesOf(company.id)).map((m) => m.template)).toEqual(['announcement']);
    expect(await messagesOf(unconfirmed.id)).toEqual([]);
    expect(await messagesOf(gone.id)).toEqual([]);
  });

  it('can speak to one type of account only', async () => {
    const person = await createUser(t.database.db);
    const company = await createUser(t.database.db, { type: 'company' });
    await broadcast({ db: t.database.db, events: t.app.events }, text, 'company');
    expect(await messagesOf(person.id)).toEqual([]);
    expect((await messagesOf(company.id)).map((m) => m.template)).toEqual(['announcement']);
  });

  it('is refused whole when a language is missing or too long, or the audience unknown', async () => {
    const person = await createUser(t.database.db);
    const deps = { db: t.database.db, events: t.app.events };
    await expect(broadcast(deps, { ...text, ru: '  ' }, 'all')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      options: { field: 'text_ru' },
    });
    await expect(broadcast(deps, { ...text, en: '' }, 'admins')).rejects.toMatchObject({
      options: { params: { fields: 'text_en,audience' } },
    });
    await expect(broadcast(deps, { ...text, am: 'ա'.repeat(501) }, 'all')).rejects.toMatchObject({
      options: { field: 'text_am' },
    });
    expect(await messagesOf(person.id)).toEqual([]);
  });
});
