import {
  type ActAsReply,
  API_ROUTES,
  apiUrlOf,
  type SessionReply,
  type TeamRole,
} from '@fuel/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { companyMembers } from '../db/schema';
import { createUser, signIn, type TestUser } from './factories';

/** A person who belongs to `companyId` in `role`, straight in the table (the invite flow has its own tests). */
export async function addMember(db: Db, companyId: string, role: TeamRole, person?: TestUser) {
  const user = person ?? (await createUser(db));
  const [row] = await db
    .insert(companyMembers)
    .values({ companyId, userId: user.id, role })
    .returning({ id: companyMembers.id });
  if (!row) throw new Error('member not added');
  return { user, memberId: row.id };
}

/** Signs the person in and switches the session to act for the company (its public id). */
export async function actingFor(
  app: FastifyInstance,
  person: TestUser,
  companyPublicId: number,
): Promise<{ session: SessionReply; access: string }> {
  const session = await signIn(app, person);
  const res = await app.inject({
    method: 'POST',
    url: apiUrlOf(API_ROUTES.team.actAs),
    headers: { authorization: `Bearer ${session.access_token}` },
    payload: { account_id: companyPublicId },
  });
  if (res.statusCode !== 200) throw new Error(`act-as failed: ${res.body}`);
  return { session, access: (res.json() as ActAsReply).access_token };
}
