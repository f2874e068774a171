import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';

const DIST = path.resolve('apps/web/dist');
/** DESIGN §8: the sign-in page's initial JavaScript stays within 150 KB gzip. */
const BUDGET_BYTES = 150 * 1000;

test('the sign-in page loads at most 150 KB of gzipped JavaScript', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto('/am/auth');
  await expect(page.getByRole('button', { name: 'Շարունակել' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  let total = 0;
  for (const script of scripts) {
    // The .gz file the server sends to browsers that accept gzip; files too small to have one
    // are counted as they would compress.
    const file = path.join(DIST, script);
    total += fs.existsSync(`${file}.gz`)
      ? fs.statSync(`${file}.gz`).size
      : zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  }
  test.info().annotations.push({ type: 'login page JS (gzip)', description: `${total} bytes` });
  console.log(`login page JS: ${scripts.size} files, ${(total / 1000).toFixed(1)} kB gzip`);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});
