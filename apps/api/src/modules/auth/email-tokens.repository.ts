import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { emailTokens } from '../../db/schema';

export type EmailTokenPurpose = (typeof emailTokens.$inferSelect)['purpose'];

export async function insertEmailToken(
  db: Db,
  values: {
    userId: string;
    purpose: EmailTokenPurpose;
    tokenHash: string;
    ttlSeconds: number;
    newEmail?: string;
  },
): Promise<string> {
  const [row] = await db
    .insert(emailTokens)
    .values({
      userId: values.userId,
      purpose: values.purpose,
      tokenHash: values.tokenHash,
      newEmail: values.newEmail ?? null,
      expiresAt: sql`now() + make_interval(secs => ${values.ttlSeconds})`,
    })
    .returning({ id: emailTokens.id });
  if (!row) throw new Error('token was not inserted');
  return row.id;
}

/** Seconds since the newest link of this purpose was made for the user (null: none yet). */
export async function secondsSinceLastEmailToken(
  db: Db,
  userId: string,
  purpose: EmailTokenPurpose,
): Promise<number | null> {
  const [row] = await db
    .select({ age: sql<number>`extract(epoch from now() - max(${emailTokens.createdAt}))::float` })
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose)));
  return row?.age ?? null;
}

/**
 * The one link of that id, purpose and token that can still be used: unused, unexpired, and its
 * account live (a deleted account's row stays, anonymous, and its links do nothing).
 */
const usable = (id: string, purpose: EmailTokenPurpose, tokenHash: string) =>
  and(
    eq(emailTokens.id, id),
    eq(emailTokens.purpose, purpose),
    eq(emailTokens.tokenHash, tokenHash),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, sql`now()`),
    sql`exists (select 1 from users u where u.id = ${emailTokens.userId} and u.deleted_at is null)`,
  );

/** Whether a link could be used now, without using it. */
export async function emailTokenUsable(
  db: Db,
  id: string,
  purpose: EmailTokenPurpose,
  tokenHash: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: emailTokens.id })
    .from(emailTokens)
    .where(usable(id, purpose, tokenHash));
  return row !== undefined;
}

/** Uses a link once. */
export async function useEmailToken(
  db: Db,
  id: string,
  purpose: EmailTokenPurpose,
  tokenHash: string,
): Promise<{ userId: string; newEmail: string | null } | undefined> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(id, purpose, tokenHash))
    .returning({ userId: emailTokens.userId, newEmail: emailTokens.newEmail });
  return row;
}

/** Ends the user's unused links of `purpose`, or all of them. */
export async function expireEmailTokens(db: Db, userId: string, purpose?: EmailTokenPurpose) {
  await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailTokens.userId, userId),
        purpose ? eq(emailTokens.purpose, purpose) : undefined,
        isNull(emailTokens.usedAt),
      ),
    );
}

/** The owner of a link whether or not it was used, and whether their e-mail is confirmed. */
export async function findEmailTokenOwner(
  db: Db,
  id: string,
  purpose: EmailTokenPurpose,
  tokenHash: string,
) {
  const [row] = await db
    .select({
      userId: emailTokens.userId,
      confirmed: sql<boolean>`exists (select 1 from users u where u.id = ${emailTokens.userId} and u.deleted_at is null and u.email_confirmed_at is not null)`,
      /** A change-of-address link: whether its user's address is now the one it confirmed. */
      changed: sql<boolean>`exists (select 1 from users u where u.id = ${emailTokens.userId} and u.deleted_at is null and u.email = ${emailTokens.newEmail})`,
    })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.id, id),
        eq(emailTokens.purpose, purpose),
        eq(emailTokens.tokenHash, tokenHash),
      ),
    );
  return row;
}
