import {
  API_ROUTES,
  apiUrlOf,
  errorBodySchema,
  productsReplySchema,
  stationsReplySchema,
} from '@fuel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterCatalogRecheck } from '../../test/catalog-clock';
import { createUser, signIn } from '../../test/factories';
import { creditFuel, productByCode } from '../../test/money';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { addStation, type StationInput, setStationOpen } from './stations.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function getStations(query = '', language = 'en') {
  const res = await t.app.inject({
    method: 'GET',
    url: `${apiUrlOf(API_ROUTES.stations.list)}${query}`,
    headers: { 'accept-language': language },
  });
  return res;
}

async function productId(code: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${apiUrlOf(API_ROUTES.products.list)}?limit=100`,
  });
  const id = productsReplySchema.parse(res.json()).data.find((p) => p.code === code)?.id;
  if (!id) throw new Error(`no product ${code}`);
  return id;
}

describe('GET /api/stations', () => {
  it('lists stations across the country with coordinates, hours and products', async () => {
    const body = stationsReplySchema.parse((await getStations('?limit=100')).json());
    expect(body.count).toBeGreaterThanOrEqual(10);
    expect(body.data).toHaveLength(body.count);
    const cities = new Set(body.data.map((s) => s.city));
    for (const city of ['Yerevan', 'Gyumri', 'Vanadzor']) expect(cities).toContain(city);
    for (const s of body.data) {
      expect(s.latitude).toBeGreaterThan(38.8);
      expect(s.latitude).toBeLessThan(41.3);
      expect(s.longitude).toBeGreaterThan(43.4);
      expect(s.longitude).toBeLessThan(46.7);
      expect(s.products.length).toBeGreaterThan(0);
      if (s.open_24h) expect([s.opens_at, s.closes_at]).toEqual([null, null]);
      else expect(s.opens_at).toMatch(/^\d\d:\d\d$/);
    }
  });

  it('gives names, addresses and product names in the request language', async () => {
    const am = stationsReplySchema.parse((await getStations('?limit=1', 'am')).json()).data[0];
    const ru = stationsReplySchema.parse((await getStations('?limit=1', 'ru')).json()).data[0];
    expect(am?.id).toBe(ru?.id);
    expect(am?.city).toBe('Երևան');
    expect(ru?.city).toBe('Ереван');
    expect(am?.address).toMatch(/[\u0530-\u058F]/);
    expect(ru?.address).toMatch(/[\u0400-\u04FF]/);
    expect(ru?.products[0]?.name).toBe('Регуляр 92');
  });

  it('filters by a product the station sells', async () => {
    const cng = await productId('CNG');
    const all = stationsReplySchema.parse((await getStations('?limit=100')).json());
    const withCng = stationsReplySchema.parse(
      (await getStations(`?limit=100&product_id=${cng}`)).json(),
    );
    const expected = all.data.filter((s) => s.products.some((p) => p.code === 'CNG'));
    expect(withCng.count).toBe(expected.length);
    expect(withCng.count).toBeLessThan(all.count);
    expect(withCng.data.map((s) => s.id)).toEqual(expected.map((s) => s.id));
  });

  it('pages without overlap', async () => {
    const p1 = stationsReplySchema.parse((await getStations('?offset=1&limit=5')).json());
    const p2 = stationsReplySchema.parse((await getStations('?offset=2&limit=5')).json());
    expect(p1.data).toHaveLength(5);
    const ids = new Set(p1.data.map((s) => s.id));
    for (const s of p2.data) expect(ids.has(s.id)).toBe(false);
  });

  it.each([
    ['?product_id=not-a-uuid', 'product_id'],
    ['?limit=1000', 'limit'],
  ])('rejects %s with the error body', async (query, field) => {
    const res = await getStations(query, 'am');
    expect(res.statusCode).toBe(400);
    const body = errorBodySchema.parse(res.json());
    expect(body.message).toBe('Որոշ դաշտեր սխալ են լրացված։');
    expect(body.errors.map((e) => e.field)).toContain(field);
  });

  it('answers an unknown product id with an empty list, not an error', async () => {
    const res = await getStations('?product_id=00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 0, data: [] });
  });
});

describe("an operator's new station (npm run admin -- station-add)", () => {
  const station: StationInput = {
    code: 'YVN-ARABKIR',
    name: { am: 'Արաբկիր', en: 'Arabkir', ru: 'Арабкир' },
    city: { am: 'Երևան', en: 'Yerevan', ru: 'Ереван' },
    address: { am: 'Կոմիտասի պող. 1', en: '1 Komitas Ave', ru: 'просп. Комитаса, 1' },
    latitude: 40.2,
    longitude: 44.5,
    hours: '08:00-22:00',
    products: ['DIESEL', 'PREMIUM_95'],
  };
  const list = (lang = 'en') =>
    afterCatalogRecheck(async () =>
      stationsReplySchema.parse((await getStations('?limit=100', lang)).json()),
    );
  const listed = async (lang: 'am' | 'en' | 'ru') =>
    (await list(lang)).data.find((s) => s.name === station.name[lang]);

  it('is listed last, named in every language, with its hours and products', async () => {
    const before = await list();
    await addStation(t.database.db, station);
    const after = await list();
    expect(after.count).toBe(before.count + 1);
    const ru = await listed('ru');
    expect(ru).toMatchObject({
      city: 'Ереван',
      address: 'просп. Комитаса, 1',
      open_24h: false,
      opens_at: '08:00',
      closes_at: '22:00',
    });
    expect(ru?.products.map((p) => p.code).sort()).toEqual(['DIESEL', 'PREMIUM_95']);
    expect((await listed('am'))?.address).toBe('Կոմիտասի պող. 1');
    expect(after.data.at(-1)?.name).toBe('Arabkir');
  });

  it('refuses a code in use and an unknown product, writing nothing', async () => {
    const before = (await list()).count;
    await expect(addStation(t.database.db, station)).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(
      addStation(t.database.db, { ...station, code: 'YVN-NEW', products: ['DIESEL', 'KEROSENE'] }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', options: { field: 'products' } });
    expect((await list()).count).toBe(before);
  });

  it('names every field that breaks a rule at once, writing nothing', async () => {
    const before = (await list()).count;
    const bad: StationInput = {
      ...station,
      code: 'yvn new',
      name: { ...station.name, ru: '   ' },
      address: { ...station.address, en: 'x'.repeat(201) },
      latitude: 91,
      longitude: Number.NaN,
      hours: '22:00-22:00',
      products: [],
    };
    await expect(addStation(t.database.db, bad)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      options: {
        field: 'code',
        params: { fields: 'code,name_ru,address_en,latitude,longitude,hours,products' },
      },
    });
    for (const hours of ['24:00-08:00', '8:00-22:00', '24 h', ''])
      await expect(addStation(t.database.db, { ...station, hours })).rejects.toMatchObject({
        options: { field: 'hours' },
      });
    expect((await list()).count).toBe(before);
  });

  it('keeps texts without the spaces around them and a round-the-clock station as 24h', async () => {
    await addStation(t.database.db, {
      ...station,
      code: 'YVN-24',
      name: { am: ' Նոր ', en: '  Round the clock ', ru: 'Круглосуточная' },
      hours: '24h',
    });
    const added = (await list()).data.find((s) => s.name === 'Round the clock');
    expect(added).toMatchObject({ open_24h: true });
  });
});

describe("an operator's closed station (npm run admin -- station-close, station-open)", () => {
  const list = () =>
    afterCatalogRecheck(async () =>
      stationsReplySchema.parse((await getStations('?limit=100')).json()),
    );

  it('leaves the list and is not offered for refuels until it is opened again', async () => {
    const db = t.database.db;
    const user = await createUser(db);
    const token = (await signIn(t.app, user)).access_token;
    const diesel = await productByCode(db, 'DIESEL');
    await creditFuel(db, user.id, diesel.id, 20);
    const goris = (await list()).data.find((s) => s.name === 'Goris');
    if (!goris) throw new Error('no Goris station');
    const refuelAt = (stationId: string) =>
      t.app.inject({
        method: 'POST',
        url: apiUrlOf(API_ROUTES.refuels.create),
        headers: { authorization: `Bearer ${token}` },
        payload: { product_id: diesel.id, volume: 5, station_id: stationId },
      });

    await setStationOpen(db, 'GORIS-SYUNIK', false);
    expect((await list()).data.map((s) => s.id)).not.toContain(goris.id);
    const refused = await refuelAt(goris.id);
    expect(refused.statusCode).toBe(404);
    expect(errorBodySchema.parse(refused.json()).errors[0]?.field).toBe('station_id');

    await setStationOpen(db, 'GORIS-SYUNIK', true);
    expect((await list()).data.map((s) => s.id)).toContain(goris.id);
    expect((await refuelAt(goris.id)).statusCode).toBe(200);
  });

  it('refuses a code no station has', async () => {
    await expect(setStationOpen(t.database.db, 'NOWHERE', false)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
