import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';

export type User = typeof users.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, 'publicId'>;

const live = isNull(users.deletedAt);

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), live));
  return user;
}

export async function findUserByPhone(db: Db, phone: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), live));
  return user;
}

export async function findUserById(db: Db, id: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), live));
  return user;
}

/** Whether any account exists yet, deleted ones included: the demo seeds an empty database. */
export async function hasUsers(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) > 0;
}

/** Which of these addresses belong to a live account. */
export async function findLiveEmails(db: Db, emails: string[]): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.email, emails), live));
  return rows.map((r) => r.email);
}

const randomPublicId = () => 1_000_000 + Math.floor(Math.random() * 9_000_000);

/** Inserts a user with a fresh random 7-digit public id (retried on the rare collision). */
export async function insertUser(db: Db, values: NewUser): Promise<User> {
  for (let attempt = 0; ; attempt++) {
    const publicId = randomPublicId();
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.publicId, publicId));
    if (taken && attempt < 20) continue;
    const [user] = await db
      .insert(users)
      .values({ ...values, publicId })
      .returning();
    if (!user) throw new Error('user was not inserted');
    return user;
  }
}

export async function setEmailConfirmed(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
    .where(eq(users.id, userId));
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** A confirmed change of address. */
export async function setEmail(db: Db, userId: string, email: string): Promise<void> {
  await db.update(users).set({ email, emailConfirmedAt: sql`now()` }).where(eq(users.id, userId));
}

/** What the header and the profile page show of the signed-in user; none for a deleted account. */
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
      receiptEmails: users.receiptEmails,
      language: users.language,
    })
    .from(users)
    .where(and(eq(users.id, userId), live));
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

/** The interface language the user last used (for messages sent while they are away). */
export async function findLanguage(db: Db, userId: string) {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row?.language;
}

export async function setLanguage(db: Db, userId: string, language: User['language']) {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

export async function setNewsletter(db: Db, userId: string, newsletter: boolean): Promise<void> {
  await db.update(users).set({ newsletter }).where(eq(users.id, userId));
}

export async function setReceiptEmails(db: Db, userId: string, on: boolean): Promise<void> {
  await db.update(users).set({ receiptEmails: on }).where(eq(users.id, userId));
}

/** Whether another live account already uses the address. */
export async function emailTaken(db: Db, email: string, exceptUserId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), live, sql`${users.id} <> ${exceptUserId}`));
  return rows.length > 0;
}

/**
 * Clears what identifies the person; the account row stays (anonymous) because the fuel
 * ledger and the history of the people they traded with refer to it. The caller ends the
 * account's sessions and mailed links (auth) in the same transaction.
 */
export async function anonymizeUser(db: Db, userId: string, passwordHash: string): Promise<void> {
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

/** Sets the new picture and returns the one it replaces. */
export async function swapProfilePicture(
  db: Db,
  userId: string,
  picture: string,
): Promise<string | null> {
  const [before] = await db
    .select({ picture: users.profilePicture })
    .from(users)
    .where(eq(users.id, userId));
  await db.update(users).set({ profilePicture: picture }).where(eq(users.id, userId));
  return before?.picture ?? null;
}

/** Takes the account's row lock until the transaction ends: one change per user at a time. */
export async function lockUser(db: Db, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
