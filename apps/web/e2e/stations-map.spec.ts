import {
  API_ROUTES,
  apiUrlOf,
  productsReplySchema,
  type Station,
  stationsReplySchema,
} from '@fuel/contract';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { signInAs } from './support/accounts';
import { seriousViolations } from './support/axe';

/**
 * 23:45 in Yerevan (UTC+4): the round-the-clock stations are open, most others closed. The clock
 * is set, not frozen: the map's pans measure time as they go.
 */
const LATE = new Date('2025-03-10T19:45:00Z');
const LATE_MINUTES = 23 * 60 + 45;
/** Where the reader stands when asked: the centre of Gyumri. */
const GYUMRI = { latitude: 40.7929, longitude: 43.8465 };

const TEXT = {
  am: {
    map: 'Կայանների քարտեզ',
    list: 'Կայաններ',
    openOnly: 'Միայն հիմա բաց կայանները',
    fuel: 'Վառելիք',
    nearest: 'Ինձ ամենամոտ կայանները',
    sorted: 'Դասավորված է ըստ ձեզնից հեռավորության։',
    denied: /թույլատրված չէ տեսնել ձեր գտնվելու վայրը/,
    km: /\d+(,\d)? կմ ձեզնից/,
    viewMap: 'Քարտեզ',
    viewList: 'Ցանկ',
    prices: 'Գներ',
  },
  ru: {
    map: 'Карта станций',
    list: 'Станции',
    openOnly: 'Только открытые сейчас',
    fuel: 'Топливо',
    nearest: 'Ближайшие ко мне',
    sorted: 'Отсортировано по расстоянию от вас.',
    denied: /не разрешено видеть ваше местоположение/,
    km: /\d+(,\d)? км от вас/,
    viewMap: 'На карте',
    viewList: 'Списком',
    prices: 'Цены',
  },
} as const;
type Language = keyof typeof TEXT;

async function stationsOf(request: APIRequestContext, language: Language): Promise<Station[]> {
  const reply = await request.get(`${apiUrlOf(API_ROUTES.stations.list)}?limit=100`, {
    headers: { 'accept-language': language },
  });
  return stationsReplySchema.parse(await reply.json()).data;
}

async function cngId(request: APIRequestContext): Promise<string> {
  const reply = await request.get(`${apiUrlOf(API_ROUTES.products.list)}?limit=100`);
  const cng = productsReplySchema.parse(await reply.json()).data.find((p) => p.code === 'CNG');
  if (!cng) throw new Error('no CNG product');
  return cng.id;
}

/** Open at 23:45 by its hours (round the clock, or hours that include that minute). */
function openLate(station: Station): boolean {
  if (station.open_24h) return true;
  if (!station.opens_at || !station.closes_at) return false;
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const [start, end] = [minutes(station.opens_at), minutes(station.closes_at)];
  if (start === end) return true;
  return start < end
    ? LATE_MINUTES >= start && LATE_MINUTES < end
    : LATE_MINUTES >= start || LATE_MINUTES < end;
}

/** Stations the map shows: single pins, and the number each group of crowded ones stands for. */
async function stationsOnMap(map: Locator): Promise<number> {
  const pins = await map.locator('.map-pin').count();
  const grouped = await map
    .locator('.map-cluster')
    .evaluateAll((groups) => groups.reduce((sum, g) => sum + Number(g.textContent), 0));
  return pins + grouped;
}

async function openStations(page: Page, request: APIRequestContext, language: Language) {
  await page.clock.setSystemTime(LATE);
  await signInAs(page, request, 'individual');
  await page.goto(`/${language}/stations`);
}

for (const language of ['am', 'ru'] as const) {
  const text = TEXT[language];

  test.describe(`stations map in ${language} at 1366 px`, () => {
    test.use({ viewport: { width: 1366, height: 900 } });

    test('list and map side by side: every station, the filters, the nearest, a card on a pin', async ({
      page,
      request,
      context,
    }) => {
      const all = await stationsOf(request, language);
      const cng = await cngId(request);
      await openStations(page, request, language);
      const map = page.getByRole('region', { name: text.map, exact: true });
      const list = page.getByRole('region', { name: text.list, exact: true });
      await expect(map).toBeVisible();
      await expect(list).toBeVisible();
      await expect(list.getByRole('article')).toHaveCount(all.length);
      await expect.poll(() => stationsOnMap(map)).toBe(all.length);

      // Open now: the same stations leave the list and the map.
      const open = all.filter(openLate);
      expect(open.length).toBeGreaterThan(0);
      expect(open.length).toBeLessThan(all.length);
      // The box follows the address, which the click changes (not check(): it looks at once).
      await page.getByLabel(text.openOnly).click();
      await expect(page.getByLabel(text.openOnly)).toBeChecked();
      await expect(page).toHaveURL(/[?&]open=1/);
      await expect(list.getByRole('article')).toHaveCount(open.length);
      await expect.poll(() => stationsOnMap(map)).toBe(open.length);
      await expect(list.getByRole('heading', { level: 2 })).toHaveText(open.map((s) => s.name));

      // And the fuel: open now and selling CNG.
      const openCng = open.filter((s) => s.products.some((p) => p.id === cng));
      await page.getByLabel(text.fuel, { exact: true }).selectOption(cng);
      await expect(page).toHaveURL(new RegExp(`fuel=${cng}`));
      await expect(list.getByRole('article')).toHaveCount(openCng.length);
      await expect.poll(() => stationsOnMap(map)).toBe(openCng.length);
      await page.getByLabel(text.openOnly).click();
      await expect(page.getByLabel(text.openOnly)).not.toBeChecked();
      await page.getByLabel(text.fuel, { exact: true }).selectOption('');
      await expect.poll(() => stationsOnMap(map)).toBe(all.length);

      // Nearest to me, from Gyumri: the Gyumri station first, distances shown, the reader marked.
      await context.setGeolocation(GYUMRI);
      await context.grantPermissions(['geolocation']);
      await page.getByRole('button', { name: text.nearest }).click();
      await expect(page.getByRole('status').filter({ hasText: text.sorted })).toBeVisible();
      const cards = list.getByRole('article');
      const gyumri = all.find((s) => Math.abs(s.latitude - 40.79) < 0.05);
      await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText(gyumri?.name ?? '');
      await expect(cards.first()).toContainText(text.km);
      await expect(cards.nth(all.length - 1)).toContainText(text.km);
      await expect(map.locator('.map-user')).toHaveCount(1);

      // A pin opens its station's card: name, prices and hours, as in the list.
      const pin = map.locator('.map-pin').first();
      await pin.click();
      const popup = map.locator('.leaflet-popup');
      await expect(popup.getByRole('heading', { level: 2 })).toBeVisible();
      await expect(popup.getByRole('heading', { level: 3, name: text.prices })).toBeAttached();
      await expect(popup.getByRole('link')).toHaveAttribute('href', /destination=/);

      expect(await seriousViolations(page)).toEqual([]);
    });

    test('a refused location says so and leaves the list as it was', async ({
      page,
      request,
      context,
    }) => {
      const all = await stationsOf(request, language);
      await context.clearPermissions();
      await openStations(page, request, language);
      const list = page.getByRole('region', { name: text.list, exact: true });
      await expect(list.getByRole('article')).toHaveCount(all.length);
      await page.getByRole('button', { name: text.nearest }).click();
      await expect(page.getByRole('status').filter({ hasText: text.denied })).toBeVisible();
      await expect(list.getByRole('heading', { level: 2 })).toHaveText(all.map((s) => s.name));
      await expect(list).not.toContainText(text.km);
    });
  });

  test.describe(`stations map in ${language} at 390 px`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('a List/Map switch; the map loads when chosen and keeps the filters', async ({
      page,
      request,
      context,
    }) => {
      const all = await stationsOf(request, language);
      const open = all.filter(openLate);
      const leaflet: string[] = [];
      page.on('request', (r) => {
        if (/leaflet|stations-map|armenia\.geo/.test(r.url())) leaflet.push(r.url());
      });
      await openStations(page, request, language);
      const list = page.getByRole('region', { name: text.list, exact: true });
      await expect(list.getByRole('article')).toHaveCount(all.length);
      await expect(page.getByRole('region', { name: text.map, exact: true })).toHaveCount(0);
      expect(leaflet).toEqual([]);

      await page.getByLabel(text.openOnly).click();
      await expect(page.getByLabel(text.openOnly)).toBeChecked();
      await page.getByRole('button', { name: text.viewMap }).click();
      await expect(page).toHaveURL(/view=map/);
      await expect(page.getByRole('button', { name: text.viewMap })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const map = page.getByRole('region', { name: text.map, exact: true });
      await expect(map).toBeVisible();
      await expect(page.getByRole('region', { name: text.list, exact: true })).toHaveCount(0);
      await expect.poll(() => stationsOnMap(map)).toBe(open.length);

      await context.setGeolocation(GYUMRI);
      await context.grantPermissions(['geolocation']);
      await page.getByRole('button', { name: text.nearest }).click();
      await expect(map.locator('.map-user')).toHaveCount(1);
      await page.getByRole('button', { name: text.viewList }).click();
      await expect(list.getByRole('article')).toHaveCount(open.length);
      await expect(list.getByRole('article').first()).toContainText(text.km);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
