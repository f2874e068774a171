import { expect, test } from '@playwright/test';
import { apiLogin, createUser, seedSession } from './support/accounts';

test('a new user adds, edits and deletes a vehicle, with the confirmation', async ({
  page,
  request,
}) => {
  const user = await createUser(request, 'Driver');
  await seedSession(page, await apiLogin(request, user.email, user.password));
  await page.goto('/en/vehicles');
  await expect(page.getByText('You have no attached vehicles')).toBeVisible();

  await page.getByRole('button', { name: 'Add vehicle' }).click();
  const dialog = page.getByRole('dialog', { name: 'New vehicle' });
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByLabel('License plate')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('This field is required').first()).toBeVisible();
  await dialog.getByLabel('License plate').fill('12ab345');
  await expect(dialog.getByText('Will be saved as 12 AB 345')).toBeVisible();
  await dialog.getByLabel('Make and model').fill('Toyota Camry');
  await dialog.getByLabel('Main fuel').selectOption({ label: 'Regular 92' });
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Vehicle added.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Plate: 12 AB 345' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit 12 AB 345' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit vehicle' });
  await edit.getByLabel('Make and model').fill('Toyota Prius');
  await edit.getByLabel('Main fuel').selectOption({ label: 'Premium 95' });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Vehicle updated.')).toBeVisible();
  await expect(page.getByText('Toyota Prius')).toBeVisible();
  await expect(page.getByText('Premium 95')).toBeVisible();

  // A second car with the same plate is refused on the field.
  await page.getByRole('button', { name: 'Add vehicle' }).click();
  const again = page.getByRole('dialog', { name: 'New vehicle' });
  await again.getByLabel('License plate').fill('12 ab 345');
  await again.getByLabel('Make and model').fill('Niva');
  await again.getByLabel('Main fuel').selectOption({ label: 'Diesel' });
  await again.getByRole('button', { name: 'Add' }).click();
  await expect(again.getByLabel('License plate')).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('Escape');
  await expect(again).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add vehicle' })).toBeFocused();

  const remove = page.getByRole('button', { name: 'Delete 12 AB 345' });
  await remove.click();
  const confirm = page.getByRole('dialog', { name: 'Delete 12 AB 345?' });
  await expect(confirm).toContainText('Once removed, it cannot be undone');
  await page.keyboard.press('Escape');
  await expect(remove).toBeFocused();
  await remove.click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('You have no attached vehicles')).toBeVisible();
});
