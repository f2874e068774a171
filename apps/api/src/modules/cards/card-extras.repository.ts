import type { CardExtraState, Language } from '@fuel/contract';
import { and, count, desc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { cardExtras, cards, companyMembers, products, users, vehicles } from '../../db/schema';
import { rowsToSkip } from '../../lib/paging';

export type CardExtraRow = typeof cardExtras.$inferSelect;

export async function insertCardExtra(
  db: Db,
  values: Pick<
    CardExtraRow,
    'cardId' | 'companyId' | 'productId' | 'askedBy' | 'quantity' | 'reason'
  >,
): Promise<CardExtraRow | undefined> {
  // The partial unique index keeps one open ask per card and fuel, however many arrive at once.
  const [row] = await db
    .insert(cardExtras)
    .values(values)
    .onConflictDoNothing({
      target: [cardExtras.cardId, cardExtras.productId],
      where: sql`${cardExtras.state} = 'open'`,
    })
    .returning();
  return row;
}

/**
 * Answers an open ask: only one of several answers at once finds it open. Undefined when it is
 * not the company's or no longer open.
 */
export async function decideCardExtra(
  db: Db,
  companyId: string,
  id: string,
  set: {
    state: Exclude<CardExtraState, 'open'>;
    decidedBy: string;
    decisionNote?: string | null;
    quantity?: number;
    hours?: number;
  },
  onlyAskedBy?: string,
): Promise<CardExtraRow | undefined> {
  const [row] = await db
    .update(cardExtras)
    .set({
      state: set.state,
      decidedBy: set.decidedBy,
      decisionNote: set.decisionNote ?? null,
      decidedAt: sql`now()`,
      ...(set.quantity ? { quantity: set.quantity } : {}),
      ...(set.hours ? { validUntil: sql`now() + make_interval(hours => ${set.hours})` } : {}),
    })
    .where(
      and(
        eq(cardExtras.id, id),
        eq(cardExtras.companyId, companyId),
        eq(cardExtras.state, 'open'),
        onlyAskedBy ? eq(cardExtras.askedBy, onlyAskedBy) : undefined,
      ),
    )
    .returning();
  return row;
}

export async function findCardExtraState(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select({ state: cardExtras.state, askedBy: cardExtras.askedBy })
    .from(cardExtras)
    .where(and(eq(cardExtras.id, id), eq(cardExtras.companyId, companyId)));
  return row;
}

/** Approved extra quantity valid now, per fuel, for these cards. */
export async function findValidExtras(db: Db, cardIds: string[]) {
  if (cardIds.length === 0) return [];
  return db
    .select({
      cardId: cardExtras.cardId,
      productId: cardExtras.productId,
      quantity: sql<number>`sum(${cardExtras.quantity})::bigint`.mapWith(Number),
    })
    .from(cardExtras)
    .where(
      and(
        inArray(cardExtras.cardId, cardIds),
        eq(cardExtras.state, 'approved'),
        gt(cardExtras.validUntil, sql`now()`),
      ),
    )
    .groupBy(cardExtras.cardId, cardExtras.productId);
}

const listColumns = (lang: Language) => ({
  extra: cardExtras,
  cardLast4: cards.last4,
  cardName: cards.name,
  vehiclePlate: vehicles.licensePlate,
  productName: sql<string>`${products.name}->>${lang}`,
  unit: products.unit,
  driverPublicId: users.publicId,
  driverFirst: users.firstName,
  driverLast: users.lastName,
});

/** The company's asks, newest first; a driver's own only, when `askedBy` is given. */
export async function findCardExtras(
  db: Db,
  companyId: string,
  lang: Language,
  q: {
    offset: number;
    limit: number;
    state?: CardExtraState;
    askedBy?: string;
    id?: string;
    /** A fleet manager kept to some card groups sees the asks on those groups' cards. */
    groupIds?: string[];
  },
) {
  const where: (SQL | undefined)[] = [eq(cardExtras.companyId, companyId)];
  if (q.groupIds)
    where.push(
      q.groupIds.length
        ? inArray(
            cardExtras.cardId,
            db.select({ id: cards.id }).from(cards).where(inArray(cards.groupId, q.groupIds)),
          )
        : sql`false`,
    );
  if (q.state) where.push(eq(cardExtras.state, q.state));
  if (q.askedBy) where.push(eq(cardExtras.askedBy, q.askedBy));
  if (q.id) where.push(eq(cardExtras.id, q.id));
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns(lang))
      .from(cardExtras)
      .innerJoin(cards, eq(cards.id, cardExtras.cardId))
      .leftJoin(vehicles, eq(vehicles.id, cards.vehicleId))
      .innerJoin(products, eq(products.id, cardExtras.productId))
      .innerJoin(users, eq(users.id, cardExtras.askedBy))
      .where(and(...where))
      .orderBy(desc(cardExtras.createdAt))
      .limit(q.limit)
      .offset(rowsToSkip(q)),
    db
      .select({ n: count() })
      .from(cardExtras)
      .where(and(...where)),
  ]);
  return { count: total?.n ?? 0, rows };
}

/** The live members these cards are assigned to, with their public ID and name. */
export async function findCardDrivers(db: Db, companyId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: users.id,
      publicId: users.publicId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        inArray(companyMembers.userId, userIds),
        isNull(companyMembers.removedAt),
      ),
    );
}

/** A live member of the company by public ID (whom a card may be assigned to). */
export async function findMemberByPublicId(db: Db, companyId: string, publicId: number) {
  const [row] = await db
    .select({ userId: users.id })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        eq(users.publicId, publicId),
        isNull(companyMembers.removedAt),
      ),
    );
  return row?.userId;
}
