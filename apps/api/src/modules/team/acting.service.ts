import type { ActAsReply, ActingAccount } from '@fuel/contract';
import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import { type AccessClaims, actorOf } from '../../lib/access-claims';
import { AppError } from '../../lib/app-error';
import { fullName, switchActing } from '../auth';
import { findUserById } from '../users';
import { findMemberships } from './members.repository';

/** The accounts a person may act for: their own, then each company they belong to. */
export async function listAccounts(db: Db, claims: AccessClaims): Promise<ActingAccount[]> {
  const personId = actorOf(claims);
  const [person, memberships] = await Promise.all([
    findUserById(db, personId),
    findMemberships(db, personId),
  ]);
  if (!person) throw new AppError('UNAUTHENTICATED');
  return [
    {
      account_id: person.publicId,
      name: fullName(person),
      type: person.type,
      role: person.type === 'company' ? 'owner' : null,
      current: claims.sub === person.id,
    },
    ...memberships.map((m) => ({
      account_id: m.publicId,
      name: m.companyName ?? `${m.firstName} ${m.lastName}`.trim(),
      type: 'company' as const,
      role: m.role,
      current: claims.sub === m.companyId,
    })),
  ];
}

/** Moves the session to act for one of the person's accounts (404 for any other). */
export async function actAs(
  deps: { db: Db; config: Config },
  claims: AccessClaims,
  accountId: number,
): Promise<ActAsReply> {
  const { db, config } = deps;
  const personId = actorOf(claims);
  const person = await findUserById(db, personId);
  if (!person) throw new AppError('UNAUTHENTICATED');
  if (accountId === person.publicId) {
    const role = person.type === 'company' ? 'owner' : undefined;
    const reply = await switchActing(db, config, claims.sid, { person, account: person, role });
    return { ...reply, role: role ?? null };
  }
  const membership = (await findMemberships(db, personId)).find((m) => m.publicId === accountId);
  const company = membership && (await findUserById(db, membership.companyId));
  if (!membership || !company) throw new AppError('NOT_FOUND');
  const reply = await switchActing(db, config, claims.sid, {
    person,
    account: company,
    role: membership.role,
  });
  return { ...reply, role: membership.role };
}
