import { API_PREFIX, API_ROUTES, allRoutes, apiUrlOf, errorBodySchema } from '@fuel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import { buildTestApp, type TestApp } from '../test/test-app';
import { PAGE_ONLY_HEADERS } from './security';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    seed: false,
    extend: (app) => {
      app.get(`${API_PREFIX}/test/boom`, async () => {
        throw new Error('secret connection string postgres://user:pw@db');
      });
      app.get(`${API_PREFIX}/test/conflict`, async () => {
        throw new AppError('CONFLICT', { field: 'plate' });
      });
      app.post(`${API_PREFIX}/test/echo`, async (request) => request.body);
    },
  });
});
afterAll(() => t.close());

describe('health', () => {
  it('answers liveness and readiness with the database', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('is not ready when the database does not answer', async () => {
    const ping = t.database.ping;
    t.database.ping = async () => {
      throw new Error('connection refused');
    };
    try {
      const res = await t.app.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
    } finally {
      t.database.ping = ping;
    }
  });
});

describe('errors', () => {
  it('answers an unknown API path with a localized 404 body', async () => {
    const res = await t.app.inject({
      url: `${API_PREFIX}/nowhere`,
      headers: { 'accept-language': 'ru' },
    });
    expect(res.statusCode).toBe(404);
    expect(errorBodySchema.parse(res.json())).toEqual({
      message: 'Не найдено.',
      errors: [{ code: 'NOT_FOUND', message: 'Не найдено.' }],
    });
  });

  it('hides the details of an unexpected failure', async () => {
    const res = await t.app.inject({
      url: `${API_PREFIX}/test/boom`,
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(500);
    const body = errorBodySchema.parse(res.json());
    expect(body.errors[0]?.code).toBe('INTERNAL');
    expect(res.body).not.toMatch(/secret|postgres|stack/);
  });

  it('turns an AppError into its status, code and field', async () => {
    const res = await t.app.inject({ url: `${API_PREFIX}/test/conflict` });
    expect(res.statusCode).toBe(409);
    expect(errorBodySchema.parse(res.json()).errors[0]).toEqual({
      code: 'CONFLICT',
      message: 'Նման գրառում արդեն գոյություն ունի։',
      field: 'plate',
    });
  });

  it('answers malformed JSON with 400 and the error body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/test/echo`,
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"broken": ',
    });
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.parse(res.json()).errors[0]?.code).toBe('BAD_REQUEST');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/test/echo`,
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(415);
    expect(errorBodySchema.parse(res.json()).errors[0]?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('probes', () => {
  it("are not counted against the address's request limit: a balancer asks all day", async () => {
    const limited = await buildTestApp({ seed: false, env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const probes = [];
      for (let i = 0; i < 6; i++) probes.push((await limited.app.inject('/healthz')).statusCode);
      expect(probes).toEqual([200, 200, 200, 200, 200, 200]);
      const calls = [];
      for (let i = 0; i < 4; i++)
        calls.push((await limited.app.inject(apiUrlOf(API_ROUTES.products.list))).statusCode);
      expect(calls).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('headers', () => {
  it('sends a strict content security policy and the other security headers', async () => {
    const res = await t.app.inject('/no-such-page');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // HSTS only in production, where TLS is terminated in front of the app.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it("keeps the headers a page acts on off the API's JSON replies and the probes', and the rest on them", async () => {
    const api = await t.app.inject(apiUrlOf(API_ROUTES.products.list));
    const probe = await t.app.inject('/healthz');
    const page = await t.app.inject('/no-such-page');
    expect([api.statusCode, probe.statusCode]).toEqual([200, 200]);
    for (const name of PAGE_ONLY_HEADERS) {
      expect(api.headers[name], name).toBeUndefined();
      expect(probe.headers[name], name).toBeUndefined();
      expect(page.headers[name], name).toBeDefined();
    }
    expect(probe.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
    expect(probe.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['x-frame-options']).toBe('DENY');
    expect(api.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('gives every reply a request id, keeping one the caller sent', async () => {
    const fresh = await t.app.inject('/healthz');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(kept.headers['x-request-id']).toBe('abc-123');
    // One that is not an id (too long, or not an id's characters) is replaced, not echoed.
    for (const given of ['a'.repeat(5_000), 'x y', '<script>']) {
      const replaced = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': given } });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    // Refusals and errors too: they are the replies someone asks support about.
    const refused = await t.app.inject({
      url: apiUrlOf(API_ROUTES.users.me),
      headers: { 'x-request-id': 'r-1' },
    });
    expect([refused.statusCode, refused.headers['x-request-id']]).toEqual([401, 'r-1']);
    const missing = await t.app.inject({
      url: `${API_PREFIX}/no-such-route`,
      headers: { 'x-request-id': 'r-2' },
    });
    expect([missing.statusCode, missing.headers['x-request-id']]).toEqual([404, 'r-2']);
    const broken = await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.auth.login),
      headers: { 'x-request-id': 'r-3', 'content-type': 'application/json' },
      payload: '{"login":',
    });
    expect([broken.statusCode, broken.headers['x-request-id']]).toEqual([400, 'r-3']);
  });
});

describe('API documentation', () => {
  it('publishes an OpenAPI document generated from the contract', async () => {
    const res = await t.app.inject(`${API_PREFIX}/docs/json`);
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        apiUrlOf(API_ROUTES.products.list),
        apiUrlOf(API_ROUTES.stations.list),
        '/healthz',
        '/readyz',
      ]),
    );
    expect(JSON.stringify(doc.paths[apiUrlOf(API_ROUTES.products.list)])).toContain('"offset"');
  });

  it('documents every call of the route table with its method and a summary', async () => {
    const doc = (await t.app.inject(`${API_PREFIX}/docs/json`)).json() as {
      paths: Record<string, Record<string, { summary?: string }>>;
    };
    const missing = allRoutes()
      .map((route) => ({
        path: `${API_PREFIX}${route.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`,
        method: route.method.toLowerCase(),
      }))
      .filter(({ path, method }) => !doc.paths[path]?.[method]?.summary)
      .map(({ path, method }) => `${method} ${path}`);
    expect(missing).toEqual([]);
  });

  it('serves the documentation page', async () => {
    const res = await t.app.inject(`${API_PREFIX}/docs/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After and the error body past the limit', async () => {
    const limited = await buildTestApp({
      seed: false,
      database: t.database,
      env: { RATE_LIMIT_PER_MINUTE: '3' },
    });
    try {
      const replies = [];
      for (let i = 0; i < 4; i++)
        replies.push(await limited.app.inject(apiUrlOf(API_ROUTES.products.list)));
      expect(replies.slice(0, 3).map((r) => r.statusCode)).toEqual([200, 200, 200]);
      const last = replies[3];
      expect(last?.statusCode).toBe(429);
      expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
      // The counters are told on the refusal only, not on every reply below the limit.
      expect(last?.headers['x-ratelimit-limit']).toBe('3');
      expect(replies[0]?.headers['x-ratelimit-remaining']).toBeUndefined();
      expect(errorBodySchema.parse(last?.json()).errors[0]?.code).toBe('RATE_LIMITED');
    } finally {
      await limited.app.close();
    }
  });
});
