import type { Page } from '@playwright/test';

/** Collects Content-Security-Policy violations, from the console and from the DOM event. */
export function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
  page.on('domcontentloaded', () => {
    page
      .evaluate(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`);
        });
      })
      .catch(() => {});
  });
  return violations;
}

/** The seeded products and their names in each language (see the API's seed data). */
export const SEEDED_PRODUCTS = {
  am: [
    'Ռեգուլյար 92',
    'Պրեմիում 95',
    'Սուպեր 98',
    'Դիզելային վառելիք',
    'Հեղուկ գազ (պրոպան)',
    'Սեղմված բնական գազ',
  ],
  en: ['Regular 92', 'Premium 95', 'Super 98', 'Diesel', 'LPG (propane)', 'CNG (natural gas)'],
  ru: [
    'Регуляр 92',
    'Премиум 95',
    'Супер 98',
    'Дизельное топливо',
    'Сжиженный газ (пропан)',
    'Сжатый природный газ',
  ],
} as const;
