import { apiUrlOf, friendsRoutes, type RouteDef, type UserType } from '@fuel/contract';
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

/** What a call sends besides its route: path parameters, query, body and extra headers. */
export interface CallInput {
  params?: object;
  /** Sent in this order, as `?name=value&…`. */
  query?: Record<string, string | number>;
  payload?: unknown;
  headers?: Record<string, string>;
}

/** Calls `route` as `who`, in English unless the headers say otherwise. */
export function call(
  app: FastifyInstance,
  who: Member,
  route: Pick<RouteDef, 'method' | 'path'>,
  { params, query, payload, headers = {} }: CallInput = {},
) {
  const pairs = Object.entries(query ?? {}).map(([k, v]): [string, string] => [k, String(v)]);
  const search = query === undefined ? '' : `?${new URLSearchParams(pairs)}`;
  return app.inject({
    method: route.method,
    url: `${apiUrlOf(route, params)}${search}`,
    headers: { authorization: `Bearer ${who.token}`, 'accept-language': 'en', ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Makes two users friends (or partners) through the API; returns the relation id. */
export async function connect(app: FastifyInstance, a: Member, b: Member): Promise<string> {
  const { sendRequest, accept } = friendsRoutes;
  const sent = await call(app, a, sendRequest, { payload: { user_id: b.publicId } });
  if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.body}`);
  const id = sendRequest.reply.parse(sent.json()).request.user_relation_id;
  const accepted = await call(app, b, accept, { payload: { user_relation_id: id } });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  return id;
}
