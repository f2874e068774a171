import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { API_PREFIX, API_ROUTES, apiUrlOf, errorBodySchema } from '@fuel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../test/factories';
import { productByCode } from '../test/money';
import { buildTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  const user = await createUser(t.app.database.db);
  auth = { authorization: `Bearer ${(await signIn(t.app, user)).access_token}` };
});
afterAll(() => t.close());

const errorOf = (body: string) => errorBodySchema.parse(JSON.parse(body));

describe('a request sent without a body', () => {
  it('hears which fields are required, by name, as if it had sent {}', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.vehicles.create),
      headers: { ...auth, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    const fields = errorOf(res.body).errors.map((e) => [e.field, e.message]);
    expect(fields).toEqual([
      ['license_plate', 'This field is required'],
      ['model', 'This field is required'],
      ['primary_fuel_type', 'This field is required'],
    ]);
  });
});

describe('a call that carries nothing, sent as JSON', () => {
  it('is the same call as without the header: the vehicle is deleted, the message read', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.vehicles.create),
      headers: auth,
      payload: {
        license_plate: '12AB345',
        model: 'Niva',
        primary_fuel_type: (await productByCode(t.database.db, 'DIESEL')).id,
      },
    });
    expect(created.statusCode).toBe(200);
    const json = { ...auth, 'content-type': 'application/json', 'accept-language': 'en' };
    const url = apiUrlOf(API_ROUTES.vehicles.remove, { id: created.json().id });
    const removed = await t.app.inject({ method: 'DELETE', url, headers: json });
    expect(removed.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'DELETE', url, headers: json });
    expect(again.statusCode).toBe(404);
  });

  it('still needs its fields where a body is required', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.vehicles.create),
      headers: { ...auth, 'content-type': 'application/json', 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.body).errors.map((e) => e.field)).toContain('license_plate');
  });
});

describe('text the database cannot store', () => {
  it.each([
    ['first_name', { first_name: 'An\u0000na', last_name: 'P', phone: '+37491000000' }],
    ['last_name', { first_name: 'Anna', last_name: '\ud800', phone: '+37491000000' }],
  ])('is a validation error naming the field (%s)', async (field, payload) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: apiUrlOf(API_ROUTES.profile.changeDetails),
      headers: { ...auth, 'accept-language': 'en' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    const body = errorOf(res.body);
    expect(body.errors).toEqual([
      { code: 'VALIDATION_FAILED', field, message: 'Contains characters that cannot be saved' },
    ]);
  });

  it('is refused in vehicle models, order ids and push keys alike', async () => {
    const replies = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: apiUrlOf(API_ROUTES.vehicles.create),
        headers: auth,
        payload: { license_plate: '12AB345', model: 'Niva\u0000', primary_fuel_type: '' },
      }),
      t.app.inject({
        method: 'GET',
        url: apiUrlOf(API_ROUTES.payments.sync, { orderId: '\u0000' }),
        headers: auth,
      }),
      t.app.inject({
        method: 'POST',
        url: apiUrlOf(API_ROUTES.users.subscribePush),
        headers: auth,
        payload: {
          endpoint: 'https://fcm.googleapis.com/x',
          keys: { p256dh: '\u0000', auth: 'a' },
        },
      }),
    ]);
    for (const res of replies) {
      expect(res.statusCode).toBe(400);
      expect(errorOf(res.body).errors.some((e) => e.code === 'VALIDATION_FAILED')).toBe(true);
    }
  });
});

describe('impossible dates', () => {
  it.each([
    `${apiUrlOf(API_ROUTES.transactions.list)}?end=2024-02-30`,
    `${apiUrlOf(API_ROUTES.transactions.list)}?start=2024-13-45`,
    `${apiUrlOf(API_ROUTES.transactions.export)}?start=2023-02-29`,
    `${apiUrlOf(API_ROUTES.transactions.export)}?end=9999-99-99`,
  ])('%s is a validation error', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: auth });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.body).errors[0]?.code).toBe('VALIDATION_FAILED');
  });

  it('a leap day is a date', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${apiUrlOf(API_ROUTES.transactions.list)}?start=2024-02-29&end=2024-03-01`,
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('broken multipart bodies', () => {
  it.each([
    ['POST', apiUrlOf(API_ROUTES.uploads.files)],
    ['POST', apiUrlOf(API_ROUTES.uploads.images)],
    ['PATCH', apiUrlOf(API_ROUTES.uploads.changePicture)],
  ])('%s %s answers 400 with the error body', async (method, url) => {
    for (const [type, payload] of [
      ['multipart/form-data', 'no boundary'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="f'],
    ] as const) {
      const res = await t.app.inject({
        method: method as 'POST',
        url,
        headers: { ...auth, 'content-type': type },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res.body).errors[0]?.code).toBe('BAD_REQUEST');
    }
  });
});

describe('errors Fastify raises itself', () => {
  it.each([
    [
      'a bad escape in the path',
      { url: `${API_PREFIX}/user/vehicles/%E0%A4%A` },
      400,
      'BAD_REQUEST',
    ],
    [
      'an overlong path parameter',
      { url: apiUrlOf(API_ROUTES.vehicles.get, { id: 'a'.repeat(150) }) },
      414,
      'URI_TOO_LONG',
    ],
    [
      'broken JSON',
      {
        method: 'POST',
        url: apiUrlOf(API_ROUTES.auth.login),
        payload: '{"identifier":',
        headers: { 'content-type': 'application/json' },
      },
      400,
      'BAD_REQUEST',
    ],
    [
      'a content type no route takes',
      {
        method: 'POST',
        url: apiUrlOf(API_ROUTES.auth.login),
        payload: '<x/>',
        headers: { 'content-type': 'application/xml' },
      },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'plain text where JSON is read',
      {
        method: 'POST',
        url: apiUrlOf(API_ROUTES.auth.login),
        payload: '{"identifier":"a@b.am","password":"x"}',
        headers: { 'content-type': 'text/plain' },
      },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a body over the limit',
      {
        method: 'POST',
        url: apiUrlOf(API_ROUTES.auth.login),
        payload: `{"x":"${'a'.repeat(1_100_000)}"}`,
        headers: { 'content-type': 'application/json' },
      },
      413,
      'PAYLOAD_TOO_LARGE',
    ],
  ] as const)('%s: the error body in the asked language', async (_, request, status, code) => {
    const res = await t.app.inject({
      method: 'GET',
      ...request,
      headers: { ...('headers' in request ? request.headers : {}), 'accept-language': 'ru' },
    } as never);
    expect(res.statusCode).toBe(status);
    const body = errorOf(res.body);
    expect(body.errors[0]?.code).toBe(code);
    expect(body.message).toMatch(/[а-я]/);
  });

  it('headers too large for the HTTP parser: 431 with the error body', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let data = '';
      socket.on('data', (chunk) => (data += chunk));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
      socket.write(
        `GET ${apiUrlOf(API_ROUTES.products.list)} HTTP/1.1\r\nHost: x\r\nAccept-Language: en\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
    });
    expect(reply).toMatch(/^HTTP\/1.1 431 /);
    const body = errorOf(reply.slice(reply.indexOf('\r\n\r\n') + 4));
    expect(body.errors[0]?.code).toBe('HEADERS_TOO_LARGE');
    expect(body.message).toBe('The request headers are too large.');
  });
});
