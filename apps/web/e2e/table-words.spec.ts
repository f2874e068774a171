import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInAs } from './support/accounts';

/**
 * The words of each cell that a line break cuts in two ("Перево|д", "СТАТУ|С"): a word whose
 * text spans more than one line box has more than one client rectangle.
 */
async function brokenWords(cells: Locator): Promise<string[]> {
  return cells.evaluateAll((elements) => {
    const broken: string[] = [];
    for (const cell of elements) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

async function expectWholeWords(page: Page, table: Locator): Promise<void> {
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  expect(await brokenWords(table.locator('th'))).toEqual([]);
  expect(await brokenWords(table.locator('td'))).toEqual([]);
  // A table wider than its box scrolls inside it, never the page.
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
}

test.describe('tables on a 1366 px screen', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('keep every word of the history whole, in every language', async ({ page, request }) => {
    test.setTimeout(90_000);
    await signInAs(page, request, 'individual');
    for (const language of ['ru', 'am', 'en']) {
      await page.goto(`/${language}/transactions`);
      await expectWholeWords(page, page.getByRole('table'));
    }
  });
});
