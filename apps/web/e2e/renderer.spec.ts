import { expect, type Page, test } from '@playwright/test';
import { signInAs } from './support/accounts';

interface Renderer {
  name: string;
  version: string;
  bundleType: number;
}

/**
 * React DOM introduces itself to a developer-tools hook found on the window as it loads (its
 * production build too): the hook records who renders the page and counts their commits. A
 * renderer standing in for React DOM (an alias) would not introduce itself as it.
 */
async function watchRenderer(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { renderers: [] as Renderer[], commits: 0 };
    Object.assign(window, { seenRenderers: seen });
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        supportsFiber: true,
        renderers: new Map(),
        inject(internals: { rendererPackageName: string; version: string; bundleType: number }) {
          seen.renderers.push({
            name: internals.rendererPackageName,
            version: internals.version,
            bundleType: internals.bundleType,
          });
          return seen.renderers.length;
        },
        onCommitFiberRoot() {
          seen.commits += 1;
        },
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
}

const seen = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { seenRenderers: { renderers: Renderer[]; commits: number } })
        .seenRenderers,
  );

test('the built app is rendered by React DOM 19, production build, on guest and signed-in pages', async ({
  page,
  request,
}) => {
  await watchRenderer(page);
  await page.goto('/am/auth');
  await expect(page.getByRole('button', { name: 'Շարունակել' })).toBeEnabled();
  const guest = await seen(page);
  expect(guest.renderers).toEqual([
    { name: 'react-dom', version: expect.stringMatching(/^19\./), bundleType: 0 },
  ]);
  expect(guest.commits).toBeGreaterThan(0);

  await signInAs(page, request, 'individual');
  await page.goto('/en/my-balance');
  await expect(page.getByRole('heading', { level: 1, name: 'My balance' })).toBeVisible();
  const signedIn = await seen(page);
  expect(signedIn.renderers.map(({ name }) => name)).toEqual(['react-dom']);
  expect(signedIn.commits).toBeGreaterThan(0);
});

test('switching language keeps what was typed: the page is not mounted anew', async ({ page }) => {
  await page.goto('/en/auth');
  const identifier = page.getByLabel('E-mail or phone number');
  await expect(identifier).toBeEnabled();
  await identifier.fill('ani@example.com');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ru');
  await expect(page).toHaveURL('/ru/auth');
  await expect(page.getByRole('button', { name: 'Продолжить' })).toBeVisible();
  await expect(page.getByLabel('Эл. почта или номер телефона')).toHaveValue('ani@example.com');
});

test('a returning visitor, whose browser kept the prices, gets the drawn page taken over as it is', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/en/auth');
  const prices = page.getByRole('region', { name: "Today's fuel prices" }).getByRole('listitem');
  await expect(prices.first()).toBeVisible();

  // The second visit: the prices kept in local storage are there before the page is taken over.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await expect(prices.first()).toBeVisible();
  // React reports a takeover that found other HTML than it draws (error #418) and redraws.
  expect(problems).toEqual([]);
});
