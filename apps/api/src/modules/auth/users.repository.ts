import { and, eq, isNull, sql } from 'drizzle-orm';
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
