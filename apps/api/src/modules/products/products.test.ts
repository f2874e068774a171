import { errorBodySchema, productsReplySchema } from '@fuel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function getProducts(query = '', language?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/products${query}`,
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
