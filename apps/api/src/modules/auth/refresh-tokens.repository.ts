import type { TeamRole } from '@fuel/contract';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { type Db, preparedOnce } from '../../db/database';
import { companyMembers, refreshTokens, users } from '../../db/schema';
import type { SessionState } from './session-cache';

export async function insertRefreshToken(
  db: Db,
  values: {
    userId: string;
    familyId: string;
    tokenHash: string;
    ttlSeconds: number;
    actingFor: string | null;
  },
): Promise<void> {
  await db.insert(refreshTokens).values({
    userId: values.userId,
    familyId: values.familyId,
    tokenHash: values.tokenHash,
    actingFor: values.actingFor,
    expiresAt: sql`now() + make_interval(secs => ${values.ttlSeconds})`,
  });
}

/** Marks a live token rotated; only one of several concurrent callers gets the row. */
export async function rotateRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      actingFor: refreshTokens.actingFor,
    });
  return row;
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      actingFor: refreshTokens.actingFor,
      revoked: sql<boolean>`${refreshTokens.revokedAt} is not null`,
      expired: sql<boolean>`${refreshTokens.expiresAt} <= now()`,
      sinceRotated: sql<
        number | null
      >`extract(epoch from now() - ${refreshTokens.rotatedAt})::float`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllSessions(db: Db, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Every session of the user but the one still in use (after a password change). */
export async function revokeOtherSessions(db: Db, userId: string, keepFamilyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        ne(refreshTokens.familyId, keepFamilyId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}

/** Whom every token of a session acts for from now on (null: the person themselves). */
export async function setActingFor(db: Db, familyId: string, actingFor: string | null) {
  await db.update(refreshTokens).set({ actingFor }).where(eq(refreshTokens.familyId, familyId));
}

/** The person's live role in a company, if they are a member. */
export async function findMemberRole(
  db: Db,
  companyId: string,
  userId: string,
): Promise<TeamRole | undefined> {
  const [row] = await db
    .select({ role: companyMembers.role })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.userId, userId),
        isNull(companyMembers.removedAt),
      ),
    );
  return row?.role;
}

/**
 * The state of the session an access token names: open (not logged out, revoked by a reset or
 * a password change, or ended with the account), whom it acts for and the person's role there
 * now, and until when. Asked when the instance does not hold the session in its cache
 * (session-cache.ts), in one statement.
 */
const sessionState = preparedOnce((db) =>
  db
    .select({
      actingFor: refreshTokens.actingFor,
      role: companyMembers.role,
      cardGroupIds: companyMembers.cardGroupIds,
      expiresAt: refreshTokens.expiresAt,
    })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .leftJoin(
      companyMembers,
      and(
        eq(companyMembers.companyId, refreshTokens.actingFor),
        eq(companyMembers.userId, refreshTokens.userId),
        isNull(companyMembers.removedAt),
      ),
    )
    .where(
      and(
        eq(refreshTokens.familyId, sql.placeholder('familyId')),
        eq(refreshTokens.userId, sql.placeholder('userId')),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
        isNull(users.deletedAt),
      ),
    )
    .limit(1)
    .prepare('session_state'),
);

export async function findSessionState(
  db: Db,
  familyId: string,
  userId: string,
): Promise<SessionState | undefined> {
  const [row] = await sessionState(db).execute({ familyId, userId });
  return row;
}
