import { apiUrlOf, friendsRoutes, type RouteDef, type UserType } from '@fuel/contract';
import { createUser, signIn, type TestUser } from './factories';
import type { TestApp } from './test-app';

/** A signed-in account: what tests that act through the API start from. */
export interface SignedIn extends TestUser {
  token: string;
}

export async function signedIn(t: TestApp, type: UserType = 'individual'): Promise<SignedIn> {
  const user = await createUser(t.database.db, { type });
  return { ...user, token: (await signIn(t.app, user)).access_token };
}

/** Calls `route` as `who`, in English unless the headers say otherwise. */
export function callAs(
  t: TestApp,
  who: SignedIn,
  route: Pick<RouteDef, 'method' | 'path'>,
  input: { params?: object; payload?: object; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method: route.method,
    url: apiUrlOf(route, input.params),
    headers: { authorization: `Bearer ${who.token}`, 'accept-language': 'en', ...input.headers },
    ...(input.payload === undefined ? {} : { payload: input.payload }),
  });
}

/** Makes two accounts friends (or partners) through the API. */
export async function befriend(t: TestApp, a: SignedIn, b: SignedIn): Promise<void> {
  const { sendRequest, accept } = friendsRoutes;
  const sent = await callAs(t, a, sendRequest, { payload: { user_id: b.publicId } });
  if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.body}`);
  const id = sendRequest.reply.parse(sent.json()).request.user_relation_id;
  const accepted = await callAs(t, b, accept, { payload: { user_relation_id: id } });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
}
