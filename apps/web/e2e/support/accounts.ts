import {
  API_PREFIX,
  API_ROUTES,
  apiUrlOf,
  type RouteReply,
  type SessionReply,
} from '@fuel/contract';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { CODE_SUBJECT, codeIn, linkIn, waitForMail, waitForSms, withAccountLock } from './mail';

/** The demo accounts the server seeds on an empty database. */
export const DEMO = {
  individual: { identifier: 'ani@demo.fuel-cabinet.am', password: 'DemoPass1' },
  company: { identifier: 'fleet@demo.fuel-cabinet.am', password: 'DemoPass2' },
} as const;

/** What verify-2fa answers: the tokens and who signed in. */
export type Session = SessionReply;

export interface NewUser {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
}

let counter = 0;

/** Fresh, unique details for a registration. */
export function newUserDetails(firstName = 'Test'): NewUser {
  counter += 1;
  const unique = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  const digits = `${Date.now()}${process.pid}${counter}`.slice(-8);
  return {
    first_name: firstName,
    last_name: 'User',
    email: `user-${unique}@example.com`,
    phone: `+374${digits}`,
    password: 'E2e-pass-1',
  };
}

/** Registers and confirms a new individual through the API and the captured e-mail. */
export async function createUser(request: APIRequestContext, firstName?: string): Promise<NewUser> {
  const user = newUserDetails(firstName);
  const after = Date.now();
  const reply = await request.post(apiUrlOf(API_ROUTES.registration.register), { data: user });
  expect(reply.status()).toBe(200);
  const mail = await waitForMail(user.email, { after });
  // The e-mail links to the web page /{lang}/auth/confirm-email/…; the API confirms at /confirm-email/….
  const confirm = await request.get(
    `${API_PREFIX}${linkIn(mail.text, 'confirm-email').replace(/^\/\w\w\/auth/, '')}`,
  );
  expect(confirm.status()).toBe(200);
  return user;
}

/** Signs in through the API: login, the code from the e-mail or SMS, verify-2fa. */
export async function apiLogin(
  request: APIRequestContext,
  identifier: string,
  password: string,
): Promise<Session> {
  return withAccountLock(identifier, async () => {
    const after = Date.now();
    const login = await request.post(apiUrlOf(API_ROUTES.auth.login), {
      data: { identifier, password },
    });
    expect(login.status(), await login.text()).toBe(200);
    const { challenge_id } = (await login.json()) as RouteReply<typeof API_ROUTES.auth.login>;
    const code = identifier.startsWith('+')
      ? codeIn(await waitForSms(request, identifier, after))
      : codeIn((await waitForMail(identifier, { after, subject: CODE_SUBJECT })).subject);
    const verify = await request.post(apiUrlOf(API_ROUTES.auth.verify2fa), {
      data: { challenge_id, code },
    });
    expect(verify.status(), await verify.text()).toBe(200);
    return (await verify.json()) as Session;
  });
}

/**
 * Puts a session into local storage before the app starts, as a returning user would have it.
 * Only on the first page load of the tab, so a later sign-out is not undone by a navigation.
 */
export async function seedSession(page: Page, session: Session): Promise<void> {
  await page.addInitScript((s: Session) => {
    if (sessionStorage.getItem('e2e-session-seeded')) return;
    sessionStorage.setItem('e2e-session-seeded', '1');
    localStorage.setItem('access_token', s.access_token);
    localStorage.setItem('refresh_token', s.refresh_token);
    localStorage.setItem('user_type', s.user_type);
    localStorage.setItem(
      'user_info',
      JSON.stringify({
        id: s.user_id,
        fullname: s.user_full_name,
        profilePicture: s.user_profile_picture,
      }),
    );
  }, session);
}

// One sign-in per demo account and worker is enough for tests that only look around, while its
// access token lasts (15 minutes). Tests that log out or refresh ask for a session of their own.
const shared = new Map<keyof typeof DEMO, Session>();

/**
 * Whether a session kept for reuse still has time left: it is signed in anew once its access
 * token has less than five minutes. A page given an expired one refreshes it, and a page of a
 * later test, given the same refresh token, would be refused it (already rotated) and signed
 * out; the full run is longer than the token's 15 minutes.
 */
export function stillFresh(session: Session): boolean {
  const payload = session.access_token.split('.')[1] ?? '';
  const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp: number };
  return exp * 1000 - Date.now() >= 5 * 60_000;
}

/** Signs in to a demo account (or reuses this worker's session) and seeds the page with it. */
export async function signInAs(
  page: Page,
  request: APIRequestContext,
  who: keyof typeof DEMO,
  { fresh = false } = {},
): Promise<Session> {
  let session = fresh ? undefined : shared.get(who);
  if (session && !stillFresh(session)) session = undefined;
  if (!session) {
    session = await apiLogin(request, DEMO[who].identifier, DEMO[who].password);
    if (!fresh) shared.set(who, session);
  }
  await seedSession(page, session);
  return session;
}
