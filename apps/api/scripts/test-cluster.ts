/**
 * The cluster test (`npm run test:cluster`): three API instances behind nginx on one PostgreSQL
 * database and one Redis, under a mixed load of sign-ins, transfers, pump completions, purchases
 * on the sandbox bank's page and live pages. One instance is killed with SIGKILL (and started
 * again, as a supervisor would), then the other two are restarted one by one (a rolling upgrade:
 * out of nginx's rotation, SIGTERM, started, back in). Afterwards:
 *
 * - no acknowledged write lost or doubled: the ledger check, and the database held to what the
 *   clients were told (transfers, pump completions, payments, sign-ins);
 * - the only failed requests are those in flight on the killed instance;
 * - every live page reconnected to another instance and missed no event;
 * - every job ran once: one credit per payment the bank took (reconciler), one automatic
 *   purchase, one message and one e-mail per fall below a threshold, one printed receipt per sale;
 * - the sign-in limit is counted across the instances.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres [REDIS_URL=redis://127.0.0.1:6379] \
 *     npm run test:cluster
 *
 * It exits 1 when a check fails, and prints its figures either way.
 */

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openPostgres } from '../src/db/postgres';
import { products } from '../src/db/schema';
import { seedCatalog } from '../src/db/seed';
import { issueStationKey } from '../src/modules/refuels';
import { createScratchDatabase } from '../src/test/test-database';
import { type Check, checkAll, settle } from './cluster/checks';
import {
  befriendInRing,
  type Customer,
  codesResent,
  createUser,
  creditFuel,
  saveCard,
  setTopUpRule,
  signedIn,
} from './cluster/fixtures';
import { Client } from './cluster/http';
import { checkPages, type InstanceStop, type LivePage, livePage, witness } from './cluster/live';
import { heavyUser, type LoadContext, shopper, signInLoop, Told } from './cluster/load';
import { accessLogSummary, startNginx } from './cluster/nginx';
import { freePort } from './cluster/ports';
import { buildServer, type Instance, instance, sleep } from './cluster/processes';
import { probeSignInLimit, SIGN_IN_LIMIT } from './cluster/rate-limit';

const server = process.env.DATABASE_URL;
if (!server)
  throw new Error('Set DATABASE_URL to a PostgreSQL server (a scratch database is made).');
const redisServer = (process.env.REDIS_URL ?? 'redis://127.0.0.1:6379').replace(/\/\d*$/, '');
// A database number of the run's own: its rate-limit counters are nobody else's.
const redisUrl = `${redisServer}/${1 + Math.floor(Math.random() * 15)}`;

const started = Date.now();
const phases: [string, number][] = [];
let phaseStart = started;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const phase = (name: string) => {
  const now = Date.now();
  phases.push([name, now - phaseStart]);
  console.log(`cluster: ${name} (${seconds(now - phaseStart)})`);
  phaseStart = now;
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-cluster-'));
const build = buildServer(`cluster-${process.pid}`);
const scratch = await createScratchDatabase(server, 'fc_cluster');
const database = await openPostgres(scratch.url, 6);
const db = database.db;
let instances: Instance[] = [];
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
let pages: LivePage[] = [];
let passed = false;

try {
  await database.migrate({ sandboxGateway: true, sandboxFiscal: true });
  await seedCatalog(db);
  const [diesel] = await db.select().from(products).where(eq(products.code, 'DIESEL'));
  if (!diesel) throw new Error('no DIESEL in the catalog');
  const make = (n: number) => Promise.all(Array.from({ length: n }, () => createUser(db)));
  const [shoppers, heavy, signIns] = [await make(6), await make(2), await make(3)];
  await befriendInRing(db, shoppers);
  for (const u of shoppers) await creditFuel(db, u.id, diesel.id, 10_000);
  for (const u of heavy) await creditFuel(db, u.id, diesel.id, 60);
  phase('built the server, made the database and the customers');

  const nginxPort = await freePort();
  const publicUrl = `http://127.0.0.1:${nginxPort}`;
  const env = {
    DATABASE_URL: scratch.url,
    REDIS_URL: redisUrl,
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    PUBLIC_URL: publicUrl,
    WEB_DIST: path.join(dir, 'no-web-app'),
    TRUST_PROXY: 'true',
    RATE_LIMIT_PER_MINUTE: '100000',
    MAINTENANCE_INTERVAL_SECONDS: '1',
    RECONCILE_MAX_BACKOFF_SECONDS: '5',
    MAX_PENDING_PAYMENTS: '100',
  };
  const ports = [await freePort(), await freePort(), await freePort()];
  instances = ['A', 'B', 'C'].map((name, i) =>
    instance(name, ports[i] as number, build.entry, env, dir),
  );
  const [a, b, c] = instances as [Instance, Instance, Instance];
  await Promise.all(instances.map((i) => i.start()));
  nginx = await startNginx(path.join(dir, 'nginx'), nginxPort, ports);
  phase('started three instances and nginx');

  const setup = new Client(nginx.url);
  const [shopping, heavyUsers, signingIn] = await Promise.all([
    Promise.all(shoppers.map((u) => signedIn(setup, db, u))),
    Promise.all(heavy.map((u) => signedIn(setup, db, u))),
    signIns.map((u): Customer => ({ ...u, token: '' })),
  ]);
  for (const h of heavyUsers) {
    const cardId = await saveCard(setup, h, diesel.id);
    await setTopUpRule(setup, h, diesel.id, { threshold: 50, quantity: 40, cardId });
  }
  setup.close();
  phase('signed the customers in, saved two cards, set their automatic top-ups');

  const watch = await witness(redisUrl);
  const nginxUrl = nginx.url;
  pages = [...shopping, ...heavyUsers].map((customer) => livePage(nginxUrl, customer));
  await Promise.all(pages.map((p) => p.start()));

  let stopped = false;
  const told = new Told();
  const ctx: LoadContext = {
    db,
    nginx: nginx.url,
    productId: diesel.id,
    pump: () => issueStationKey(db, 'YVN-KOMITAS'),
    record: told,
    stopped: () => stopped,
  };
  const loops = [
    ...shopping.map((s, i) =>
      shopper(ctx, s, (shopping[(i + 1) % shopping.length] as Customer).publicId),
    ),
    ...heavyUsers.map((h) => heavyUser(ctx, h, 15)),
    signInLoop(ctx, signingIn),
  ];
  const upstreamOf = (i: Instance) => `127.0.0.1:${i.port}`;
  const stops: InstanceStop[] = [];

  await sleep(10_000);
  const killedAt = Date.now();
  await a.kill();
  // SIGKILL is not instant: until the process is gone its socket still takes connections, and
  // what nginx passes it then fails too (a slow machine takes tens of milliseconds to tear down).
  const deadAt = Date.now();
  stops.push({ upstream: upstreamOf(a), at: killedAt });
  console.log(`cluster: killed A (SIGKILL) under load`);
  await sleep(3000);
  await a.start();
  const aBack = Date.now() - killedAt;
  console.log(`cluster: A started again, ready ${seconds(aBack)} after the kill`);
  await sleep(5000);

  const rolling: [string, number][] = [];
  for (const next of [b, c]) {
    const t0 = Date.now();
    await nginx.drain(next.port, true);
    // Requests nginx had already passed to it finish; nothing new reaches it.
    await sleep(1000);
    stops.push({ upstream: upstreamOf(next), at: Date.now() });
    await next.stop();
    await next.start();
    await nginx.drain(next.port, false);
    rolling.push([next.name, Date.now() - t0]);
    console.log(`cluster: restarted ${next.name} in ${seconds(Date.now() - t0)}`);
    await sleep(4000);
  }
  const limit = await probeSignInLimit(nginx.url);
  await sleep(3000);
  stopped = true;
  await Promise.all(loops);
  phase('load: 10 s, kill A, restart A, roll B and C, sign-in limit probe');

  const settled = await settle(db, 100_000);
  phase(`background work settled (${JSON.stringify(settled.left)})`);

  await sleep(1500);
  const cutoff = Date.now();
  await sleep(1500);
  const live = checkPages(pages, watch.seen, cutoff, stops);
  await Promise.all(pages.map((p) => p.stop()));
  pages = [];
  await watch.close();

  const { checks, figures } = await checkAll(db, told, {
    shoppers: shoppers.map((u) => u.id),
    heavy: heavy.map((u) => u.id),
    signIn: signIns.map((u) => u.id),
  });
  const extra: Check[] = [];
  const killedUpstream = upstreamOf(a);
  // A keyed call's later tries are judged by its first failed try.
  const firstTries = told.failures.filter((f) => !f.origin);
  const inFlight = firstTries.filter(
    (f) => f.sentAt <= deadAt && f.answeredAt >= killedAt && f.upstream.includes(killedUpstream),
  );
  const otherFailures = firstTries.filter((f) => !inFlight.includes(f));
  extra.push({
    name: 'failed requests: only those in flight on the killed instance',
    ok: otherFailures.length === 0,
    detail: `${firstTries.length} calls failed (${told.failures.length} tries), ${inFlight.length} of them in flight on A when it was killed (it took ${deadAt - killedAt} ms to go)${
      otherFailures.length
        ? `; others: ${otherFailures
            .slice(0, 5)
            .map(
              (f) =>
                `${f.op} ${f.status}${f.error ? ` (${f.error})` : ''} via ${f.upstream || '-'}, sent at +${f.sentAt - killedAt} ms, answered at +${f.answeredAt - killedAt} ms`,
            )
            .join('; ')}`
        : ''
    }`,
  });
  extra.push({
    name: 'live pages: every dropped stream reopened on another instance, no event missed',
    ok:
      live.missing === 0 &&
      live.droppedByStops > 0 &&
      live.movedElsewhere === live.droppedByStops &&
      live.stillOpen === live.pages,
    detail: `${live.pages} pages, ${live.droppedByStops} streams ended by stopped instances, ${live.movedElsewhere} reopened on another (${live.drops - live.droppedByStops} other drops) (longest gap ${live.longestGapMs} ms); ${live.witnessed} events published, ${live.missing} missed, ${live.whileAway} published while a page was away`,
  });
  const servedBy = [...limit.servedBy.entries()].map(([u, n]) => `${u.split(':')[1]}: ${n}`);
  extra.push({
    name: 'rate limits shared: the sign-in limit counts every instance together',
    ok: limit.letIn === SIGN_IN_LIMIT && limit.inOrder && limit.servedBy.size >= 2,
    detail: `${limit.letIn + limit.refused} sign-ins from ${limit.address}: ${limit.letIn} let in (by port ${servedBy.join(', ')}), ${limit.refused} refused`,
  });
  const all = [...checks, ...extra];
  console.log('refusals:', Object.fromEntries(told.refusals));

  const log = accessLogSummary(nginx.accessLog);
  const total = Date.now() - started;
  const rows: [string, string][] = [
    ...Object.entries(figures).map(([k, v]): [string, string] => [k, String(v)]),
    ...[...told.ops.entries()].map(([op, n]): [string, string] => [
      `${op} requests`,
      `${n.ok} ok, ${n.refused} refused, ${n.failed} failed`,
    ]),
    [
      'requests per instance (nginx)',
      [...log.perInstance.entries()]
        .map(([u, n]) => `${instances.find((i) => u.endsWith(`:${i.port}`))?.name ?? u} ${n}`)
        .join(', '),
    ],
    [
      'passed on to another instance by nginx',
      `${log.passedOn} (POSTs: ${log.postsPassedOn}, of them without Idempotency-Key: ${log.postsPassedOnWithoutKey})`,
    ],
    ['sign-in codes asked for again (none mailed by resend_after)', String(codesResent)],
    ['A ready again after SIGKILL', seconds(aBack)],
    ...rolling.map(([name, ms]): [string, string] => [`rolling restart of ${name}`, seconds(ms)]),
    ['live events received by pages', String(live.received)],
    ['events resumed after Last-Event-ID', String(live.resumed)],
    ['background work settled after the load', seconds(settled.ms)],
    ...phases.map(([name, ms]): [string, string] => [`phase: ${name}`, seconds(ms)]),
    ['total', seconds(total)],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  console.log('\nFigures');
  for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
  console.log('\nChecks');
  for (const ch of all)
    console.log(`  ${ch.ok ? 'ok  ' : 'FAIL'}  ${ch.name}\n        ${ch.detail}`);
  passed = all.every((ch) => ch.ok);
  console.log(passed ? '\ntest:cluster: OK' : `\ntest:cluster: FAILED (logs in ${dir})`);
} finally {
  await Promise.all(pages.map((p) => p.stop()));
  await Promise.all(instances.map((i) => (i.running() ? i.stop() : undefined)));
  await nginx?.stop();
  await database.close();
  await scratch.drop();
  build.remove();
  if (passed) fs.rmSync(dir, { recursive: true, force: true });
}
process.exitCode = passed ? 0 : 1;
