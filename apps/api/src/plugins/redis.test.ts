import { randomUUID } from 'node:crypto';
import { API_ROUTES, apiUrlOf, errorBodySchema } from '@fuel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../test/factories';
import { buildTestApp, type TestApp } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';

// Two API instances on one database and one Redis server, as a scaled deployment runs them.
const env = {
  REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  RATE_LIMIT_PER_MINUTE: '3',
  TRUST_PROXY: 'true',
};
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  const database = await createTestDatabase();
  a = await buildTestApp({ seed: false, database, env });
  b = await buildTestApp({ seed: false, database, env });
});
afterAll(async () => {
  await b.app.close();
  await a.close();
});

describe('with REDIS_URL', () => {
  it('counts one client’s requests across both instances', async () => {
    // An address of its own, so no other run on the same Redis shares the counter.
    const ip = `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
    const statuses: number[] = [];
    for (const app of [a, b, a, b]) {
      const res = await app.app.inject({
        url: apiUrlOf(API_ROUTES.products.list),
        headers: { 'x-forwarded-for': ip },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('delivers a live event published on one instance to a listener on the other', async () => {
    const userId = randomUUID();
    const received = new Promise<unknown>((resolve) => {
      b.app.events.subscribe(userId, resolve);
    });
    const event = {
      type: 'balance.changed' as const,
      data: { product_id: randomUUID(), reason: 'purchase' as const },
    };
    a.app.events.publish(userId, event);
    await expect(received).resolves.toEqual(event);
    // Both keep it for new streams, under the one id it was published with.
    await expect.poll(() => a.app.events.recent(userId).length).toBe(1);
    const [onA] = a.app.events.recent(userId);
    expect(b.app.events.recent(userId)).toEqual([{ id: onA?.id, event }]);
  });

  it('counts one address’s card activations across both instances (30 a minute)', async () => {
    // Instances with the usual global limit: the route's own limit is the one at stake.
    const shared = { REDIS_URL: env.REDIS_URL, TRUST_PROXY: 'true' };
    const c = await buildTestApp({ seed: false, database: a.database, env: shared });
    const d = await buildTestApp({ seed: false, database: a.database, env: shared });
    try {
      const company = await createUser(a.database.db, { type: 'company' });
      const token = (await signIn(c.app, company)).access_token;
      const ip = `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
      const add = (instance: TestApp) =>
        instance.app.inject({
          method: 'POST',
          url: apiUrlOf(API_ROUTES.cards.add),
          headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': ip },
          // Refused by the contract (400): only the count per address matters here.
          payload: {},
        });
      const first = await Promise.all(Array.from({ length: 30 }, (_, i) => add(i % 2 ? d : c)));
      expect(first.map((r) => r.statusCode)).toEqual(Array(30).fill(400));
      const over = await add(d);
      expect(over.statusCode).toBe(429);
      expect(errorBodySchema.parse(over.json()).errors[0]?.code).toBe('RATE_LIMITED');
    } finally {
      await c.app.close();
      await d.app.close();
    }
  });
});
