import type { TeamRole } from '@fuel/contract';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companyMembers, users } from '../../db/schema';
import { rowsToSkip } from '../../lib/paging';

const memberColumns = {
  id: companyMembers.id,
  userId: companyMembers.userId,
  publicId: users.publicId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  role: companyMembers.role,
  cardGroupIds: companyMembers.cardGroupIds,
  createdAt: companyMembers.createdAt,
};
export type MemberRow = {
  id: string;
  userId: string;
  publicId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  role: TeamRole;
  cardGroupIds: string[] | null;
  createdAt: Date;
};

const live = (companyId: string) =>
  and(eq(companyMembers.companyId, companyId), isNull(companyMembers.removedAt));

/** The company's live members, owners first, then by when they joined. */
export async function findMembers(
  db: Db,
  companyId: string,
  page: { offset: number; limit: number },
): Promise<{ count: number; rows: MemberRow[] }> {
  const [rows, [total]] = await Promise.all([
    db
      .select(memberColumns)
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(live(companyId))
      .orderBy(
        sql`array_position(array['owner','administrator','fleet_manager','accountant','driver'], ${companyMembers.role})`,
        asc(companyMembers.createdAt),
      )
      .limit(page.limit)
      .offset(rowsToSkip(page)),
    db.select({ n: count() }).from(companyMembers).where(live(companyId)),
  ]);
  return { count: total?.n ?? 0, rows };
}

/** One live member, locked for a change (a role change or removal races no other). */
export async function lockMember(
  db: Db,
  companyId: string,
  memberId: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(live(companyId), eq(companyMembers.id, memberId)))
    .for('update', { of: companyMembers });
  return row;
}

export async function setMemberRole(
  db: Db,
  memberId: string,
  role: TeamRole,
  cardGroupIds: string[] | null,
): Promise<void> {
  await db
    .update(companyMembers)
    .set({ role, cardGroupIds })
    .where(eq(companyMembers.id, memberId));
}

export async function endMembership(db: Db, memberId: string): Promise<void> {
  await db
    .update(companyMembers)
    .set({ removedAt: sql`now()` })
    .where(and(eq(companyMembers.id, memberId), isNull(companyMembers.removedAt)));
}

/**
 * Adds a member; undefined when the person already belongs to the company (the unique index
 * on live memberships decides, so two acceptances at once make one member).
 */
export async function insertMember(
  db: Db,
  values: { companyId: string; userId: string; role: TeamRole },
): Promise<string | undefined> {
  const [row] = await db
    .insert(companyMembers)
    .values(values)
    .onConflictDoNothing({
      target: [companyMembers.companyId, companyMembers.userId],
      where: sql`${companyMembers.removedAt} is null`,
    })
    .returning({ id: companyMembers.id });
  return row?.id;
}

/** The companies a person belongs to, with their role in each. */
export async function findMemberships(db: Db, userId: string) {
  return db
    .select({
      companyId: companyMembers.companyId,
      role: companyMembers.role,
      publicId: users.publicId,
      companyName: users.companyName,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.companyId))
    .where(
      and(
        eq(companyMembers.userId, userId),
        isNull(companyMembers.removedAt),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(users.companyName));
}

/** A person's live role in a company. */
export async function findRole(
  db: Db,
  companyId: string,
  userId: string,
): Promise<TeamRole | undefined> {
  const [row] = await db
    .select({ role: companyMembers.role })
    .from(companyMembers)
    .where(and(live(companyId), eq(companyMembers.userId, userId)));
  return row?.role;
}
