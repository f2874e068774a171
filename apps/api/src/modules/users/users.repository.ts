import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { pushSubscriptions, users } from '../../db/schema';

export async function findProfile(db: Db, userId: string) {
  const [row] = await db
    .select({
      publicId: users.publicId,
      type: users.type,
      firstName: users.firstName,
      lastName: users.lastName,
      companyName: users.companyName,
      taxId: users.taxId,
      legalAddress: users.legalAddress,
      email: users.email,
      phone: users.phone,
      profilePicture: users.profilePicture,
      newsletter: users.newsletter,
      language: users.language,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row;
}

/** Name, phone and, for a company, its name and legal details, as the user keeps them. */
export async function updateDetails(
  db: Db,
  userId: string,
  set: Partial<
    Pick<
      typeof users.$inferInsert,
      'firstName' | 'lastName' | 'phone' | 'companyName' | 'taxId' | 'legalAddress'
    >
  >,
): Promise<void> {
  await db.update(users).set(set).where(eq(users.id, userId));
}

/** One row per browser endpoint; a browser that changes hands moves to its new owner. */
export async function savePushSubscription(
  db: Db,
  userId: string,
  endpoint: string,
  keys: { p256dh: string; auth: string },
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint, keys })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, keys, createdAt: sql`now()` },
    });
}

export async function deletePushSubscription(
  db: Db,
  userId: string,
  endpoint: string,
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** The interface language the user last used (for messages sent while they are away). */
export async function findLanguage(db: Db, userId: string) {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row?.language;
}

export async function setLanguage(db: Db, userId: string, language: 'am' | 'en' | 'ru') {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}
