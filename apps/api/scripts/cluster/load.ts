/**
 * The cluster test's mixed load, as customers and pumps make it: transfers to friends, refuel
 * codes used at a pump, purchases paid on the bank's page, sign-ins and history reads. Every
 * client writes down what it was told, so that afterwards the database can be held to it.
 *
 * A call that failed (no reply, or 502/503/504 from nginx, or 409 "still in progress" for a key
 * whose first try died) is noted with when it was sent and answered and which instances nginx
 * tried; the value-moving calls that carry an Idempotency-Key are sent again with the same key
 * until they get an answer, as the web app does.
 */

import { randomUUID } from 'node:crypto';
import { API_ROUTES, apiUrlOf } from '@fuel/contract';
import type { Db } from '../../src/db/database';
import { bearer, type Customer, payOnBankPage, signIn } from './fixtures';
import { Client, jsonOf, type Reply } from './http';
import { sleep } from './processes';

export interface Failure {
  op: string;
  sentAt: number;
  answeredAt: number;
  /** The status nginx answered, or "no reply". */
  status: number | 'no reply';
  upstream: string;
  /** Why no reply came. */
  error?: string;
  /**
   * For a keyed call sent again: the first failed try. Its later tries fail because of it
   * (409 while the key's first try is taken to be still running), not by themselves.
   */
  origin?: Failure;
}

interface OpCount {
  ok: number;
  refused: number;
  failed: number;
}

/** What every client was told. */
export class Told {
  readonly failures: Failure[] = [];
  readonly ops = new Map<string, OpCount>();
  /** Transfers answered 200: id → litres. */
  readonly transfers = new Map<string, number>();
  /** Transfer keys that never got an answer. */
  readonly transfersUnknown: string[] = [];
  /** Refuel codes taken (id), and completions the pump was told were done. */
  readonly refuels = new Set<string>();
  readonly completions = new Set<string>();
  /** Completions whose answer was lost (the pump could not know). */
  readonly completionsUnknown = new Set<string>();
  /** Orders the bank's page said were paid. */
  readonly paidAtBank = new Set<string>();
  /** Sign-ins that ended with a session, per account. */
  readonly signIns = new Map<string, number>();
  readonly signInsFailed = new Map<string, number>();

  /** Refusals by operation and error code, to tell expected ones from surprises. */
  readonly refusals = new Map<string, number>();

  count(op: string, outcome: keyof OpCount) {
    const c = this.ops.get(op) ?? { ok: 0, refused: 0, failed: 0 };
    c[outcome]++;
    this.ops.set(op, c);
  }
}

const failed = (r: Reply) =>
  r.status === 502 ||
  r.status === 503 ||
  r.status === 504 ||
  (r.status === 409 && r.body.includes('REQUEST_IN_PROGRESS'));

/** One call: counted, and noted when it failed. Undefined when no reply came at all. */
async function call(
  record: Told,
  op: string,
  send: () => Promise<Reply>,
  chain?: { first?: Failure },
): Promise<Reply | undefined> {
  const sentAt = Date.now();
  const note = (failure: Failure) => {
    if (chain?.first) failure.origin = chain.first;
    else if (chain) chain.first = failure;
    record.failures.push(failure);
    record.count(op, 'failed');
  };
  try {
    const reply = await send();
    if (failed(reply)) {
      note({ op, sentAt, answeredAt: Date.now(), status: reply.status, upstream: reply.upstream });
    } else if (reply.status < 400 || reply.status === 303) record.count(op, 'ok');
    else {
      record.count(op, 'refused');
      const code = /"code":"([A-Z_]+)"/.exec(reply.body)?.[1] ?? reply.status;
      const key = `${op} ${code}`;
      record.refusals.set(key, (record.refusals.get(key) ?? 0) + 1);
    }
    return reply;
  } catch (err) {
    note({
      op,
      sentAt,
      answeredAt: Date.now(),
      status: 'no reply',
      upstream: '',
      error: String(err),
    });
    return undefined;
  }
}

/** Sends a keyed call until it gets an answer (at most 30 tries, 0.5 s apart). */
async function untilAnswered(
  record: Told,
  op: string,
  send: (key: string) => Promise<Reply>,
): Promise<Reply | undefined> {
  const key = randomUUID();
  const chain: { first?: Failure } = {};
  for (let attempt = 0; attempt < 30; attempt++) {
    const reply = await call(record, op, () => send(key), chain);
    if (reply && !failed(reply)) return reply;
    await sleep(500);
  }
  return undefined;
}

export interface LoadContext {
  db: Db;
  nginx: URL;
  productId: string;
  /** A pump's key each (a key may complete 60 codes a minute). */
  pump: () => Promise<{ stationId: string; key: string }>;
  record: Told;
  stopped: () => boolean;
}

const json = { 'accept-language': 'en' };

/** Takes a refuel code and has the pump complete it; true when the pump was told it was done. */
async function refuel(
  ctx: LoadContext,
  client: Client,
  pump: { stationId: string; key: string },
  c: Customer,
  litres: number,
) {
  const { record } = ctx;
  const created = await untilAnswered(record, 'refuel code', (key) =>
    client.request('POST', apiUrlOf(API_ROUTES.refuels.create), {
      headers: { ...json, ...bearer(c), 'idempotency-key': key },
      json: { product_id: ctx.productId, volume: litres },
    }),
  );
  const code = created?.status === 200 ? jsonOf<{ id: string; code: string }>(created) : undefined;
  if (!code) return;
  record.refuels.add(code.id);
  const path = apiUrlOf(API_ROUTES.pumpTerminal.completeCode, {
    stationId: pump.stationId,
    code: code.code,
  });
  for (let attempt = 0; attempt < 2; attempt++) {
    const done = await call(record, 'pump completion', () =>
      client.request('POST', path, {
        headers: { authorization: `Bearer ${pump.key}` },
        json: { dispensed: litres },
      }),
    );
    if (done?.status === 200) {
      record.completions.add(code.id);
      record.completionsUnknown.delete(code.id);
      return;
    }
    if (done && !failed(done)) return;
    // The pump does not know whether the lost call completed it: it asks once more.
    record.completionsUnknown.add(code.id);
    await sleep(300);
  }
}

/** A customer's loop: a transfer to a friend, a refuel, now and then a purchase, the history. */
export async function shopper(ctx: LoadContext, c: Customer, friendPublicId: number) {
  const client = new Client(ctx.nginx);
  const pump = await ctx.pump();
  const { record } = ctx;
  for (let round = 0; !ctx.stopped(); round++) {
    const sent = await untilAnswered(record, 'transfer', (key) =>
      client.request('POST', apiUrlOf(API_ROUTES.friends.transfer), {
        headers: { ...json, ...bearer(c), 'idempotency-key': key },
        json: { recipient_id: friendPublicId, product_id: ctx.productId, quantity: 1 },
      }),
    );
    const transfer = sent?.status === 200 ? jsonOf<{ transfer_id: string }>(sent) : undefined;
    if (transfer) record.transfers.set(transfer.transfer_id, 1);
    else if (!sent) record.transfersUnknown.push(c.id);

    // A refuel one round, a purchase the next.
    if (round % 2 === 0) await refuel(ctx, client, pump, c, 2);
    else {
      const registered = await untilAnswered(record, 'purchase', (key) =>
        client.request('POST', apiUrlOf(API_ROUTES.payments.register), {
          headers: { ...json, ...bearer(c), 'idempotency-key': key },
          json: { product_id: ctx.productId, quantity: 3 },
        }),
      );
      const order =
        registered?.status === 200
          ? jsonOf<{ order_id: string; formUrl: string }>(registered)
          : undefined;
      if (order) {
        // The browser never comes back to the cabinet: the reconciler has to find the payment.
        const paid = await call(record, 'bank page', () => payOnBankPage(client, order.formUrl));
        if (paid?.status === 303) record.paidAtBank.add(order.order_id);
      }
    }
    await call(record, 'history', () =>
      client.request('GET', `${apiUrlOf(API_ROUTES.transactions.list)}?limit=20`, {
        headers: { ...json, ...bearer(c) },
      }),
    );
    await sleep(300);
  }
  client.close();
}

/** A customer with an automatic top-up who keeps refuelling below the threshold. */
export async function heavyUser(ctx: LoadContext, c: Customer, litres: number) {
  const client = new Client(ctx.nginx);
  const pump = await ctx.pump();
  while (!ctx.stopped()) {
    await refuel(ctx, client, pump, c, litres);
    await sleep(1000);
  }
  client.close();
}

/** Signs the accounts in again and again, each time from another address. */
export async function signInLoop(ctx: LoadContext, users: Customer[]) {
  const { record } = ctx;
  for (let i = 0; !ctx.stopped(); i++) {
    const user = users[i % users.length] as Customer;
    const client = new Client(ctx.nginx);
    const sentAt = Date.now();
    try {
      const session = await signIn(client, ctx.db, user);
      if ('refused' in session) {
        const r = session.refused;
        if (failed(r)) {
          record.failures.push({
            op: 'sign-in',
            sentAt,
            answeredAt: Date.now(),
            status: r.status,
            upstream: r.upstream,
          });
          record.signInsFailed.set(user.id, (record.signInsFailed.get(user.id) ?? 0) + 1);
          record.count('sign-in', 'failed');
        } else record.count('sign-in', 'refused');
      } else {
        record.signIns.set(user.id, (record.signIns.get(user.id) ?? 0) + 1);
        record.count('sign-in', 'ok');
      }
    } catch {
      record.failures.push({
        op: 'sign-in',
        sentAt,
        answeredAt: Date.now(),
        status: 'no reply',
        upstream: '',
      });
      record.signInsFailed.set(user.id, (record.signInsFailed.get(user.id) ?? 0) + 1);
      record.count('sign-in', 'failed');
    }
    client.close();
  }
}
