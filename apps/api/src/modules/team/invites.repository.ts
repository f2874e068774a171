import type { TeamRole } from '@fuel/contract';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companyInvites, users } from '../../db/schema';
import { rowsToSkip } from '../../lib/paging';

const open = (companyId: string) =>
  and(
    eq(companyInvites.companyId, companyId),
    isNull(companyInvites.acceptedAt),
    isNull(companyInvites.revokedAt),
    gt(companyInvites.expiresAt, sql`now()`),
  );

export async function insertInvite(
  db: Db,
  values: {
    companyId: string;
    email: string;
    phone: string | null;
    role: TeamRole;
    tokenHash: string;
    invitedBy: string;
    days: number;
  },
) {
  const { days, ...rest } = values;
  const [row] = await db
    .insert(companyInvites)
    .values({ ...rest, expiresAt: sql`now() + make_interval(days => ${days})` })
    .returning();
  if (!row) throw new Error('invite not stored');
  return row;
}

/** Open invitations, newest first, with who sent each. */
export async function findOpenInvites(
  db: Db,
  companyId: string,
  page: { offset: number; limit: number },
) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: companyInvites.id,
        email: companyInvites.email,
        phone: companyInvites.phone,
        role: companyInvites.role,
        expiresAt: companyInvites.expiresAt,
        createdAt: companyInvites.createdAt,
        inviterFirst: users.firstName,
        inviterLast: users.lastName,
        inviterCompany: users.companyName,
      })
      .from(companyInvites)
      .innerJoin(users, eq(users.id, companyInvites.invitedBy))
      .where(open(companyId))
      .orderBy(desc(companyInvites.createdAt))
      .limit(page.limit)
      .offset(rowsToSkip(page)),
    db.select({ n: count() }).from(companyInvites).where(open(companyId)),
  ]);
  return { count: total?.n ?? 0, rows };
}

/** Revokes an open invitation; false when there is none by that id for the company. */
export async function revokeInvite(db: Db, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(companyInvites)
    .set({ revokedAt: sql`now()` })
    .where(and(open(companyId), eq(companyInvites.id, id)))
    .returning({ id: companyInvites.id });
  return rows.length > 0;
}

/** An invitation by id with its company's name, whatever its state. */
export async function findInvite(db: Db, id: string) {
  const [row] = await db
    .select({
      id: companyInvites.id,
      companyId: companyInvites.companyId,
      email: companyInvites.email,
      phone: companyInvites.phone,
      role: companyInvites.role,
      tokenHash: companyInvites.tokenHash,
      expiresAt: companyInvites.expiresAt,
      acceptedAt: companyInvites.acceptedAt,
      revokedAt: companyInvites.revokedAt,
      expired: sql<boolean>`${companyInvites.expiresAt} <= now()`,
      companyName: users.companyName,
      companyFirst: users.firstName,
      companyLast: users.lastName,
      companyDeleted: sql<boolean>`${users.deletedAt} is not null`,
    })
    .from(companyInvites)
    .innerJoin(users, eq(users.id, companyInvites.companyId))
    .where(eq(companyInvites.id, id));
  return row;
}

/** Uses an open invitation once: only one of several acceptances at once gets the row. */
export async function useInvite(db: Db, id: string, acceptedBy: string): Promise<boolean> {
  const rows = await db
    .update(companyInvites)
    .set({ acceptedAt: sql`now()`, acceptedBy })
    .where(
      and(
        eq(companyInvites.id, id),
        isNull(companyInvites.acceptedAt),
        isNull(companyInvites.revokedAt),
        gt(companyInvites.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: companyInvites.id });
  return rows.length > 0;
}
