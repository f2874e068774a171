import fs from 'node:fs';
import { API_ROUTES, apiUrlOf, type RouteReply, TRANSACTION_STATUS } from '@fuel/contract';
import { expect, test } from '@playwright/test';
import { apiLogin, DEMO, signInAs } from './support/accounts';

const DONE = TRANSACTION_STATUS.success;

test('history filters live in the URL; paging and the CSV export follow them', async ({
  page,
  request,
}) => {
  // Five page loads, a reload and a download in one walk.
  test.setTimeout(60_000);
  await signInAs(page, request, 'individual');
  await page.goto('/en/transactions');
  const table = page.getByRole('table', { name: 'Your transactions' });
  await expect(table.getByRole('row')).toHaveCount(11);
  const total = page.getByRole('status').filter({ hasText: /^Total: \d+$/ });
  const all = Number((await total.textContent())?.replace(/\D/g, ''));
  expect(all).toBeGreaterThan(10);

  // Paging: offset from 1, ten rows a page, links that the back button walks through.
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages).toContainText(`Page 1 of ${Math.ceil(all / 10)}`);
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL('/en/transactions?page=2');
  await expect(pages).toContainText('Page 2 of');

  // Filters: applied together, page back to 1, kept in the query string.
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByLabel('Type', { exact: true }).selectOption({ label: 'Refuelling' });
  await filters.getByLabel('Status').selectOption({ label: 'Success' });
  await filters.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(`/en/transactions?type=charging&status=${DONE}`);
  await expect(total).not.toHaveText(`Total: ${all}`);
  const typeCells = table.locator('tbody tr td:first-child');
  await expect(typeCells.first()).toHaveText('Refuelling');
  for (const text of await typeCells.allTextContents()) expect(text).toBe('Refuelling');
  const filtered = Number((await total.textContent())?.replace(/\D/g, ''));

  await page.reload();
  await expect(filters.getByLabel('Type', { exact: true })).toHaveValue('charging');
  await expect(total).toHaveText(`Total: ${filtered}`);

  // The language switch keeps the query string, and the filters with it.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ru');
  await expect(page).toHaveURL(`/ru/transactions?type=charging&status=${DONE}`);
  await expect(page.getByRole('status').filter({ hasText: `Всего: ${filtered}` })).toBeVisible();
  // The same page in another language is not a step of its own: Back leaves the page.
  await page.goBack();
  await expect(page).toHaveURL('/en/transactions?page=2');

  // A partner ID must be 7 digits; a date range that excludes everything says so.
  await filters.getByLabel('Partner ID').fill('12');
  await filters.getByRole('button', { name: 'Show' }).click();
  await expect(filters.getByText('Enter a 7-digit ID')).toBeVisible();
  await filters.getByLabel('Partner ID').fill('');
  await filters.getByLabel('From').fill('2001-01-01');
  await filters.getByLabel('To').fill('2001-01-31');
  await filters.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('No results found')).toBeVisible();
  await filters.getByRole('button', { name: 'Reset' }).click();
  await expect(page).toHaveURL('/en/transactions');

  // Export with the filters of the page.
  await page.goto(`/en/transactions?type=charging&status=${DONE}`);
  await expect(total).toHaveText(`Total: ${filtered}`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path()) ?? '', 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split(/\r\n/);
  expect(lines[0]).toBe(
    '"Date","Type","Status","Fuel","Quantity","Unit","Amount, AMD","Station","Partner ID","Partner"',
  );
  expect(lines).toHaveLength(filtered + 1);
  for (const line of lines.slice(1)) expect(line).toContain(',"Refuelling","Success",');

  // A row opens its detail; the way back keeps the filters.
  await table.locator('tbody tr').first().click();
  await expect(page).toHaveURL(/\/en\/transactions\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Refuelling' })).toBeVisible();
  await expect(page.getByText('Authorised')).toBeVisible();
  await expect(page.getByText('Dispensed', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Back to transactions' }).click();
  await expect(page).toHaveURL(`/en/transactions?type=charging&status=${DONE}`);
});

test('a purchase opens with its bank order state', async ({ page, request }) => {
  await signInAs(page, request, 'individual');
  await page.goto(`/en/transactions?type=buying&status=${DONE}`);
  await page.getByRole('table').locator('tbody tr').first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Buying' })).toBeVisible();
  await expect(page.getByText('Payment', { exact: true })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  // The link sits inside a clickable row: one press is one history entry, so one Back returns.
  await page.goBack();
  await expect(page).toHaveURL(`/en/transactions?type=buying&status=${DONE}`);
});

test("another user's transaction shows as not found", async ({ page, request }) => {
  const fleet = await apiLogin(request, DEMO.company.identifier, DEMO.company.password);
  const reply = await request.get(`${apiUrlOf(API_ROUTES.transactions.list)}?limit=1`, {
    headers: { Authorization: `Bearer ${fleet.access_token}` },
  });
  const { data } = (await reply.json()) as RouteReply<typeof API_ROUTES.transactions.list>;
  await signInAs(page, request, 'individual');
  await page.goto(`/en/transactions/${data[0]?.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Transaction not found' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to transactions' }).click();
  await expect(page).toHaveURL('/en/transactions');
});

test('dates follow the interface language, and a range ending before it starts is refused', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'individual');
  await page.goto('/en/transactions?start=2026-03-07');
  const filters = page.getByRole('form', { name: 'Filters' });
  await expect(filters.getByLabel('From')).toHaveValue('03/07/2026');
  // Open on a wide screen; the button still says how many filters are on.
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.goto('/ru/transactions?start=2026-03-07');
  const ru = page.getByRole('form', { name: 'Фильтры' });
  await expect(ru.getByLabel('С', { exact: true })).toHaveValue('07.03.2026');

  // "To" before "From": marked on the field, in the page language, and nothing is asked.
  let asked = 0;
  page.on('request', (r) => {
    if (r.url().includes(`${apiUrlOf(API_ROUTES.transactions.list)}?`)) asked++;
  });
  await ru.getByLabel('По', { exact: true }).fill('01.03.2026');
  await ru.getByRole('button', { name: 'Показать' }).click();
  const to = ru.getByLabel('По', { exact: true });
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(ru.getByText('Дата «По» не может быть раньше даты «С»')).toBeVisible();
  await expect(to).toBeFocused();
  await expect(page).toHaveURL('/ru/transactions?start=2026-03-07');
  expect(asked).toBe(0);

  // A date written the language's way is sent as a date.
  await to.fill('31.03.2026');
  await ru.getByRole('button', { name: 'Показать' }).click();
  await expect(page).toHaveURL('/ru/transactions?start=2026-03-07&end=2026-03-31');
});

test('on a phone the filters fold behind a button that counts them @phone', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'individual');
  await page.goto(`/en/transactions?type=charging&status=${DONE}`);
  const toggle = page.getByRole('button', { name: 'Filters (2)' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('form', { name: 'Filters' })).toBeHidden();
  // The results are on the first screen.
  const first = page.getByRole('list', { name: 'Your transactions' }).getByRole('listitem').first();
  await expect(first).toBeInViewport();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('form', { name: 'Filters' })).toBeVisible();
});
