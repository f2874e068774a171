import type { UserType } from '@fuel/contract';
import { API_ROUTES, apiUrlOf, type RouteReply, type SessionReply } from '@fuel/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { listDevMessages } from '../integrations/dev-mailbox/dev-mailbox.repository';
import { hashPassword } from '../lib/passwords';

let counter = 0;

export interface TestUser {
  id: string;
  publicId: number;
  email: string;
  phone: string;
  password: string;
  type: UserType;
}

/** A confirmed account in one line; every field can be overridden. */
export async function createUser(
  db: Db,
  overrides: Partial<Omit<TestUser, 'id' | 'publicId'>> & {
    confirmed?: boolean;
    companyName?: string;
  } = {},
): Promise<TestUser> {
  counter++;
  const n = `${process.pid}${counter}`.slice(-8).padStart(8, '0');
  const password = overrides.password ?? 'Secret123';
  const email = overrides.email ?? `user${n}@example.am`;
  const phone = overrides.phone ?? `+374${n}`;
  const type = overrides.type ?? 'individual';
  const [row] = await db
    .insert(users)
    .values({
      publicId: 1_000_000 + Math.floor(Math.random() * 8_999_999),
      type,
      firstName: 'Anna',
      lastName: 'Petrosyan',
      companyName: overrides.companyName ?? (type === 'company' ? 'Test Logistics LLC' : null),
      email,
      phone,
      passwordHash: await hashPassword(password),
      emailConfirmedAt: overrides.confirmed === false ? null : new Date(),
    })
    .returning({ id: users.id, publicId: users.publicId });
  if (!row) throw new Error('user not created');
  return { id: row.id, publicId: row.publicId, email, phone, password, type };
}

export async function deleteUser(db: Db, id: string): Promise<void> {
  await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, id));
}

/** Delivers queued messages and returns the newest one sent to `to`. */
export async function latestMessage(app: FastifyInstance, to: string) {
  await app.jobs.drain();
  const [message] = await listDevMessages(app.database.db, to);
  if (!message) throw new Error(`no message to ${to}`);
  return message;
}

export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
export const linkIn = (text: string) => /(https?:\/\/\S+)/.exec(text)?.[1] ?? '';

/** Signs in through the API (password, then the mailed code) and returns the session. */
export async function signIn(app: FastifyInstance, user: Pick<TestUser, 'email' | 'password'>) {
  const login = await app.inject({
    method: 'POST',
    url: apiUrlOf(API_ROUTES.auth.login),
    payload: { identifier: user.email, password: user.password },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const { challenge_id } = login.json() as RouteReply<typeof API_ROUTES.auth.login>;
  // The newest message with a code in its subject: a receipt's mail, sent by the jobs the
  // drain runs, may have arrived after it.
  await app.jobs.drain();
  const messages = await listDevMessages(app.database.db, user.email);
  const code = codeIn(messages.find((m) => codeIn(m.subject ?? ''))?.subject ?? '');
  const verified = await app.inject({
    method: 'POST',
    url: apiUrlOf(API_ROUTES.auth.verify2fa),
    payload: { challenge_id, code },
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return verified.json() as SessionReply;
}
