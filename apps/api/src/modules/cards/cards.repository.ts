import type { CardsQuery, Language } from '@fuel/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  lt,
  min,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/database';
import {
  balances,
  cardActivationFailures,
  cardBalances,
  cardProducts,
  cards,
  products,
  stationProducts,
  vehicles,
} from '../../db/schema';
import { rowsToSkip } from '../../lib/paging';

export type CardRow = typeof cards.$inferSelect;
export type NewCard = typeof cards.$inferInsert;

/**
 * What part of the company's cards someone sees (DESIGN §5.8): a driver, the cards assigned to
 * them; a fleet manager kept to some groups, the cards of those groups.
 */
export type CardScope = { driverId?: string; groupIds?: string[] };

/** The conditions of a scope, for any query over `cards`. */
export function inScope(scope: CardScope): SQL | undefined {
  return and(
    scope.driverId ? eq(cards.driverUserId, scope.driverId) : undefined,
    scope.groupIds
      ? scope.groupIds.length
        ? inArray(cards.groupId, scope.groupIds)
        : sql`false`
      : undefined,
  );
}

function filters(
  userId: string,
  q: Pick<CardsQuery, 'status' | 'search' | 'group_id'> & CardScope,
): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(cards.userId, userId), inScope(q)];
  if (q.group_id) where.push(eq(cards.groupId, q.group_id));
  // Closed cards stay for their history but leave the list unless asked for.
  where.push(q.status ? eq(cards.state, q.status) : ne(cards.state, 'closed'));
  if (q.search) {
    const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        ilike(cards.number, like),
        ilike(cards.name, like),
        sql`exists (select 1 from ${vehicles} where ${vehicles.id} = ${cards.vehicleId}
          and ${vehicles.plateKey} ilike ${like.replace(/[\s-]/g, '')})`,
      ),
    );
  }
  return and(...where);
}

const columns = {
  card: cards,
  vehiclePlate: vehicles.licensePlate,
  vehicleOdometerKm: vehicles.odometerKm,
};

export async function countCards(db: Db, userId: string, q: CardsQuery & CardScope) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cards)
    .where(filters(userId, q));
  return row?.n ?? 0;
}

export function findCards(db: Db, userId: string, q: CardsQuery & CardScope) {
  return db
    .select(columns)
    .from(cards)
    .leftJoin(vehicles, eq(vehicles.id, cards.vehicleId))
    .where(filters(userId, q))
    .orderBy(desc(cards.createdAt), desc(cards.id))
    .limit(q.limit)
    .offset(rowsToSkip(q));
}

/** One card of one owner; another owner's id finds nothing. */
export async function findCard(db: Db, userId: string, id: string, scope: CardScope = {}) {
  const [row] = await db
    .select(columns)
    .from(cards)
    .leftJoin(vehicles, eq(vehicles.id, cards.vehicleId))
    .where(and(eq(cards.id, id), eq(cards.userId, userId), inScope(scope)));
  return row;
}

/** Locks the card row: every change of its fuel, limits or PIN state goes one at a time. */
export async function lockCard(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.id, id), eq(cards.userId, userId)))
    .for('update');
  return row;
}

export async function lockCardByNumber(db: Db, number: string) {
  const [row] = await db.select().from(cards).where(eq(cards.number, number)).for('update');
  return row;
}

/**
 * Takes the company's activation lock until the transaction ends: its tries are counted and
 * recorded one after the other. An advisory lock rather than the account's row, so that the
 * company's refuels and payments do not wait on the code check meanwhile.
 */
export async function lockActivationsOf(db: Db, userId: string) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`card-activation:${userId}`}, 0))`,
  );
}

/** The company's wrong activations within the last `seconds`, and when the oldest was. */
export async function recentActivationFailures(db: Db, userId: string, seconds: number) {
  const [row] = await db
    .select({ count: count(), oldest: min(cardActivationFailures.failedAt) })
    .from(cardActivationFailures)
    .where(
      and(
        eq(cardActivationFailures.userId, userId),
        gt(cardActivationFailures.failedAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    );
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

/** Counts a wrong activation; the company's rows older than `seconds` go at the same time. */
export async function recordActivationFailure(db: Db, userId: string, seconds: number) {
  await db
    .delete(cardActivationFailures)
    .where(
      and(
        eq(cardActivationFailures.userId, userId),
        lt(cardActivationFailures.failedAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    );
  await db.insert(cardActivationFailures).values({ userId });
}

export async function updateCard(db: Db, id: string, set: Partial<NewCard>) {
  await db.update(cards).set(set).where(eq(cards.id, id));
}

export async function insertCards(db: Db, rows: NewCard[]) {
  if (rows.length === 0) return [];
  return db.insert(cards).values(rows).returning({ id: cards.id });
}

export function findCardProducts(db: Db, cardIds: string[], lang: Language) {
  if (cardIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      cardId: cardProducts.cardId,
      productId: cardProducts.productId,
      name: sql<string>`${products.name}->>${lang}`,
      unit: products.unit,
      dayLimit: cardProducts.dayLimit,
      monthLimit: cardProducts.monthLimit,
    })
    .from(cardProducts)
    .innerJoin(products, eq(products.id, cardProducts.productId))
    .where(inArray(cardProducts.cardId, cardIds))
    .orderBy(asc(products.sortOrder));
}

export async function replaceCardProducts(
  db: Db,
  cardId: string,
  rows: { productId: string; dayLimit: number | null; monthLimit: number | null }[],
) {
  await db.delete(cardProducts).where(eq(cardProducts.cardId, cardId));
  if (rows.length > 0) await db.insert(cardProducts).values(rows.map((r) => ({ cardId, ...r })));
}

export async function findCardProduct(db: Db, cardId: string, productId: string) {
  const [row] = await db
    .select()
    .from(cardProducts)
    .where(and(eq(cardProducts.cardId, cardId), eq(cardProducts.productId, productId)));
  return row;
}

export function findCardBalances(db: Db, cardIds: string[], lang: Language) {
  if (cardIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      cardId: cardBalances.cardId,
      productId: cardBalances.productId,
      name: sql<string>`${products.name}->>${lang}`,
      unit: products.unit,
      available: cardBalances.available,
      held: cardBalances.held,
    })
    .from(cardBalances)
    .innerJoin(products, eq(products.id, cardBalances.productId))
    .where(inArray(cardBalances.cardId, cardIds))
    .orderBy(asc(products.sortOrder));
}

/**
 * Fuel drawn with the card today and this month (Yerevan calendar) per product: what was
 * dispensed plus what is held for refuels still under way.
 */
export async function findCardUsage(db: Db, cardIds: string[]) {
  if (cardIds.length === 0) return [];
  const result = await db.execute(sql`
    select card_id, product_id,
      coalesce(sum(coalesce(dispensed, quantity)) filter (where created_at >=
        (date_trunc('day', now() at time zone 'Asia/Yerevan') at time zone 'Asia/Yerevan')), 0)::bigint as day,
      coalesce(sum(coalesce(dispensed, quantity)), 0)::bigint as month
    from card_refuels
    where card_id in (${sql.join(
      cardIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and state in ('active', 'completed')
      and created_at >= (date_trunc('month', now() at time zone 'Asia/Yerevan') at time zone 'Asia/Yerevan')
    group by card_id, product_id`);
  const rows = rowsOf<{
    card_id: string;
    product_id: string;
    day: string | number;
    month: string | number;
  }>(result);
  return rows.map((r) => ({
    cardId: r.card_id,
    productId: r.product_id,
    day: Number(r.day),
    month: Number(r.month),
  }));
}

/** For the demo: the product the company holds most of, and a station that sells it. */
export async function demoProductsAndStation(db: Db, userId: string) {
  const [top] = await db
    .select({ productId: balances.productId })
    .from(balances)
    .where(eq(balances.userId, userId))
    .orderBy(desc(balances.available))
    .limit(1);
  if (!top) return { product: undefined, stationId: undefined };
  const [station] = await db
    .select({ id: stationProducts.stationId })
    .from(stationProducts)
    .where(eq(stationProducts.productId, top.productId))
    .limit(1);
  return { product: top.productId, stationId: station?.id };
}
