import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/database';
import { cardGroups, cards, companyMembers } from '../../db/schema';

/** The company's groups with how many open cards each holds, by name. */
export function findCardGroups(db: Db, companyId: string) {
  return db
    .select({
      id: cardGroups.id,
      name: cardGroups.name,
      cards: sql<number>`(select count(*)::int from ${cards} where ${cards.groupId} = ${cardGroups.id} and ${cards.state} <> 'closed')`,
    })
    .from(cardGroups)
    .where(eq(cardGroups.companyId, companyId))
    .orderBy(asc(sql`lower(${cardGroups.name})`));
}

/** These groups of the company, by id (the ones that exist). */
export function findCardGroupsByIds(db: Db, companyId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: cardGroups.id, name: cardGroups.name })
    .from(cardGroups)
    .where(and(eq(cardGroups.companyId, companyId), inArray(cardGroups.id, ids)));
}

/**
 * Holds the company's groups still until the transaction ends: creating one counts the existing
 * ones first, and two creations at once must not both pass the count.
 */
export async function lockCardGroupsOf(db: Db, companyId: string): Promise<number> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`card_groups:${companyId}`}, 0))`,
  );
  const [row] = await db
    .select({ n: count() })
    .from(cardGroups)
    .where(eq(cardGroups.companyId, companyId));
  return row?.n ?? 0;
}

/** A new group; undefined when the company already has one of that name (any case). */
export async function insertCardGroup(db: Db, companyId: string, name: string) {
  const [row] = await db
    .insert(cardGroups)
    .values({ companyId, name })
    .onConflictDoNothing()
    .returning({ id: cardGroups.id, name: cardGroups.name });
  return row;
}

export async function renameCardGroup(db: Db, companyId: string, id: string, name: string) {
  const [row] = await db
    .update(cardGroups)
    .set({ name })
    .where(and(eq(cardGroups.id, id), eq(cardGroups.companyId, companyId)))
    .returning({ id: cardGroups.id, name: cardGroups.name });
  return row;
}

/** Whether cards or fleet managers still use the group. */
export async function cardGroupInUse(db: Db, id: string): Promise<boolean> {
  const result = await db.execute(sql`select
      exists (select 1 from ${cards} where ${cards.groupId} = ${id} and ${cards.state} <> 'closed')
      or exists (select 1 from ${companyMembers} where ${companyMembers.removedAt} is null
        and ${id} = any(${companyMembers.cardGroupIds})) as used`);
  return !!rowsOf<{ used: boolean }>(result)[0]?.used;
}

export async function deleteCardGroup(db: Db, companyId: string, id: string): Promise<boolean> {
  // Closed cards keep their history, not their group.
  await db.update(cards).set({ groupId: null }).where(eq(cards.groupId, id));
  const rows = await db
    .delete(cardGroups)
    .where(and(eq(cardGroups.id, id), eq(cardGroups.companyId, companyId)))
    .returning({ id: cardGroups.id });
  return rows.length > 0;
}
