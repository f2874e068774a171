/**
 * A crash round: the real server on PostgreSQL under load (card payments whose browsers never
 * come back, refuel codes used at a pump) is killed with SIGKILL, started again, and given the
 * reconcile window. Then every order the bank took money for must be credited exactly once,
 * every pump completion that was acknowledged must be in the ledger, and the ledger must add up.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/api/scripts/crash-round.ts [seconds-of-load]
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { HEALTH_PATHS } from '@fuel/contract';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/database';
import { openPostgres } from '../src/db/postgres';
import { seedCatalog } from '../src/db/seed';
import { ORDER_STATUS } from '../src/integrations/payment-gateway/gateway';
import { CARDS, futureExpiry, pageUrlOf } from '../src/integrations/payment-gateway/testing';
import { checkLedger } from '../src/modules/ledger';
import { issueStationKey } from '../src/modules/refuels';
import { codeIn, createUser } from '../src/test/factories';
import { creditFuel, productByCode } from '../src/test/money';
import { createScratchDatabase } from '../src/test/test-database';

const server = process.env.DATABASE_URL;
if (!server)
  throw new Error('Set DATABASE_URL to a PostgreSQL server (a scratch database is made).');
const loadSeconds = Number(process.argv[2] ?? 8);
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const scratch = await createScratchDatabase(server, 'fc_crash');
const database = await openPostgres(scratch.url, 4);
const db = database.db;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Found from this file, not from the folder it is run in: `npm run test:crash` runs it in apps/api.
const serverSource = fileURLToPath(new URL('../src/server.ts', import.meta.url));

function startServer(): ChildProcess {
  const child = spawn('npx', ['tsx', serverSource], {
    env: {
      ...process.env,
      DATABASE_URL: scratch.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      SEED_DEMO: 'false',
      PUBLIC_URL: base,
      RATE_LIMIT_PER_MINUTE: '1000000',
      AUTH_RATE_LIMIT_SCALE: '100',
      MAX_PENDING_PAYMENTS: '100',
      MAINTENANCE_INTERVAL_SECONDS: '2',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  return child;
}

async function ready() {
  for (let i = 0; i < 120; i++) {
    // A server that could not start says why on stderr; waiting a minute more would not help.
    if (child?.exitCode !== null && child?.exitCode !== undefined)
      throw new Error(`the server exited with code ${child.exitCode} before it was ready`);
    const ok = await fetch(`${base}${HEALTH_PATHS.ready}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(500);
  }
  throw new Error('the server did not become ready');
}

async function signIn(email: string, password: string) {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: email, password }),
  }).then((r) => r.json() as Promise<{ challenge_id: string }>);
  for (let i = 0; i < 60; i++) {
    const [message] = rowsOf<{ text: string }>(
      await db.execute(
        sql`select text from dev_mailbox where recipient = ${email} order by created_at desc limit 1`,
      ),
    );
    if (message) {
      const verified = await fetch(`${base}/api/verify-2fa`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ challenge_id: login.challenge_id, code: codeIn(message.text) }),
      }).then((r) => r.json() as Promise<{ access_token: string }>);
      return verified.access_token;
    }
    await sleep(250);
  }
  throw new Error(`no sign-in code for ${email}`);
}

let child: ChildProcess | undefined;
const acknowledged = { payments: 0, completions: new Set<string>() };
try {
  await database.migrate({ sandboxGateway: true });
  await seedCatalog(db);
  const diesel = await productByCode(db, 'DIESEL');
  const station = await issueStationKey(db, 'YVN-KOMITAS');
  const users = await Promise.all(Array.from({ length: 6 }, () => createUser(db)));
  for (const u of users) await creditFuel(db, u.id, diesel.id, 1000);

  child = startServer();
  await ready();
  const tokens = await Promise.all(users.map((u) => signIn(u.email, u.password)));

  // Load: each client buys (paying on the bank's page, never syncing) and refuels, in a loop.
  let stop = false;
  const client = async (token: string) => {
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    while (!stop) {
      try {
        const order = (await fetch(`${base}/api/payment/register`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ product_id: diesel.id, quantity: 3 }),
        }).then((r) => r.json())) as { formUrl?: string };
        if (order.formUrl) {
          const page = pageUrlOf(order.formUrl);
          const form = new URLSearchParams({
            mdOrder: page.mdOrder,
            language: page.language,
            pan: CARDS.approve,
            expiry: futureExpiry(),
            cvc: '123',
            cardholder: 'Crash Test',
            action: 'pay',
          });
          const paid = await fetch(`${base}${page.path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: form.toString(),
            redirect: 'manual',
          });
          if (paid.status === 303) acknowledged.payments++;
        }
        const refuel = (await fetch(`${base}/api/user/refuels`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ product_id: diesel.id, volume: 2 }),
        }).then((r) => r.json())) as { id?: string; code?: string };
        if (refuel.code && refuel.id) {
          const done = await fetch(
            `${base}/api/station/v1/stations/${station.stationId}/refuels/${refuel.code}/complete`,
            {
              method: 'POST',
              headers: {
                authorization: `Bearer ${station.key}`,
                'content-type': 'application/json',
              },
              body: JSON.stringify({ dispensed: 1 }),
            },
          );
          if (done.ok) acknowledged.completions.add(refuel.id);
        }
      } catch {
        // The server is gone (killed): the round goes on with the next request.
        await sleep(100);
      }
    }
  };
  const clients = tokens.map(client);
  await sleep(loadSeconds * 1000);
  if (child.pid) process.kill(-child.pid, 'SIGKILL');
  console.log(`killed the server under load after ${loadSeconds} s`);
  await sleep(500);
  child = startServer();
  await ready();
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
  if (child?.pid) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
  }
  await sleep(1000);
  await database.close();
  await scratch.drop();
}
