import { API_ROUTES, apiUrlOf, errorBodySchema, productsReplySchema } from '@fuel/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { afterCatalogRecheck } from '../../test/catalog-clock';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { MAX_PRICE_AMD, setProductPrice } from './products.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function getProducts(query = '', language?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${apiUrlOf(API_ROUTES.products.list)}${query}`,
    headers: language ? { 'accept-language': language } : {},
  });
  return res;
}

describe('GET /api/products', () => {
  it('lists the seeded fuels with unit and integer AMD price, in catalog order', async () => {
    const res = await getProducts('', 'en');
    expect(res.statusCode).toBe(200);
    const body = productsReplySchema.parse(res.json());
    expect(body.count).toBe(6);
    expect(body.data.map((p) => p.code)).toEqual([
      'REGULAR_92',
      'PREMIUM_95',
      'SUPER_98',
      'DIESEL',
      'LPG',
      'CNG',
    ]);
    expect(body.data.find((p) => p.code === 'CNG')?.unit).toBe('m3');
    expect(body.data.find((p) => p.code === 'DIESEL')?.unit).toBe('L');
    for (const p of body.data) expect(Number.isInteger(p.price) && p.price > 0).toBe(true);
  });

  it.each([
    ['en', 'Regular 92'],
    ['ru', 'Регуляр 92'],
    ['am', 'Ռեգուլյար 92'],
    ['hy-AM,hy;q=0.9', 'Ռեգուլյար 92'],
    ['de-DE,ru;q=0.5', 'Регуляр 92'],
    ['fr', 'Ռեգուլյար 92'],
    [undefined, 'Ռեգուլյար 92'],
  ])('names products in the language of Accept-Language %s', async (language, name) => {
    const res = await getProducts('', language);
    expect(productsReplySchema.parse(res.json()).data[0]?.name).toBe(name);
  });

  it('pages with offset starting at 1 and limit', async () => {
    const first = productsReplySchema.parse((await getProducts('?offset=1&limit=4')).json());
    const second = productsReplySchema.parse((await getProducts('?offset=2&limit=4')).json());
    expect(first.count).toBe(6);
    expect(second.count).toBe(6);
    expect(first.data).toHaveLength(4);
    expect(second.data.map((p) => p.code)).toEqual(['LPG', 'CNG']);
    const beyond = productsReplySchema.parse((await getProducts('?offset=9&limit=4')).json());
    expect(beyond).toEqual({ count: 6, data: [] });
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?limit=abc', 'limit'],
    ['?limit=2.5', 'limit'],
    ['?offset=0', 'offset'],
    ['?offset=-3', 'offset'],
    ['?offset=0x10', 'offset'],
    ['?limit=1e1', 'limit'],
    ['?limit=%207', 'limit'],
    ['?offset=', 'offset'],
  ])('rejects %s with a localized error body naming the field', async (query, field) => {
    const res = await getProducts(query, 'en');
    expect(res.statusCode).toBe(400);
    const body = errorBodySchema.parse(res.json());
    expect(body.message).toBe('Some fields are filled in incorrectly.');
    expect(body.errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', field });
    expect(body.errors[0]?.message).not.toMatch(/validation:|Invalid input/);
  });

  it('gives validation messages in the request language', async () => {
    const res = await getProducts('?limit=500', 'ru');
    const body = errorBodySchema.parse(res.json());
    expect(body.message).toBe('Некоторые поля заполнены неверно.');
    expect(body.errors[0]?.message).toBe('Значение должно быть не больше 100');
  });
});

describe('the cached catalog', () => {
  it('answers 304 to the ETag it gave, per language', async () => {
    const first = await getProducts('', 'en');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: apiUrlOf(API_ROUTES.products.list),
      headers: { 'accept-language': 'en', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const russian = await getProducts('', 'ru');
    expect(russian.headers.etag).not.toBe(etag);
    const stations = await t.app.inject({
      method: 'GET',
      url: apiUrlOf(API_ROUTES.stations.list),
      headers: { 'if-none-match': etag },
    });
    expect(stations.statusCode).toBe(200);
  });

  it('answers a repeated address in its own language and query, and still refuses a bad one', async () => {
    const one = await getProducts('?limit=1', 'en');
    const again = await getProducts('?limit=1', 'en');
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(one.body);
    expect(again.headers.etag).toBe(one.headers.etag);
    expect(productsReplySchema.parse(again.json()).data).toHaveLength(1);
    const two = await getProducts('?limit=2', 'en');
    expect(productsReplySchema.parse(two.json()).data).toHaveLength(2);
    const russian = await getProducts('?limit=1', 'ru');
    expect(russian.body).not.toBe(one.body);
    expect((await getProducts('?limit=1', 'ru')).body).toBe(russian.body);
    for (let i = 0; i < 2; i++)
      expect((await getProducts('?limit=abc', 'en')).statusCode).toBe(400);
  });

  it('shows a price changed by anyone within a second, with a new ETag', async () => {
    const before = await getProducts('', 'en');
    const [regular] = productsReplySchema.parse(before.json()).data;
    if (!regular) throw new Error('no product');
    await t.database.db
      .update(products)
      .set({ price: regular.price + 7 })
      .where(eq(products.id, regular.id));
    const after = await afterCatalogRecheck(() => getProducts('', 'en'));
    expect(productsReplySchema.parse(after.json()).data[0]?.price).toBe(regular.price + 7);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});

describe("an operator's price (npm run admin -- product-price)", () => {
  it('changes the price per unit, which the catalog shows within a second', async () => {
    const before = productsReplySchema.parse((await getProducts('', 'en')).json());
    const lpg = before.data.find((p) => p.code === 'LPG');
    if (!lpg) throw new Error('no LPG');
    expect(await setProductPrice(t.database.db, 'LPG', lpg.price + 15)).toEqual({
      code: 'LPG',
      was: lpg.price,
    });
    const after = await afterCatalogRecheck(async () =>
      productsReplySchema.parse((await getProducts('', 'en')).json()),
    );
    expect(after.data.find((p) => p.code === 'LPG')?.price).toBe(lpg.price + 15);
  });

  it.each([0, -5, 12.5, MAX_PRICE_AMD + 1])('refuses a price of %s drams', async (price) => {
    await expect(setProductPrice(t.database.db, 'DIESEL', price)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      options: { field: 'price' },
    });
  });

  it('refuses a product code the catalog does not have', async () => {
    await expect(setProductPrice(t.database.db, 'KEROSENE', 500)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
