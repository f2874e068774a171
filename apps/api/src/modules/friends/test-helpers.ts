import { API_PREFIX, friendsRoutes, type UserType } from '@fuel/contract';
import type { FastifyInstance } from 'fastify';
import { createUser, signIn, type TestUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';

export interface Member extends TestUser {
  token: string;
}

/** A signed-in user with a language for its messages. */
export async function member(t: TestApp, type: UserType = 'individual'): Promise<Member> {
  const user = await createUser(t.database.db, { type });
  return { ...user, token: (await signIn(t.app, user)).access_token };
}

export function call(
  app: FastifyInstance,
  who: Member,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url: `${API_PREFIX}${url}`,
    headers: { authorization: `Bearer ${who.token}`, 'accept-language': 'en', ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Makes two users friends (or partners) through the API; returns the relation id. */
export async function connect(app: FastifyInstance, a: Member, b: Member): Promise<string> {
  const { sendRequest, accept } = friendsRoutes;
  const sent = await call(app, a, sendRequest.method, sendRequest.path, { user_id: b.publicId });
  if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.body}`);
  const id = sendRequest.reply.parse(sent.json()).request.user_relation_id;
  const accepted = await call(app, b, accept.method, accept.path, { user_relation_id: id });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  return id;
}
