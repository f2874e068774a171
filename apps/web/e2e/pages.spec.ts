import { expect, test } from '@playwright/test';

const notFound = {
  am: { title: 'Ներողություն, նման էջ գոյություն չունի։', link: 'Վերադառնալ գլխավոր էջ' },
  en: { title: 'Sorry, such page does not exist.', link: 'Back to main page' },
  ru: { title: 'Извините, такой страницы не существует.', link: 'Вернуться на главную' },
} as const;

const privacy = {
  am: { title: 'Գաղտնիության քաղաքականություն', section: 'Ինչ տվյալներ ենք հավաքում', back: 'Հետ' },
  en: { title: 'Privacy policy', section: 'What data we collect', back: 'Back' },
  ru: { title: 'Политика конфиденциальности', section: 'Какие данные мы собираем', back: 'Назад' },
} as const;

for (const [lang, text] of Object.entries(notFound)) {
  test(`404 page in ${lang} links back to main`, async ({ page }) => {
    await page.goto(`/${lang}/404`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'am' ? 'hy' : lang);
    const back = page.getByRole('main').getByRole('link', { name: text.link });
    await expect(back).toHaveAttribute('href', `/${lang}/dashboard`);
    await back.click();
    // Main is the cabinet's dashboard; a guest is sent on to sign in.
    await expect(page).toHaveURL(`/${lang}/auth`);
  });
}

for (const [lang, text] of Object.entries(privacy)) {
  test(`privacy policy in ${lang}`, async ({ page }) => {
    await page.goto(`/${lang}/privacy-policy`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
    await expect(page.getByRole('heading', { level: 2, name: text.section })).toBeVisible();
    await expect(page.getByRole('link', { name: 'privacy@fuelcabinet.am' })).toBeVisible();
    // Full-screen: none of the landing page's chrome.
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('link', { name: text.back, exact: true })).toBeVisible();
  });
}

test('privacy policy opened from the landing page goes back to it', async ({ page }) => {
  await page.goto('/en/auth');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL('/en/privacy-policy');
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL('/en/auth');
});

test('footer has the three social links with accessible names', async ({ page }) => {
  await page.goto('/en/auth');
  const footer = page.getByRole('contentinfo');
  for (const network of ['Facebook', 'Instagram', 'Telegram']) {
    const link = footer.getByRole('link', { name: new RegExp(`on ${network}`) });
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Fuel Cabinet`);
});
