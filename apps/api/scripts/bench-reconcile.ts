/**
 * How long a paid order waits for the reconciler when many abandoned orders are pending: the
 * real app with its periodic work running, the sandbox bank, a scratch PostgreSQL database.
 * The browser never comes back, so only the reconciler can credit the order.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/api/scripts/bench-reconcile.ts [abandoned]
 */
import { performance } from 'node:perf_hooks';
import { API_ROUTES, apiUrlOf, paymentRegisterReplySchema } from '@fuel/contract';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { app as fuelApp, serverOptions } from '../src/app';
import { openPostgres } from '../src/db/postgres';
import { paymentOrders, products } from '../src/db/schema';
import { seedCatalog } from '../src/db/seed';
import { submitPaymentForm } from '../src/integrations/payment-gateway/testing';
import { createUser, signIn } from '../src/test/factories';
import { testConfig } from '../src/test/test-app';
import { createScratchDatabase } from '../src/test/test-database';

const server = process.env.DATABASE_URL;
if (!server)
  throw new Error('Set DATABASE_URL to a PostgreSQL server (a scratch database is created there).');
const abandonedCount = Number(process.argv[2] ?? 1000);
const scratch = await createScratchDatabase(server, 'fc_bench');
const database = await openPostgres(scratch.url, 20);
// The periodic work runs as in production: every 5 s, back-off up to 15 s.
const config = testConfig({
  RUN_WORKER: 'true',
  MAX_PENDING_PAYMENTS: '100',
  // Every request here comes from one address.
  RATE_LIMIT_PER_MINUTE: '100000',
  AUTH_RATE_LIMIT_SCALE: '50',
});
const app = Fastify(serverOptions(config));

try {
  await database.migrate({ sandboxGateway: true });
  await seedCatalog(database.db);
  await app.register(fuelApp, { config, database });
  await app.ready();
} catch (err) {
  await cleanup();
  throw err;
}

async function cleanup() {
  await app.close().catch(() => {});
  await database.close();
  await scratch.drop();
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

try {
  const db = database.db;
  const [diesel] = await db.select().from(products).where(eq(products.code, 'DIESEL'));
  if (!diesel) throw new Error('no DIESEL product');
  const buyer = await createUser(db);
  const token = (await signIn(app, buyer)).access_token;
  const register = async () =>
    paymentRegisterReplySchema.parse(
      (
        await app.inject({
          method: 'POST',
          url: apiUrlOf(API_ROUTES.payments.register),
          headers: { authorization: `Bearer ${token}` },
          payload: { product_id: diesel.id, quantity: 10 },
        })
      ).json(),
    );

  const t0 = performance.now();
  const others = await Promise.all(
    Array.from({ length: 20 }, () => createUser(db).then((u) => signIn(app, u))),
  );
  for (let i = 0; i < abandonedCount; i += others.length) {
    const batch = others.slice(0, Math.min(others.length, abandonedCount - i));
    await Promise.all(
      batch.map((other) =>
        app.inject({
          method: 'POST',
          url: apiUrlOf(API_ROUTES.payments.register),
          headers: { authorization: `Bearer ${other.access_token}` },
          payload: { product_id: diesel.id, quantity: 5 },
        }),
      ),
    );
  }
  console.log(
    `${abandonedCount} abandoned orders registered in ${seconds(performance.now() - t0)} s`,
  );

  const timeToCredit = async (label: string, waitBeforePayingMs: number) => {
    const order = await register();
    await new Promise((r) => setTimeout(r, waitBeforePayingMs));
    await submitPaymentForm(app, order.formUrl);
    const paidAt = performance.now();
    for (;;) {
      const [row] = await db
        .select({ state: paymentOrders.state })
        .from(paymentOrders)
        .where(eq(paymentOrders.id, order.order_id));
      if (row?.state === 'paid') break;
      if (performance.now() - paidAt > 180_000) throw new Error(`${label}: not credited in 180 s`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const ms = performance.now() - paidAt;
    console.log(`${label}: credited ${seconds(ms)} s after paying`);
    return ms;
  };

  const results = [
    await timeToCredit('paid at once (never asked before)', 0),
    await timeToCredit('paid after 45 s on the payment page (asked several times)', 45_000),
    await timeToCredit('paid after 90 s on the payment page', 90_000),
  ];
  console.log(
    `worst of ${results.length}: ${seconds(Math.max(...results))} s (target: within 30 s with ${abandonedCount} abandoned orders pending)`,
  );
} finally {
  await cleanup();
}
