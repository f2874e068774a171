/**
 * The kill -9 drill of fiscal printing (ADR 0035): the real server on PostgreSQL, its sandbox
 * register made slow, under a storm of refuel codes completed at the pump and card purchases
 * paid at the bank, is killed with SIGKILL while a receipt is being printed, and started again
 * (with the register quick again) while the storm goes on. Once nothing waits, every completed
 * operation must have one receipt, numbered 1..N with no gap and no repeat, the sandbox
 * register must have printed each number once with the content we hold, and the ledger must
 * add up.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run test:crash-fiscal -- [when] [seconds]
 *
 * `when`: `answer-lost` (default: the register has printed the receipt, its answer is still on
 * the way) or `before-print` (the number is stored, the register has not printed it yet).
 * `seconds`: at least this long of storm before the kill (default 4).
 */

import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/database';
import { seedCatalog } from '../src/db/seed';
import { ORDER_STATUS } from '../src/integrations/payment-gateway/gateway';
import { checkLedger } from '../src/modules/ledger';
import { issueStationKey } from '../src/modules/refuels';
import { createUser } from '../src/test/factories';
import { creditFuel, productByCode } from '../src/test/money';
import { auditFiscal, fiscalAuditClean } from './crash/fiscal-audit';
import { crashHarness, sleep } from './crash/harness';
import { buyAtBank, refuelAtPump } from './crash/load';

const when = process.argv[2] ?? 'answer-lost';
if (when !== 'answer-lost' && when !== 'before-print')
  throw new Error('when: answer-lost or before-print');
const stormSeconds = Number(process.argv[3] ?? 4);
/** The slow register: 200 ms before it prints, 200 ms after. */
const SLOW_REGISTER_MS = 400;
const CLIENTS = 8;
const WAIT_LIMIT_MS = 90_000;

const started = Date.now();
/** Seconds from one moment to another (or to now), to a tenth. */
const seconds = (from: number, to = Date.now()) => Math.round((to - from) / 100) / 10;
const harness = await crashHarness('fc_crash_fiscal');
const { db } = harness;

/** The receipt numbered and not yet printed, and whether the register already has its number. */
async function inFlight() {
  const [row] = rowsOf<{ sequence: number; at_register: boolean }>(
    await db.execute(sql`select r.sequence::int as sequence, exists (
        select 1 from sandbox_fiscal.receipts s where s.sequence = r.sequence) as at_register
      from receipts r where r.state = 'waiting' and r.sequence is not null
      order by r.sequence limit 1`),
  );
  return row;
}

async function count(query: ReturnType<typeof sql>) {
  return rowsOf<{ n: number }>(await db.execute(query))[0]?.n ?? 0;
}
const issuedCount = () =>
  count(sql`select count(*)::int as n from receipts where state = 'issued'`);
const waitingCount = () =>
  count(sql`select count(*)::int as n from receipts where state = 'waiting'`);
/** Orders the bank took money for that the cabinet has not credited yet. */
const uncreditedCount = () =>
  count(sql`select count(*)::int as n from payment_orders o
    join sandbox_gateway.orders s on s.id::text = o.gateway_order_id
    where s.status = ${ORDER_STATUS.deposited} and o.state <> 'paid'`);

const acknowledged = { payments: 0, completions: new Set<string>() };
try {
  await seedCatalog(db);
  const diesel = await productByCode(db, 'DIESEL');
  const station = await issueStationKey(db, 'YVN-KOMITAS');
  const users = await Promise.all(Array.from({ length: CLIENTS }, () => createUser(db)));
  for (const u of users) await creditFuel(db, u.id, diesel.id, 5000);

  await harness.start({ SANDBOX_FISCAL_DELAY_MS: String(SLOW_REGISTER_MS) });
  const tokens = await Promise.all(users.map((u) => harness.signIn(u.email, u.password)));

  // The storm: every client refuels at the pump in a loop, and every third round also buys.
  let stop = false;
  /** A client's pause between rounds: none before the kill, some after (fewer to drain). */
  let pauseMs = 0;
  const client = async (token: string) => {
    for (let round = 0; !stop; round += 1) {
      if (pauseMs) await sleep(pauseMs);
      try {
        if (round % 3 === 0 && (await buyAtBank(harness.base, token, diesel.id, 3)))
          acknowledged.payments++;
        const refuel = await refuelAtPump(harness.base, token, station, diesel.id, 2);
        if (refuel) acknowledged.completions.add(refuel);
      } catch {
        // The server is gone (killed): the storm goes on with the next request.
        await sleep(100);
      }
    }
  };
  const stormStarted = Date.now();
  const clients = tokens.map(client);
  await sleep(stormSeconds * 1000);

  // Kill while a receipt is being printed, in the moment asked for.
  let target: Awaited<ReturnType<typeof inFlight>>;
  for (const until = Date.now() + 15_000; Date.now() < until; await sleep(5)) {
    const row = await inFlight();
    if (row && row.at_register === (when === 'answer-lost')) {
      target = row;
      break;
    }
  }
  harness.kill();
  const killedAt = Date.now();
  const atKill = {
    afterStormSeconds: seconds(stormStarted),
    inFlight: await inFlight(),
    issued: await issuedCount(),
    waiting: await waitingCount(),
  };
  console.log(`killed the server (SIGKILL) ${JSON.stringify(atKill)}`);
  if (!target) console.log(`no receipt was in the "${when}" moment within 15 s`);

  // Started again with a quick register; the storm goes on, calmer, until printing resumes.
  pauseMs = 1000;
  await sleep(300);
  await harness.start();
  const restartedAt = Date.now();
  let resumedAfterKill = Number.NaN;
  for (const until = Date.now() + WAIT_LIMIT_MS; Date.now() < until; await sleep(250)) {
    if ((await issuedCount()) > atKill.issued) {
      resumedAfterKill = seconds(killedAt);
      break;
    }
  }
  stop = true;
  await Promise.all(clients);
  const stormEndedAt = Date.now();
  const waitingAtStormEnd = await waitingCount();

  // Until nothing waits: no receipt unprinted, no paid order uncredited.
  const drained = { printed: Number.NaN, credited: Number.NaN };
  for (const until = Date.now() + WAIT_LIMIT_MS; Date.now() < until; await sleep(250)) {
    if (Number.isNaN(drained.printed) && (await waitingCount()) === 0)
      drained.printed = seconds(stormEndedAt);
    if (Number.isNaN(drained.credited) && (await uncreditedCount()) === 0)
      drained.credited = seconds(stormEndedAt);
    if (!Number.isNaN(drained.printed + drained.credited)) break;
  }

  const completionsKept = acknowledged.completions.size
    ? await count(sql`select count(*)::int as n from refuel_authorizations
        where state = 'completed' and id in (${sql.join(
          [...acknowledged.completions].map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`)
    : 0;
  const audit = await auditFiscal(db);
  const ledger = await checkLedger(db);
  const report = {
    killedWhen: when,
    killedInThatMoment: target !== undefined,
    killedAt: atKill,
    restartSeconds: seconds(killedAt, restartedAt),
    printingResumedSecondsAfterKill: resumedAfterKill,
    stormSeconds: seconds(stormStarted, stormEndedAt),
    waitingAtStormEnd,
    allPrintedSecondsAfterStorm: drained.printed,
    allCreditedSecondsAfterStorm: drained.credited,
    paymentsAcknowledgedByBankPage: acknowledged.payments,
    pumpCompletionsAcknowledged: acknowledged.completions.size,
    ofThoseCompleted: completionsKept,
    ...audit,
    ledgerClean: ledger.ok,
    totalSeconds: seconds(started),
  };
  console.log(JSON.stringify(report, null, 2));
  const ok =
    report.killedInThatMoment &&
    Number.isFinite(drained.printed + drained.credited) &&
    completionsKept === acknowledged.completions.size &&
    fiscalAuditClean(audit) &&
    ledger.ok;
  console.log(ok ? 'fiscal crash drill: OK' : 'fiscal crash drill: FAILED');
  process.exitCode = ok ? 0 : 1;
} finally {
  await harness.close();
}
