import { API_ROUTES, apiUrlOf, type RouteReply } from '@fuel/contract';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { apiLogin, createUser, type Session, seedSession } from './accounts';

const auth = (s: Session) => ({ Authorization: `Bearer ${s.access_token}` });

/** A new confirmed individual, signed in through the API. */
export async function newIndividual(request: APIRequestContext, name: string): Promise<Session> {
  const user = await createUser(request, name);
  return apiLogin(request, user.email, user.password);
}

/** A second browser window for the other side, signed in as `session`. */
export async function pageFor(browser: Browser, session: Session): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await seedSession(page, session);
  return page;
}

/** Makes `a` and `b` friends (or partners) through the API: a request and its acceptance. */
export async function connect(request: APIRequestContext, a: Session, b: Session): Promise<string> {
  const sent = await request.post(apiUrlOf(API_ROUTES.friends.sendRequest), {
    headers: auth(a),
    data: { user_id: b.user_id },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const incoming = await request.get(apiUrlOf(API_ROUTES.friends.requests), {
    params: { type: 'incoming' },
    headers: auth(b),
  });
  // With a type, the reply is that one list (without, both lists).
  const { data } = (await incoming.json()) as Extract<
    RouteReply<typeof API_ROUTES.friends.requests>,
    { data: unknown }
  >;
  const relation = data.find((r) => r.id === a.user_id);
  if (!relation) throw new Error('the request did not arrive');
  const accepted = await request.put(apiUrlOf(API_ROUTES.friends.accept), {
    headers: auth(b),
    data: { user_relation_id: relation.user_relation_id },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return relation.user_relation_id;
}

/** The page never scrolls sideways (phone layout). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** `asker` asks `giver` for `quantity` of a product through the API. */
export async function askForFuel(
  request: APIRequestContext,
  asker: Session,
  giver: Session,
  productId: string,
  quantity: number,
  note: string | null = null,
): Promise<void> {
  const reply = await request.post(apiUrlOf(API_ROUTES.friends.askForFuel), {
    headers: auth(asker),
    data: { user_id: giver.user_id, product_id: productId, quantity, note },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

/** Sends a friend request through the API and leaves it pending. */
export async function sendRequest(
  request: APIRequestContext,
  from: Session,
  to: Session,
): Promise<void> {
  const reply = await request.post(apiUrlOf(API_ROUTES.friends.sendRequest), {
    headers: auth(from),
    data: { user_id: to.user_id },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

/**
 * Opens `path` and waits until the page's live event stream is connected: events sent before
 * that are not delivered, so a test that acts at once on the other side would race it.
 */
export async function openLive(page: Page, path: string): Promise<void> {
  await Promise.all([
    page.waitForResponse(
      (r) => r.url().includes(apiUrlOf(API_ROUTES.events.stream)) && r.status() === 200,
    ),
    page.goto(path),
  ]);
}

/** The seed's second demo company, a partner of the first one. */
export const SECOND_COMPANY = {
  identifier: 'cargo@demo.fuel-cabinet.am',
  password: 'DemoPass4',
} as const;

/** The accepted relation between two users, if any, as `a` sees it. */
export async function relationWith(
  request: APIRequestContext,
  a: Session,
  b: Session,
): Promise<string | null> {
  const reply = await request.get(apiUrlOf(API_ROUTES.friends.connections), {
    params: { search: b.user_id },
    headers: auth(a),
  });
  const { data } = (await reply.json()) as RouteReply<typeof API_ROUTES.friends.connections>;
  return data.find((c) => c.id === b.user_id)?.user_relation_id ?? null;
}
