import { API_ROUTES, apiUrlOf, isApiUrl } from '@fuel/contract';
import { expect, test } from '@playwright/test';
import { STORAGE_KEYS } from '../src/lib/session/storage';
import { signInAs } from './support/accounts';
import { holdRequests } from './support/hold';
import { signInNewUser } from './support/money';

/** The script files an HTML page asks for: its entry and every module it preloads. */
function scriptsIn(html: string): Set<string> {
  const tags = html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+\.js)"/g);
  return new Set([...tags].map((tag) => tag[1] as string));
}

test('a signed-in page opened first fetches all its code from its HTML, in one trip', async ({
  page,
  request,
}) => {
  const reply = await request.get('/ru/transactions');
  expect(reply.status()).toBe(200);
  const html = await reply.text();
  expect(html).toContain('<html lang="ru"');
  const listed = scriptsIn(html);

  await signInAs(page, request, 'individual');
  const fetched = new Set<string>();
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) fetched.add(pathname);
  });
  await page.goto('/ru/transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'Транзакции' })).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  // Nothing the page and its frame need was found only once the app had started.
  expect([...fetched].filter((file) => !listed.has(file))).toEqual([]);
  expect(fetched.size).toBeGreaterThan(0);
});

test('the list of each page’s code stays inside the build', async ({ request }) => {
  expect((await request.get('/page-code.json')).status()).toBe(404);
});

test('a quick load shows no loading mark; a slow one shows it after half a second', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'individual');
  // The mark's opacity at the moment it is put on the page, before anything could have faded in.
  await page.addInitScript(() => {
    const w = window as unknown as { markOpacityAtStart?: string };
    new MutationObserver((_, observer) => {
      const mark = document.querySelector('[aria-busy="true"] > div');
      if (!mark) return;
      w.markOpacityAtStart = getComputedStyle(mark).opacity;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const code = await holdRequests(page, (url) =>
    /^\/assets\/transactions-[^/]+\.js$/.test(url.pathname),
  );
  await page.goto('/en/transactions');
  const mark = page.locator('[aria-busy="true"] > div');
  await expect(mark).toHaveCSS('opacity', '1');
  expect(
    await page.evaluate(
      () => (window as unknown as { markOpacityAtStart?: string }).markOpacityAtStart,
    ),
  ).toBe('0');
  expect(code.count()).toBeGreaterThan(0);
  code.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await expect(mark).toHaveCount(0);
});

/**
 * The font files each language's sign-in page needs: Latin for digits and names, Armenian for
 * the dram sign (֏) of its prices in every language, Cyrillic only for Russian text. The language
 * select names all three languages, but must not fetch a file for that alone.
 */
const SUBSETS = {
  am: ['armenian', 'latin'],
  en: ['armenian', 'latin'],
  ru: ['armenian', 'cyrillic', 'latin'],
} as const;

for (const [language, subsets] of Object.entries(SUBSETS)) {
  test(`/${language}/auth fetches only the font files its text needs`, async ({ page }) => {
    const fetched = new Set<string>();
    page.on('request', (sent) => {
      const subset = new URL(sent.url()).pathname.match(/-(latin|cyrillic|armenian)-wght/)?.[1];
      if (subset) fetched.add(subset);
    });
    await page.goto(`/${language}/auth`);
    await expect(page.getByRole('combobox', { name: /language|Լեզու|Язык/i })).toBeVisible();
    // The prices are the last text to arrive; once they are laid out, every font is asked for.
    await expect(page.getByText(/֏/).first()).toBeVisible();
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    expect([...fetched].sort()).toEqual(subsets);
  });
}

test('a page opened again sends its reads before its code has run, and each only once', async ({
  page,
  request,
}) => {
  // No fuel bought: a purchase would come back as the live stream's opening replay, and each
  // page would rightly read again what it changed.
  await signInNewUser(page, request);
  await page.goto('/en/my-balance');
  const balances = page.getByText('No data');
  await expect(balances).toBeVisible();
  // The page's first reads are noted once its first load is over.
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.earlyReads), {
      timeout: 10_000,
    })
    .toContain(apiUrlOf(API_ROUTES.ledger.balances));

  const reads: string[] = [];
  page.on('request', (sent) => {
    const { pathname, search } = new URL(sent.url());
    const stream = pathname === apiUrlOf(API_ROUTES.events.stream);
    if (isApiUrl(pathname) && sent.method() === 'GET' && !stream) reads.push(pathname + search);
  });
  // The app's code is held back: whatever reads leave meanwhile were sent by the entry.
  const code = await holdRequests(page, (url) => /^\/assets\/boot-[^/]+\.js$/.test(url.pathname));
  await page.reload();
  await expect.poll(code.count).toBeGreaterThan(0);
  await expect.poll(() => reads).toContain(apiUrlOf(API_ROUTES.ledger.balances));
  expect(reads).toContain(apiUrlOf(API_ROUTES.users.me));
  code.release();
  await expect(balances).toBeVisible();
  // Every panel has what it read: no friends to send to, no saved cards.
  await expect(
    page.getByText('Add a friend first: fuel can be sent only to friends.'),
  ).toBeVisible();
  await expect(page.getByText('You have no saved cards.', { exact: false })).toBeVisible();
  // The app took the replies waiting for it instead of asking again.
  expect(reads.filter((read, i) => reads.indexOf(read) !== i)).toEqual([]);
});
