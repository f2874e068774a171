import { API_ROUTES, apiUrlOf, errorBodySchema, meReplySchema } from '@fuel/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema';
import { createUser, signIn } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let token: string;
let otherToken: string;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  const company = await createUser(t.database.db, {
    type: 'company',
    companyName: 'Ararat Trans LLC',
  });
  token = (await signIn(t.app, company)).access_token;
  otherToken = (await signIn(t.app, await createUser(t.database.db))).access_token;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, bearer: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${bearer}` } });

const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

describe('GET /api/user/me', () => {
  it('describes the signed-in user for the header', async () => {
    const res = await call('GET', apiUrlOf(API_ROUTES.users.me), token);
    const me = meReplySchema.parse(res.json());
    expect(me.user_type).toBe('company');
    expect(me.full_name).toBe('Ararat Trans LLC');
    expect(String(me.id)).toMatch(/^\d{7}$/);
  });
});

describe('Web Push subscriptions (/api/user/fcm-token)', () => {
  it('stores, moves and removes a browser subscription', async () => {
    const saved = await call('POST', apiUrlOf(API_ROUTES.users.subscribePush), token, subscription);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: 'Ծանուցումները միացված են այս դիտարկչում։' });
    // Saving again (the browser re-subscribes) keeps one row.
    await call('POST', apiUrlOf(API_ROUTES.users.subscribePush), token, subscription);
    const rows = () =>
      t.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    expect(await rows()).toHaveLength(1);

    // Another user cannot remove it.
    await call('DELETE', apiUrlOf(API_ROUTES.users.unsubscribePush), otherToken, {
      endpoint: subscription.endpoint,
    });
    expect(await rows()).toHaveLength(1);

    const removed = await call('DELETE', apiUrlOf(API_ROUTES.users.unsubscribePush), token, {
      endpoint: subscription.endpoint,
    });
    expect(removed.statusCode).toBe(200);
    expect(await rows()).toHaveLength(0);
  });

  it('accepts only https endpoints of known push services', async () => {
    const refused = [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://127.0.0.1/push',
      'https://169.254.169.254/latest/meta-data',
      'https://localhost:3000/api/user/delete',
      'https://fcm.googleapis.com.evil.example/x',
      'https://fcm.googleapis.com:8443/x',
      'https://user:pw@fcm.googleapis.com/x',
      'https://push.example.net/send/abc',
    ];
    for (const endpoint of refused) {
      const res = await call('POST', apiUrlOf(API_ROUTES.users.subscribePush), token, {
        ...subscription,
        endpoint,
      });
      expect(res.statusCode, endpoint).toBe(400);
      expect(errorBodySchema.parse(res.json()).errors[0]?.field).toBe('endpoint');
    }
    for (const endpoint of [
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGuQyavXutnMHTn',
    ]) {
      const res = await call('POST', apiUrlOf(API_ROUTES.users.subscribePush), token, {
        ...subscription,
        endpoint,
      });
      expect(res.statusCode, endpoint).toBe(200);
    }
  });

  it('rejects a malformed subscription and a missing token', async () => {
    const bad = await call('POST', apiUrlOf(API_ROUTES.users.subscribePush), token, {
      endpoint: 'javascript:alert(1)',
      keys: {},
    });
    expect(bad.statusCode).toBe(400);
    expect(errorBodySchema.parse(bad.json()).errors.map((e) => e.field)).toContain('endpoint');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.users.subscribePush),
      payload: subscription,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
