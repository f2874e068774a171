import { API_ROUTES, apiUrlOf } from '@fuel/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/database';
import { workerHandlers } from '../../jobs/kinds';
import { JobWorker } from '../../jobs/worker';
import { createUser, signIn } from '../../test/factories';
import { creditFuel, expectLedgerBalanced, productByCode } from '../../test/money';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { issueStationKey } from '../refuels';
import { printWaitingReceipts } from './print.service';

/**
 * Two instances on one database (concurrency is real on PostgreSQL; PGlite takes one
 * transaction at a time): a storm of refuels at once, then both print the queue at once, each
 * with two workers. Every refuel gets one receipt, printed once, numbered 1..N with no gap.
 */
let a: TestApp;
let b: TestApp;
const N = 24;

beforeAll(async () => {
  a = await buildTestApp();
  b = await buildTestApp({ database: a.database, seed: false });
});
afterAll(async () => {
  await expectLedgerBalanced(a.database.db);
  await b.app.close();
  await a.close();
});

const workerOf = (t: TestApp) =>
  new JobWorker(
    t.database.db,
    workerHandlers({
      mail: async () => {},
      sms: async () => {},
      'sms.invite': async () => {},
      push: async () => {},
      'balance.low': async () => {},
      'fiscal.print': async () => {
        await printWaitingReceipts({
          db: t.database.db,
          config: t.app.config,
          register: t.app.fiscalRegister,
        });
      },
    }),
    t.app.log,
    { pollMs: 5, batch: 3, leaseSeconds: 60 },
  );

describe('a storm of refuels, printed by two instances at once', () => {
  it('gives each refuel one receipt, numbered 1..N, printed once each', async () => {
    const db = a.database.db;
    const user = await createUser(db);
    const token = (await signIn(a.app, user)).access_token;
    const petrol = await productByCode(db, 'REGULAR_92');
    await creditFuel(db, user.id, petrol.id, 10_000);
    const key = await issueStationKey(db, 'YVN-KOMITAS');
    const codes: { id: string; code: string }[] = [];
    for (let i = 0; i < N; i += 1) {
      const res = await a.app.inject({
        method: 'POST',
        url: apiUrlOf(API_ROUTES.refuels.create),
        headers: { authorization: `Bearer ${token}` },
        payload: { product_id: petrol.id, volume: 10 + i },
      });
      expect(res.statusCode, res.body).toBe(200);
      codes.push(res.json() as { id: string; code: string });
    }
    // Every pump reports at once, half through each instance.
    const done = await Promise.all(
      codes.map(({ code }, i) =>
        (i % 2 ? b : a).app.inject({
          method: 'POST',
          url: apiUrlOf(API_ROUTES.pumpTerminal.completeCode, { stationId: key.stationId, code }),
          headers: { authorization: `Bearer ${key.key}` },
          payload: { dispensed: 5 + i },
        }),
      ),
    );
    expect(done.map((r) => r.statusCode)).toEqual(codes.map(() => 200));

    // Two workers in each instance drain the queue at once, until nothing waits.
    const workers = [workerOf(a), workerOf(a), workerOf(b), workerOf(b)];
    for (let round = 0; round < 20; round += 1) {
      await Promise.all(workers.map((w) => w.drain()));
      const [left] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from receipts where state = 'waiting'`),
      );
      if (!left?.n) break;
      await db.execute(sql`update jobs set run_at = now() where done_at is null`);
    }

    const receipts = rowsOf<{ operation_id: string; state: string; sequence: number }>(
      await db.execute(
        sql`select operation_id, state, sequence::int as sequence from receipts order by sequence`,
      ),
    );
    expect(receipts).toHaveLength(N);
    expect(new Set(receipts.map((r) => r.operation_id))).toEqual(new Set(codes.map((c) => c.id)));
    expect(receipts.every((r) => r.state === 'issued')).toBe(true);
    expect(receipts.map((r) => r.sequence)).toEqual(receipts.map((_, i) => i + 1));
    // The register printed each number once, and nothing else.
    const printed = rowsOf<{ sequence: number }>(
      await db.execute(
        sql`select sequence::int as sequence from sandbox_fiscal.receipts order by sequence`,
      ),
    );
    expect(printed.map((r) => r.sequence)).toEqual(receipts.map((r) => r.sequence));
    // Receipts are printed in the order they were written.
    const byNumber = rowsOf<{ sequence: number }>(
      await db.execute(sql`select sequence::int as sequence from receipts order by number`),
    );
    expect(byNumber.map((r) => r.sequence)).toEqual(receipts.map((r) => r.sequence));
  });
});
