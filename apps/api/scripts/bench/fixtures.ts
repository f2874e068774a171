/**
 * The benchmark's data: the demo catalog and accounts, a long history for the reading account,
 * messages, large balances for the writers, a paid order and a pump terminal key, and one live
 * session per account (signed with the same secret the servers use).
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../src/config/env';
import type { Db } from '../../src/db/database';
import {
  paymentOrders,
  products,
  stationProducts,
  stations,
  userRelations,
  users,
} from '../../src/db/schema';
import { seedCatalog } from '../../src/db/seed';
import { seedDemoUsers } from '../../src/db/seed/demo-users';
import { startSession } from '../../src/modules/auth';
import { postJournal } from '../../src/modules/ledger';
import { issueStationKey } from '../../src/modules/refuels';
import { STATUS_OF_ROW, TYPE_OF_ROW } from './rotations';

export interface Fixtures {
  /** The reading account (history, balances, dashboard, messages). */
  reader: { id: string; token: string };
  /** Accepted friends and partners sending fuel both ways. */
  senders: { token: string; recipientId: number }[];
  productId: string;
  stationId: string;
  stationKey: string;
  paidOrderId: string;
  historyRows: number;
}

const userByEmail = async (db: Db, email: string) => {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no demo account ${email}`);
  return user;
};

export async function prepareFixtures(
  db: Db,
  config: Config,
  historyRows: number,
): Promise<Fixtures> {
  await seedCatalog(db);
  await seedDemoUsers(db);
  const ani = await userByEmail(db, 'ani@demo.fuel-cabinet.am');
  const davit = await userByEmail(db, 'davit@demo.fuel-cabinet.am');

  // The product and a station that sells it.
  const [sold] = await db
    .select({ productId: products.id, stationId: stations.id, stationCode: stations.code })
    .from(stationProducts)
    .innerJoin(products, eq(products.id, stationProducts.productId))
    .innerJoin(stations, eq(stations.id, stationProducts.stationId))
    .where(eq(products.active, true))
    .limit(1);
  if (!sold) throw new Error('no station sells a product');

  // Plenty to send and to refuel: a million litres each, bought through the ledger.
  for (const u of [ani, davit]) {
    await db.transaction((tx) =>
      postJournal(tx, 'purchase', randomUUID(), [
        { userId: null, account: 'sales', productId: sold.productId, quantity: -1_000_000_000 },
        { userId: u.id, account: 'available', productId: sold.productId, quantity: 1_000_000_000 },
      ]),
    );
  }

  // A long history for the reader, spread over products, stations, types and statuses.
  await db.execute(sql`insert into transactions (user_id, type, status_id, product_id, quantity, amount, station_id, reference_id, created_at)
    select ${ani.id}, ${TYPE_OF_ROW}, ${STATUS_OF_ROW},
      (select id from products order by sort_order limit 1 offset g % 6), (g % 50 + 1) * 1000, null,
      (select id from stations order by sort_order limit 1 offset g % 11), gen_random_uuid(),
      now() - interval '100 days' - make_interval(secs => g * 30)
    from generate_series(1, ${historyRows}) g`);
  // Messages: as many as a busy account keeps.
  await db.execute(sql`insert into notifications (user_id, template, params, created_at)
    select n.user_id, n.template, n.params, now() - make_interval(mins => g)
    from (select * from notifications where user_id = ${ani.id} limit 1) n, generate_series(1, 60) g`);
  await db.execute(sql`analyze`);

  const [order] = await db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(sql`${paymentOrders.userId} = ${ani.id} and ${paymentOrders.state} = 'paid'`)
    .limit(1);
  if (!order) throw new Error('no paid order');
  const { key } = await issueStationKey(db, sold.stationCode);

  const token = async (u: typeof ani) => (await startSession(db, config, u)).access_token;
  const pairs = await writerPairs(db, sold.productId);
  const senders = [];
  for (const [a, b] of pairs) {
    senders.push({ token: await token(a), recipientId: b.publicId });
    senders.push({ token: await token(b), recipientId: a.publicId });
  }
  return {
    reader: { id: ani.id, token: await token(ani) },
    senders,
    productId: sold.productId,
    stationId: sold.stationId,
    stationKey: key,
    paidOrderId: order.id,
    historyRows,
  };
}

/**
 * BENCH_WRITER_PAIRS pairs of accepted friends (default 100), each with a million litres: the
 * writes are spread over them as a real day's transfers and refuels are spread over many
 * accounts. With the four demo accounts alone, every write waited for the same two or four
 * balance rows, and the figure measured that one lock, not the API.
 */
async function writerPairs(db: Db, productId: string) {
  const n = Number(process.env.BENCH_WRITER_PAIRS ?? 100);
  await db.execute(sql`insert into users (public_id, type, first_name, last_name, email, password_hash)
    select 3000000 + g, 'individual', 'Writer', g::text, 'writer' || g || '@bench.am', 'x'
    from generate_series(1, ${2 * n}) g`);
  const writers = await db
    .select()
    .from(users)
    .where(
      inArray(
        users.publicId,
        Array.from({ length: 2 * n }, (_, i) => 3_000_001 + i),
      ),
    )
    .orderBy(users.publicId);
  const pairs: [typeof users.$inferSelect, typeof users.$inferSelect][] = [];
  for (let i = 0; i + 1 < writers.length; i += 2) {
    const a = writers[i];
    const b = writers[i + 1];
    if (a && b) pairs.push([a, b]);
  }
  if (pairs.length) {
    await db.insert(userRelations).values(
      pairs.map(([a, b]) => ({
        requesterId: a.id,
        addresseeId: b.id,
        status: 'accepted' as const,
        acceptedAt: new Date(),
      })),
    );
  }
  for (const u of writers) {
    await db.transaction((tx) =>
      postJournal(tx, 'purchase', randomUUID(), [
        { userId: null, account: 'sales', productId, quantity: -1_000_000_000 },
        { userId: u.id, account: 'available', productId, quantity: 1_000_000_000 },
      ]),
    );
  }
  return pairs;
}
