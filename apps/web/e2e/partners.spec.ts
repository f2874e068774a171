import { expect, test } from '@playwright/test';
import { apiLogin, DEMO, seedSession } from './support/accounts';
import { connect, openLive, pageFor, relationWith, SECOND_COMPANY } from './support/friends';

// Both demo companies sign up nobody; the partnership of the seed is removed in the screen and
// made again by request, so the test ends where it started.
test.describe.configure({ timeout: 90_000 });

test('companies: remove a partner after confirmation, partner again by ID accepted live, send fuel', async ({
  page,
  request,
  browser,
}) => {
  const fleet = await apiLogin(request, DEMO.company.identifier, DEMO.company.password);
  const partner = await apiLogin(request, SECOND_COMPANY.identifier, SECOND_COMPANY.password);
  // A run stopped half-way may have left them apart: start from partners, as seeded.
  if (!(await relationWith(request, fleet, partner))) await connect(request, fleet, partner);

  await seedSession(page, fleet);
  await openLive(page, '/en/partners');
  await expect(page.getByRole('heading', { level: 1, name: 'My partners' })).toBeVisible();
  const other = await pageFor(browser, partner);
  await openLive(other, '/am/partners');
  await expect(other.getByRole('heading', { level: 1, name: 'Իմ գործընկերները' })).toBeVisible();
  const fleetOnOther = other.getByRole('article', { name: fleet.user_full_name });
  await expect(fleetOnOther).toBeVisible();

  await page.getByLabel('Search by name or ID').fill(String(partner.user_id));
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(`/en/partners?q=${partner.user_id}`);
  const row = page.getByRole('article', { name: partner.user_full_name });
  await row.getByRole('button', { name: `Remove ${partner.user_full_name}` }).click();
  const confirm = page.getByRole('dialog', {
    name: `Remove ${partner.user_full_name} from your partners?`,
  });
  await expect(confirm).toContainText('Once removed, it cannot be undone.');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('No results found')).toBeVisible();
  await expect(fleetOnOther).toHaveCount(0);

  // The other company asks again by ID, in Armenian; the request is accepted live.
  await other.getByLabel('Օգտատիրոջ ID').fill(String(fleet.user_id));
  await other.getByRole('button', { name: 'Ուղարկել հարցում' }).click();
  await expect(other.getByRole('tab', { name: 'Ելքային (1)' })).toBeVisible();
  await page
    .getByRole('button', { name: `Accept the request from ${partner.user_full_name}` })
    .click();
  await expect(row).toBeVisible();
  await expect(fleetOnOther).toBeVisible();
  await expect(other.getByRole('tab', { name: 'Ելքային (0)' })).toBeVisible();

  // Fuel to the partner: its Main shows the new balance and the transfer without a reload.
  await other
    .getByRole('navigation', { name: 'Գլխավոր մենյու' })
    .getByRole('link', { name: 'Գլխավոր' })
    .click();
  const latest = other.getByRole('region', { name: 'Վերջին գործարքները' });
  await expect(latest).toBeVisible();
  await row.getByRole('button', { name: `Send fuel to ${partner.user_full_name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Send fuel to ${partner.user_full_name}` });
  await dialog.getByLabel('Quantity, L').fill('1');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toContainText(`${partner.user_full_name}, ID ${partner.user_id}`);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText('Fuel sent');
  await expect(latest.getByRole('listitem').first()).toContainText('Փոխանցում');
  await expect(latest.getByRole('listitem').first()).toContainText('+1\u00a0');
  await other.close();
});
