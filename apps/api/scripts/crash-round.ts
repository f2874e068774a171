/**
 * A crash round: the real server on PostgreSQL under load (card payments whose browsers never
 * come back, refuel codes used at a pump) is killed with SIGKILL, started again, and given the
 * reconcile window. Then every order the bank took money for must be credited exactly once,
 * every pump completion that was acknowledged must be in the ledger, and the ledger must add up.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/api/scripts/crash-round.ts [seconds-of-load]
 */

import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/database';
import { seedCatalog } from '../src/db/seed';
import { ORDER_STATUS } from '../src/integrations/payment-gateway/gateway';
import { checkLedger } from '../src/modules/ledger';
import { issueStationKey } from '../src/modules/refuels';
import { createUser } from '../src/test/factories';
import { creditFuel, productByCode } from '../src/test/money';
import { crashHarness, sleep } from './crash/harness';
import { buyAtBank, refuelAtPump } from './crash/load';

const loadSeconds = Number(process.argv[2] ?? 8);
const harness = await crashHarness('fc_crash');
const { db } = harness;

const acknowledged = { payments: 0, completions: new Set<string>() };
try {
  await seedCatalog(db);
  const diesel = await productByCode(db, 'DIESEL');
  const station = await issueStationKey(db, 'YVN-KOMITAS');
  const users = await Promise.all(Array.from({ length: 6 }, () => createUser(db)));
  for (const u of users) await creditFuel(db, u.id, diesel.id, 1000);

  await harness.start();
  const tokens = await Promise.all(users.map((u) => harness.signIn(u.email, u.password)));

  // Load: each client buys (paying on the bank's page, never syncing) and refuels, in a loop.
  let stop = false;
  const client = async (token: string) => {
    while (!stop) {
      try {
        if (await buyAtBank(harness.base, token, diesel.id, 3)) acknowledged.payments++;
        const refuel = await refuelAtPump(harness.base, token, station, diesel.id, 2);
        if (refuel) acknowledged.completions.add(refuel);
      } catch {
        // The server is gone (killed): the round goes on with the next request.
        await sleep(100);
      }
    }
  };
  const clients = tokens.map(client);
  await sleep(loadSeconds * 1000);
  harness.kill();
  console.log(`killed the server under load after ${loadSeconds} s`);
  await sleep(500);
  await harness.start();
  await sleep(3000);
  stop = true;
  await Promise.all(clients);

  // The reconcile window: the longest back-off (15 s) and a few rounds.
  await sleep(25_000);
  const [bank] = rowsOf<{ deposited: number }>(
    await db.execute(
      sql`select count(*)::int as deposited from sandbox_gateway.orders where status = ${ORDER_STATUS.deposited}`,
    ),
  );
  const [ours] = rowsOf<{ uncredited: number; credited_twice: number; paid: number }>(
    await db.execute(sql`
      select
        count(*) filter (where o.state <> 'paid')::int as uncredited,
        count(*) filter (where (select count(*) from journal j where j.reference_id = o.id) > 1)::int
          as credited_twice,
        count(*) filter (where o.state = 'paid')::int as paid
      from payment_orders o
      join sandbox_gateway.orders s on s.id::text = o.gateway_order_id
      where s.status = ${ORDER_STATUS.deposited}`),
  );
  const completed = acknowledged.completions.size
    ? rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from refuel_authorizations
          where state = 'completed' and id in (${sql.join(
            [...acknowledged.completions].map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`),
      )[0]?.n
    : 0;
  const ledger = await checkLedger(db);
  const report = {
    paymentsAcknowledgedByBankPage: acknowledged.payments,
    depositedAtBank: bank?.deposited,
    paidInCabinet: ours?.paid,
    uncreditedAfterWindow: ours?.uncredited,
    creditedTwice: ours?.credited_twice,
    pumpCompletionsAcknowledged: acknowledged.completions.size,
    ofThoseInTheLedger: completed,
    ledgerClean: ledger.ok,
  };
  console.log(JSON.stringify(report, null, 2));
  const ok =
    report.uncreditedAfterWindow === 0 &&
    report.creditedTwice === 0 &&
    report.ofThoseInTheLedger === report.pumpCompletionsAcknowledged &&
    report.ledgerClean;
  console.log(ok ? 'crash round: OK' : 'crash round: FAILED');
  process.exitCode = ok ? 0 : 1;
} finally {
  await harness.close();
}
