import type { RequestDirection } from '@fuel/contract';
import {
  and,
  type Column,
  desc,
  eq,
  isNull,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, preparedOnce } from '../../db/database';
import { userRelations, users } from '../../db/schema';
import { rowsToSkip } from '../../lib/paging';

export type RelationRow = typeof userRelations.$inferSelect;

/** What the other side of a relation sees of a user. */
export const displayName = (u: { companyName: Column; firstName: Column; lastName: Column }) =>
  sql<string>`coalesce(${u.companyName}, ${u.firstName} || ' ' || ${u.lastName})`;

export async function findUserByPublicId(db: Db, publicId: number) {
  const [row] = await db
    .select({ id: users.id, publicId: users.publicId, type: users.type })
    .from(users)
    .where(and(eq(users.publicId, publicId), isNull(users.deletedAt)));
  return row;
}

/** Public ID, name, type and language: what a message to or about a user needs. */
export async function findParty(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      publicId: users.publicId,
      type: users.type,
      name: displayName(users),
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row;
}

const pair = (a: string, b: string) =>
  or(
    and(eq(userRelations.requesterId, a), eq(userRelations.addresseeId, b)),
    and(eq(userRelations.requesterId, b), eq(userRelations.addresseeId, a)),
  );

/** The relation between two users, locked until the transaction ends. */
export async function lockPair(db: Db, a: string, b: string) {
  const [row] = await db.select().from(userRelations).where(pair(a, b)).for('update');
  return row;
}

export async function findAccepted(db: Db, a: string, b: string) {
  const [row] = await db
    .select({ id: userRelations.id })
    .from(userRelations)
    .where(and(pair(a, b), eq(userRelations.status, 'accepted')));
  return row;
}

export async function insertRelation(db: Db, requesterId: string, addresseeId: string) {
  const [row] = await db
    .insert(userRelations)
    .values({ requesterId, addresseeId, status: 'pending' })
    .returning();
  if (!row) throw new Error('relation was not inserted');
  return row;
}

export async function acceptRelation(db: Db, id: string) {
  const [row] = await db
    .update(userRelations)
    .set({ status: 'accepted', acceptedAt: sql`now()` })
    .where(eq(userRelations.id, id))
    .returning();
  if (!row) throw new Error('relation was not accepted');
  return row;
}

export async function deleteRelation(db: Db, id: string) {
  await db.delete(userRelations).where(eq(userRelations.id, id));
}

/** A relation the user is part of, locked; another user's id finds nothing. */
export async function lockRelationOf(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(userRelations)
    .where(
      and(
        eq(userRelations.id, id),
        or(eq(userRelations.requesterId, userId), eq(userRelations.addresseeId, userId)),
      ),
    )
    .for('update');
  return row;
}

const other = alias(users, 'other');
const otherId = (userId: string | Placeholder) =>
  sql`case when ${userRelations.requesterId} = ${userId} then ${userRelations.addresseeId} else ${userRelations.requesterId} end`;

function connectionsWhere(userId: string | Placeholder, search?: string): SQL | undefined {
  const where: (SQL | undefined)[] = [
    eq(userRelations.status, 'accepted'),
    or(eq(userRelations.requesterId, userId), eq(userRelations.addresseeId, userId)),
    isNull(other.deletedAt),
  ];
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const byId = /^\d{1,7}$/.test(search)
      ? sql`${other.publicId}::text like ${`${search}%`}`
      : undefined;
    where.push(or(sql`${displayName(other)} ilike ${pattern}`, byId));
  }
  return and(...where);
}

const connectionColumns = {
  userRelationId: userRelations.id,
  publicId: other.publicId,
  name: displayName(other),
  phone: other.phone,
  acceptedAt: userRelations.acceptedAt,
  createdAt: userRelations.createdAt,
};

export async function countConnections(db: Db, userId: string, search?: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userRelations)
    .innerJoin(other, eq(other.id, otherId(userId)))
    .where(connectionsWhere(userId, search));
  return row?.n ?? 0;
}

/**
 * The first pages of the user's connections without a search, with the count of all of them
 * on each row (no row when the page is empty). The friends and partners screens and the
 * dashboard read it on every visit: built once, prepared by name, one round trip.
 */
export function findConnectionsCounted(
  db: Db,
  userId: string,
  page: { offset: number; limit: number },
) {
  return connectionsCounted(db).execute({ userId, limit: page.limit, skip: rowsToSkip(page) });
}

const connectionsCounted = preparedOnce((db) => {
  const userId = sql.placeholder('userId');
  const all = sql`(select count(*)::int from ${userRelations} inner join ${users} ${sql.identifier('other')} on ${eq(other.id, otherId(userId))} where ${connectionsWhere(userId)})`;
  return db
    .select({ ...connectionColumns, total: sql<number>`${all}`.mapWith(Number) })
    .from(userRelations)
    .innerJoin(other, eq(other.id, otherId(userId)))
    .where(connectionsWhere(userId))
    .orderBy(desc(userRelations.acceptedAt), desc(userRelations.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('skip'))
    .prepare('connections_counted');
});

export function findConnections(
  db: Db,
  userId: string,
  q: { offset: number; limit: number; search?: string | undefined },
) {
  return db
    .select(connectionColumns)
    .from(userRelations)
    .innerJoin(other, eq(other.id, otherId(userId)))
    .where(connectionsWhere(userId, q.search))
    .orderBy(desc(userRelations.acceptedAt), desc(userRelations.id))
    .limit(q.limit)
    .offset(rowsToSkip(q));
}

export async function findConnection(db: Db, userId: string, id: string) {
  const [row] = await db
    .select(connectionColumns)
    .from(userRelations)
    .innerJoin(other, eq(other.id, otherId(userId)))
    .where(and(eq(userRelations.id, id), connectionsWhere(userId)));
  return row;
}

function requestsWhere(userId: string, direction: RequestDirection) {
  const mine =
    direction === 'incoming'
      ? eq(userRelations.addresseeId, userId)
      : eq(userRelations.requesterId, userId);
  return and(mine, eq(userRelations.status, 'pending'), isNull(other.deletedAt));
}

export async function countRequests(db: Db, userId: string, direction: RequestDirection) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userRelations)
    .innerJoin(other, eq(other.id, otherId(userId)))
    .where(requestsWhere(userId, direction));
  return row?.n ?? 0;
}

export function findRequests(
  db: Db,
  userId: string,
  direction: RequestDirection,
  page: { offset: number; limit: number },
) {
  return db
    .select({
      userRelationId: userRelations.id,
      publicId: other.publicId,
      name: displayName(other),
      createdAt: userRelations.createdAt,
    })
    .from(userRelations)
    .innerJoin(other, eq(other.id, otherId(userId)))
    .where(requestsWhere(userId, direction))
    .orderBy(desc(userRelations.createdAt), desc(userRelations.id))
    .limit(page.limit)
    .offset(rowsToSkip(page));
}
