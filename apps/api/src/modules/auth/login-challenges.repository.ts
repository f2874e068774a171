import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { loginChallenges } from '../../db/schema';

export type Challenge = typeof loginChallenges.$inferSelect;

export async function insertChallenge(
  db: Db,
  values: Pick<Challenge, 'id' | 'userId' | 'channel' | 'destination' | 'codeHash'> & {
    ttlSeconds: number;
  },
): Promise<void> {
  const { ttlSeconds, ...row } = values;
  await db
    .insert(loginChallenges)
    .values({ ...row, expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})` });
}

/** An open challenge: not used, not expired, tries left. */
export async function findOpenChallenge(db: Db, id: string, maxAttempts: number) {
  const [row] = await db
    .select({
      challenge: loginChallenges,
      sinceSent: sql<number>`extract(epoch from now() - ${loginChallenges.lastSentAt})::float`,
    })
    .from(loginChallenges)
    .where(
      and(
        eq(loginChallenges.id, id),
        isNull(loginChallenges.consumedAt),
        gt(loginChallenges.expiresAt, sql`now()`),
        lt(loginChallenges.attempts, maxAttempts),
      ),
    );
  return row;
}

/** Counts one try atomically; returns the tries used, or undefined if none were left. */
export async function countAttempt(db: Db, id: string, maxAttempts: number) {
  const [row] = await db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(
      and(
        eq(loginChallenges.id, id),
        isNull(loginChallenges.consumedAt),
        lt(loginChallenges.attempts, maxAttempts),
      ),
    )
    .returning({ attempts: loginChallenges.attempts });
  return row?.attempts;
}

/** Marks the challenge used; false when another request used it first. */
export async function consumeChallenge(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(loginChallenges)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.consumedAt)))
    .returning({ id: loginChallenges.id });
  return rows.length === 1;
}

/** Stores a new code for the challenge; `resent` counts a send and restarts the cooldown. */
export async function replaceChallengeCode(
  db: Db,
  id: string,
  codeHash: string,
  ttlSeconds: number,
  resent: boolean,
) {
  await db
    .update(loginChallenges)
    .set({
      codeHash,
      ...(resent ? { sends: sql`${loginChallenges.sends} + 1`, lastSentAt: sql`now()` } : {}),
      expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
    })
    .where(eq(loginChallenges.id, id));
}
