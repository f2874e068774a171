/**
 * A returning user of the signed-in pages for `bench:pages`: a session made by a real sign-in of
 * the demo individual, and the local storage the app leaves after a first visit.
 */
import { API_PREFIX, API_ROUTES } from '@fuel/contract';
import type { Browser } from 'puppeteer-core';

const DEMO = { identifier: 'ani@demo.fuel-cabinet.am', password: 'DemoPass1' };
async function post(origin: string, route: string, body: unknown) {
  const reply = await fetch(`${origin}${API_PREFIX}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!reply.ok) throw new Error(`${route}: ${reply.status} ${await reply.text()}`);
  return reply.json() as Promise<Record<string, unknown>>;
}

/** The newest sign-in code in the development mailbox that was not there before. */
async function newCode(origin: string, before: Set<string>): Promise<string> {
  for (let i = 0; i < 200; i += 1) {
    const page = await (await fetch(`${origin}/dev/mailbox`)).text();
    const code = [...page.matchAll(/\b(\d{6})\b/g)]
      .map((m) => m[1] as string)
      .find((c) => !before.has(c));
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no sign-in code arrived');
}

/** Signs in as the demo individual the way the web app does: password, e-mailed code, tokens. */
export async function signIn(origin: string): Promise<Record<string, unknown>> {
  const seen = new Set(
    [...(await (await fetch(`${origin}/dev/mailbox`)).text()).matchAll(/\b(\d{6})\b/g)].map(
      (m) => m[1] as string,
    ),
  );
  const { challenge_id } = await post(origin, API_ROUTES.auth.login.path, DEMO);
  return post(origin, API_ROUTES.auth.verify2fa.path, {
    challenge_id,
    code: await newCode(origin, seen),
  });
}

/** What the app keeps in local storage after a sign-in (SPEC §3). */
export function storageOf(session: Record<string, unknown>): Record<string, string> {
  return {
    access_token: String(session.access_token),
    refresh_token: String(session.refresh_token),
    user_type: String(session.user_type),
    user_info: JSON.stringify({
      id: session.user_id,
      fullname: session.user_full_name,
      profilePicture: session.user_profile_picture,
    }),
  };
}

export const seedScript = (storage: Record<string, string>) =>
  `for (const [k, v] of Object.entries(${JSON.stringify(storage)})) localStorage.setItem(k, v);`;

/**
 * What a returning user's browser holds when it opens `target` again: the session, and what the
 * app kept in local storage on the last visit, such as the reads each page made first (the web
 * app's lib/api-client/early-replies.ts, under the key `early_reads`), which the next first load
 * sends before its code has run. Lighthouse empties the cache before each run, not this.
 */
export async function storageAfterVisit(
  browser: Browser,
  origin: string,
  target: string,
  session: Record<string, string>,
): Promise<Record<string, string>> {
  const page = await browser.newPage();
  await page.evaluateOnNewDocument(seedScript(session));
  await page.goto(`${origin}${target}`);
  // The app writes the list once the page's first five seconds are over.
  // This page's own list: the browser's storage is shared by its tabs and may hold others'.
  await page
    .waitForFunction(
      `(JSON.parse(localStorage.getItem('early_reads') ?? '{}') ?? {})[${JSON.stringify(target)}]`,
      { timeout: 10_000 },
    )
    .catch(() => console.log(`${target}: the app noted no first reads; measuring without them`));
  const kept = (await page.evaluate('Object.fromEntries(Object.entries(localStorage))')) as Record<
    string,
    string
  >;
  await page.close();
  return kept;
}
