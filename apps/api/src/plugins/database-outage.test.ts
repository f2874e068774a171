import { API_ROUTES, apiUrlOf, errorBodySchema } from '@fuel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../test/factories';
import { buildTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

describe('a database outage', () => {
  it('answers 503 with Retry-After and the error body, not 500', async () => {
    const user = await createUser(t.app.database.db);
    const { access_token } = await signIn(t.app, user);
    await t.database.close();
    const res = await t.app.inject({
      method: 'GET',
      url: apiUrlOf(API_ROUTES.vehicles.list),
      headers: { authorization: `Bearer ${access_token}`, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorBodySchema.parse(res.json()).errors[0]?.code).toBe('SERVICE_UNAVAILABLE');
  });
});
