import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { type Db, preparedOnce } from '../../db/database';
import { refreshTokens, users } from '../../db/schema';

export async function insertRefreshToken(
  db: Db,
  values: { userId: string; familyId: string; tokenHash: string; ttlSeconds: number },
): Promise<void> {
  await db.insert(refreshTokens).values({
    userId: values.userId,
    familyId: values.familyId,
    tokenHash: values.tokenHash,
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
    .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
  return row;
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
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

/**
 * Whether the session an access token names is still open: not logged out, revoked by a reset
 * or a password change, or ended with the account. Asked on every authenticated request, so
 * the end of a session takes effect at once on every instance.
 */
const sessionLive = preparedOnce((db) =>
  db
    .select({ one: sql<number>`1` })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
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
    .prepare('session_live'),
);

export async function isSessionLive(db: Db, familyId: string, userId: string): Promise<boolean> {
  const [row] = await sessionLive(db).execute({ familyId, userId });
  return !!row;
}
