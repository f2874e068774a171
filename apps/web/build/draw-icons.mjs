/**
 * Draws the app's PNG icons (public/icons) from the brand mark of public/favicon.svg, in the
 * Chromium the browser tests use. Run by hand when the mark changes, and commit the PNGs:
 *   node apps/web/build/draw-icons.mjs
 * - icon-192/512: the mark as it is, a rounded tile (the launcher shows it whole);
 * - maskable-512: the tile's colour to the edges and the drop within the middle 60 %, since a
 *   launcher may cut the icon to a circle or a squircle (the safe zone is the middle 80 %);
 * - apple-touch-icon (180): square and opaque, as iOS rounds it by itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const out = path.join(web, 'public', 'icons');
const mark = fs.readFileSync(path.join(web, 'public', 'favicon.svg'), 'utf8');
const drop = mark.match(/<path[\s\S]*<\/svg>/)?.[0].replace('</svg>', '') ?? '';
if (!drop) throw new Error('favicon.svg has no drawing to take the drop from');
const square = (scale) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="#0b5d6b"/>
  <g transform="translate(32 31) scale(${scale}) translate(-32 -31)">${drop}</g>
</svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  { file: 'maskable-512.png', size: 512, svg: square(0.72) },
  { file: 'apple-touch-icon.png', size: 180, svg: square(0.85) },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
fs.mkdirSync(out, { recursive: true });
for (const { file, size, svg } of icons) {
  await page.setViewportSize({ width: size, height: size });
  const img = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  await page.setContent(
    `<body style="margin:0;background:transparent"><img src="${img}" width="${size}" height="${size}"></body>`,
  );
  await page.screenshot({ path: path.join(out, file), omitBackground: true });
  console.log(`drew ${file}`);
}
await browser.close();
