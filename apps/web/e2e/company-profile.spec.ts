import { API_ROUTES, apiUrlOf } from '@fuel/contract';
import { expect, type Locator, test } from '@playwright/test';
import { type Session, signInAs } from './support/accounts';

const NAME = 'Արարատ Տրանս ՍՊԸ';
// The new name keeps the old one inside it, so a test elsewhere that looks for the demo
// company's name in the header still finds it while this one runs.
const RENAMED = `${NAME} Երևան`;

const describedBy = async (field: Locator) => {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  return field.evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
};

let session: Session | undefined;

// The demo company is shared with other tests: its details go back as they were seeded.
test.afterEach(async ({ request }) => {
  if (!session) return;
  const restored = await request.patch(apiUrlOf(API_ROUTES.profile.changeDetails), {
    headers: { authorization: `Bearer ${session.access_token}` },
    data: {
      company_name: NAME,
      tax_id: '02574831',
      legal_address: 'Երևան, Արշակունյաց պող. 34',
      first_name: 'Տիգրան',
      last_name: 'Հովհաննիսյան',
      phone: '+37491000002',
    },
  });
  expect(restored.status()).toBe(200);
});

test('a company keeps its name, tax ID and legal address in Settings; the header and Main show the name', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  session = await signInAs(page, request, 'company', { fresh: true });
  await page.goto('/en/profile');
  await expect(page.getByRole('heading', { name: 'Company details' })).toBeVisible();
  const name = page.getByLabel('Company name');
  const taxId = page.getByLabel('Tax ID (ՀՎՀՀ)');
  const address = page.getByLabel('Legal address');
  // The company's own name, as in the header, not its contact person's.
  await expect(name).toHaveValue(NAME);
  await expect(page.getByRole('banner')).toContainText(NAME);
  await expect(taxId).toHaveValue('02574831');
  await expect(page.getByRole('heading', { name: 'Contact person' })).toBeVisible();

  // Every wrong field is marked at once.
  await name.fill('');
  await taxId.fill('1234');
  await address.fill(' ');
  await page.getByRole('button', { name: 'Save details' }).click();
  expect(await describedBy(name)).toContain('This field is required');
  expect(await describedBy(taxId)).toContain('Enter the tax ID (ՀՎՀՀ): 8 digits');
  expect(await describedBy(address)).toContain('This field is required');

  await name.fill(RENAMED);
  await taxId.fill('02574832');
  await address.fill('Երևան, Արշակունյաց պող. 40');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your details are saved.')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(RENAMED);

  await page.reload();
  await expect(page.getByLabel('Company name')).toHaveValue(RENAMED);
  await expect(page.getByLabel('Tax ID (ՀՎՀՀ)')).toHaveValue('02574832');
  await expect(page.getByLabel('Legal address')).toHaveValue('Երևան, Արշակունյաց պող. 40');

  await page.goto('/en/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${RENAMED}!`);

  // The same rule in the other languages.
  for (const [lang, label, save, message] of [
    ['am', 'ՀՎՀՀ', 'Պահպանել տվյալները', 'Մուտքագրեք ՀՎՀՀ-ն՝ 8 թվանշան'],
    ['ru', 'УНН (ՀՎՀՀ)', 'Сохранить данные', 'Введите УНН (ՀՎՀՀ): 8 цифр'],
  ] as const) {
    await page.goto(`/${lang}/profile`);
    const field = page.getByLabel(label, { exact: true });
    await field.fill('12ab5678');
    await page.getByRole('button', { name: save }).click();
    expect(await describedBy(field)).toContain(message);
  }
});
