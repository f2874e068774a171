import {
  type ActAsReply,
  API_ROUTES,
  apiUrlOf,
  type CardUpdateBody,
  type RouteReply,
  type TeamRole,
} from '@fuel/contract';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import {
  apiLogin,
  createUser,
  DEMO,
  type NewUser,
  type Session,
  seedSession,
  stillFresh,
} from './accounts';
import type { DevCardOrderAdvance } from './dev-tools';
import { waitForMail } from './mail';

const T = API_ROUTES.team;
const auth = (s: Session) => ({ Authorization: `Bearer ${s.access_token}` });

/** The demo company's name as seeded (a test elsewhere may add a word after it for a while). */
export const COMPANY_NAME = 'Արարատ Տրանս ՍՊԸ';

/** The demo team's people (apps/api/src/db/seed/demo-users.ts), each with a personal login. */
const DEMO_TEAM = {
  manager: { identifier: 'manager@demo.fuel-cabinet.am', password: 'DemoTeam2' },
  accountant: { identifier: 'accountant@demo.fuel-cabinet.am', password: 'DemoTeam3' },
} as const;

let owner: Session | undefined;

/** The demo company's own login (its owner), signed in once per worker while it stays fresh. */
export async function ownerSession(request: APIRequestContext): Promise<Session> {
  if (!owner || !stillFresh(owner)) {
    owner = await apiLogin(request, DEMO.company.identifier, DEMO.company.password);
  }
  return owner;
}

/** The path of the invitation link in an e-mail or SMS, in `language`. */
export function inviteLinkIn(text: string, language: string): string {
  const url = /https?:\/\/[^\s"<>]+\/team-invite\/[^\s"<>]+/.exec(text)?.[0];
  if (!url) throw new Error(`No invitation link in: ${text}`);
  // The link is in the reader's language; the test reads the page in its own.
  return new URL(url).pathname.replace(/^\/\w\w\//, `/${language}/`);
}

/** The owner invites `email` as `role` through the API; returns the link from the e-mail. */
async function inviteByApi(
  request: APIRequestContext,
  by: Session,
  email: string,
  role: TeamRole,
): Promise<string> {
  const after = Date.now();
  const reply = await request.post(apiUrlOf(T.invite), {
    headers: auth(by),
    data: { email, role },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  return inviteLinkIn((await waitForMail(email, { after })).text, 'en');
}

/** Accepts the invitation at `link` as the signed-in person, through the API. */
async function acceptByApi(
  request: APIRequestContext,
  person: Session,
  link: string,
): Promise<RouteReply<typeof T.acceptInvite>> {
  const [, id, token] = /team-invite\/([^/]+)\/([^/]+)$/.exec(link) ?? [];
  const reply = await request.post(apiUrlOf(T.acceptInvite, { id, token }), {
    headers: auth(person),
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return (await reply.json()) as RouteReply<typeof T.acceptInvite>;
}

/** Moves the person's session to act for `accountId`; the session as the app would keep it. */
export async function actAs(
  request: APIRequestContext,
  person: Session,
  accountId: number,
): Promise<Session> {
  const reply = await request.post(apiUrlOf(T.actAs), {
    headers: auth(person),
    data: { account_id: accountId },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  const { role: _role, ...session } = (await reply.json()) as ActAsReply;
  // The refresh token stays the same: it now refreshes the company's tokens.
  return { ...session, refresh_token: person.refresh_token };
}

interface Member {
  user: NewUser;
  /** The person's own session (stale once it acts for the company). */
  person: Session;
  /** The same session acting for the company. */
  acting: Session;
}

/** A new person who joins the demo company as `role` and acts for it, all through the API. */
export async function newMember(
  request: APIRequestContext,
  role: TeamRole,
  name: string,
): Promise<Member> {
  const by = await ownerSession(request);
  const user = await createUser(request, name);
  const person = await apiLogin(request, user.email, user.password);
  await acceptByApi(request, person, await inviteByApi(request, by, user.email, role));
  return { user, person, acting: await actAs(request, person, by.user_id) };
}

/** A demo team member signed in through the API and acting for the demo company. */
export async function demoMember(
  request: APIRequestContext,
  who: keyof typeof DEMO_TEAM,
): Promise<Session> {
  const person = await apiLogin(request, DEMO_TEAM[who].identifier, DEMO_TEAM[who].password);
  return actAs(request, person, (await ownerSession(request)).user_id);
}

/** The membership's id (what removal addresses) of the person with the public ID `userId`. */
export async function membershipOf(
  request: APIRequestContext,
  by: Session,
  userId: number,
): Promise<string> {
  const reply = await request.get(apiUrlOf(T.members), {
    headers: auth(by),
    params: { limit: 100 },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  const { data } = (await reply.json()) as RouteReply<typeof T.members>;
  const member = data.find((m) => m.user_id === userId);
  if (!member) throw new Error(`${userId} is not a member`);
  return member.id;
}

/** A card of the demo company, ordered through the API and handed over at once. */
export async function handedOverCard(
  request: APIRequestContext,
  by: Session,
): Promise<DevCardOrderAdvance['cards'][number]> {
  const stations = await request.get(apiUrlOf(API_ROUTES.stations.list), {
    params: { limit: 100 },
  });
  const station = ((await stations.json()) as RouteReply<typeof API_ROUTES.stations.list>).data[0]
    ?.id;
  const order = await request.post(apiUrlOf(API_ROUTES.cards.order), {
    headers: auth(by),
    data: { quantity: 1, station_id: station },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { id } = (await order.json()) as RouteReply<typeof API_ROUTES.cards.order>;
  const reply = await request.post('/dev/card-orders/advance', {
    data: { id, to: 'handed_over' },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  const [card] = ((await reply.json()) as DevCardOrderAdvance).cards;
  if (!card) throw new Error('the order handed over no card');
  return card;
}

/** Changes a card's settings through the API (only the fields given). */
export async function updateCard(
  request: APIRequestContext,
  by: Session,
  id: string,
  data: CardUpdateBody,
): Promise<void> {
  const reply = await request.patch(apiUrlOf(API_ROUTES.cards.update, { id }), {
    headers: auth(by),
    data,
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

/** A window of its own (another person's browser) at `width` px, signed in as `session`. */
export async function windowFor(
  browser: Browser,
  session: Session | null,
  width = 1366,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  if (session) await seedSession(page, session);
  return page;
}

/**
 * Plays the pump at Komitas on the development pump page, in a tab of its own: the card's
 * number, its PIN, the fuel and the volume dispensed. Returns the page's result line.
 */
export async function pumpWithCard(
  pump: Page,
  card: { number: string; pin: string; product: string },
  volume: string,
) {
  await pump.goto('/dev/pump');
  const form = pump.locator('form[action="/dev/pump/card"]');
  await form.getByLabel('Station').selectOption('YVN-KOMITAS');
  await form.getByLabel('Card number').fill(card.number);
  await form.getByLabel('PIN').fill(card.pin);
  await form.getByLabel('Fuel').selectOption(card.product);
  await form.getByLabel(/^Volume dispensed/).fill(volume);
  await form.getByRole('button', { name: 'Pay with card' }).click();
  return pump.getByRole('status');
}

/** Plays the pump at Komitas with a refuel code (a balance's or a card's): the result line. */
export async function pumpWithCode(pump: Page, code: string, volume: string) {
  await pump.goto('/dev/pump');
  const form = pump.locator('form[action="/dev/pump"]');
  await form.getByLabel('Station').selectOption('YVN-KOMITAS');
  await form.getByLabel('Refuel code').fill(code);
  await form.getByLabel('Volume dispensed').fill(volume);
  await form.getByRole('button', { name: 'Dispense', exact: true }).click();
  return pump.getByRole('status');
}
