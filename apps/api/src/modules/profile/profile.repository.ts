import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { pushSubscriptions, users, vehicles } from '../../db/schema';

export async function findAccount(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      companyName: users.companyName,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row;
}

export async function emailTaken(db: Db, email: string, exceptUserId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.email, email), isNull(users.deletedAt), sql`${users.id} <> ${exceptUserId}`),
    );
  return rows.length > 0;
}

export async function updateUser(
  db: Db,
  userId: string,
  set: Partial<Pick<typeof users.$inferInsert, 'newsletter' | 'passwordHash'>>,
) {
  await db.update(users).set(set).where(eq(users.id, userId));
}

/**
 * Deletes what identifies the person; the account row stays (anonymous) because the fuel
 * ledger and the history of the people they traded with refer to it.
 */
export async function anonymize(db: Db, userId: string, passwordHash: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  await db.delete(vehicles).where(eq(vehicles.userId, userId));
  await db
    .update(users)
    .set({
      firstName: '—',
      lastName: '',
      companyName: null,
      taxId: null,
      legalAddress: null,
      email: sql`'deleted-' || ${users.id} || '@invalid'`,
      phone: null,
      passwordHash,
      profilePicture: null,
      newsletter: false,
      deletedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}
