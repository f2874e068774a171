import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { API_PREFIX, API_ROUTES, apiUrlOf, errorBodySchema } from '@fuel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue } from '../jobs/kinds';
import { createUser, signIn } from '../test/factories';
import { productByCode } from '../test/money';
import { buildTestApp, type TestApp } from '../test/test-app';
import { METRICS_PATH } from './metrics';
import { routeLabel } from './metrics-collectors';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => t.close());

type Request = { remoteAddress?: string; headers?: Record<string, string> };
const scrapeAs = (app: TestApp, { remoteAddress, headers }: Request = {}) =>
  app.app.inject({ url: METRICS_PATH, remoteAddress, headers });

async function scrape(): Promise<Sample[]> {
  const res = await scrapeAs(t);
  expect(res.statusCode).toBe(200);
  return parsePrometheusText(res.body);
}

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * The text exposition format, strictly: `# HELP` and `# TYPE` lines, then samples of the
 * declared families (a histogram's as `_bucket`, `_sum` and `_count`); anything else throws.
 */
function parsePrometheusText(text: string): Sample[] {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const comment = new RegExp(`^# (HELP|TYPE) (${NAME}) (.*)$`).exec(line);
    if (comment) {
      const [, kind, name = '', rest = ''] = comment;
      if (kind === 'TYPE') {
        expect(rest).toMatch(/^(counter|gauge|histogram|summary|untyped)$/);
        types.set(name, rest);
      }
      continue;
    }
    const sample = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)$`).exec(line);
    if (!sample) throw new Error(`not a sample line: ${line}`);
    const [, name = '', labelText = '', value = ''] = sample;
    const family = [name, name.replace(/_(bucket|sum|count)$/, '')].find((n) => types.has(n));
    if (!family) throw new Error(`a sample of no declared family: ${line}`);
    const labels: Record<string, string> = {};
    const labelPattern = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(,|$)/gy;
    let consumed = 0;
    for (const m of labelText.matchAll(labelPattern)) {
      labels[m[1] ?? ''] = m[2] ?? '';
      consumed = (m.index ?? 0) + m[0].length;
    }
    if (consumed !== labelText.length) throw new Error(`bad labels: ${line}`);
    // Prometheus reads values as Go's ParseFloat does: NaN and Inf in any case (the client
    // writes `Nan`).
    if (!/^(nan|[+-]?inf|[+-]?\d+(\.\d+)?(e[+-]?\d+)?)$/i.test(value))
      throw new Error(`bad value: ${line}`);
    samples.push({ name, labels, value: Number(value) });
  }
  return samples;
}

const find = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.find(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );

describe('who may read /metrics', () => {
  it('answers a scraper on this machine, and one with the token from anywhere', async () => {
    const local = await scrapeAs(t);
    expect(local.statusCode).toBe(200);
    expect(local.headers['content-type']).toContain('text/plain; version=0.0.4');
    const withToken = await scrapeAs(t, {
      remoteAddress: '203.0.113.7',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.statusCode).toBe(200);
  });

  it('answers everyone else as an address that does not exist', async () => {
    const refused = [
      await scrapeAs(t, { remoteAddress: '203.0.113.7' }),
      await scrapeAs(t, {
        remoteAddress: '203.0.113.7',
        headers: { authorization: `Bearer ${TOKEN}x` },
      }),
      // A wrong token is refused on this machine too.
      await scrapeAs(t, { headers: { authorization: 'Bearer not-the-token' } }),
      // Through a proxy on this machine every request would look local.
      await scrapeAs(t, { headers: { 'x-forwarded-for': '127.0.0.1' } }),
      await scrapeAs(t, { headers: { forwarded: 'for=127.0.0.1' } }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect(errorBodySchema.parse(refused[0]?.json()).errors[0]?.code).toBe('NOT_FOUND');
    expect(refused[0]?.body).not.toContain('fuel_');
  });

  it('answers the addresses of METRICS_ALLOW, and then no longer this machine', async () => {
    const other = await buildTestApp({
      seed: false,
      database: t.database,
      env: { METRICS_ALLOW: '10.0.0.0/8, 2001:db8::/32' },
    });
    try {
      const statuses = await Promise.all(
        ['10.1.2.3', '::ffff:10.1.2.3', '2001:db8::5', '11.1.2.3', '127.0.0.1'].map(
          async (remoteAddress) => (await scrapeAs(other, { remoteAddress })).statusCode,
        ),
      );
      expect(statuses).toEqual([200, 200, 200, 404, 404]);
    } finally {
      await other.app.close();
    }
  });

  it('refuses a METRICS_ALLOW that is not addresses, and a short token', async () => {
    await expect(buildTestApp({ env: { METRICS_ALLOW: '10.0.0.0/33' } })).rejects.toThrow(
      /METRICS_ALLOW/,
    );
    await expect(buildTestApp({ env: { METRICS_ALLOW: 'prometheus.local' } })).rejects.toThrow(
      /METRICS_ALLOW/,
    );
    await expect(buildTestApp({ env: { METRICS_TOKEN: 'short' } })).rejects.toThrow(
      /METRICS_TOKEN/,
    );
  });

  it('is not part of the API documentation', async () => {
    const doc = (await t.app.inject(`${API_PREFIX}/docs/json`)).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).not.toContain(METRICS_PATH);
  });
});

describe('the series', () => {
  it('counts requests by route pattern and status, never by the address asked', async () => {
    await t.app.inject(apiUrlOf(API_ROUTES.products.list));
    const id = randomUUID();
    // Not signed in: 401, under the pattern with its parameter.
    await t.app.inject(apiUrlOf(API_ROUTES.transactions.one, { id }));
    const res = await scrapeAs(t);
    const samples = parsePrometheusText(res.body);
    expect(
      find(samples, 'fuel_http_requests_total', {
        method: 'GET',
        route: apiUrlOf(API_ROUTES.products.list),
        status: '200',
      })?.value,
    ).toBe(1);
    expect(
      find(samples, 'fuel_http_requests_total', {
        route: `${API_PREFIX}${API_ROUTES.transactions.one.path}`,
        status: '401',
      })?.value,
    ).toBe(1);
    expect(
      find(samples, 'fuel_http_request_duration_seconds_count', {
        route: apiUrlOf(API_ROUTES.products.list),
      })?.value,
    ).toBe(1);
    expect(res.body).not.toContain(id);
  });

  it('labels files and unmatched addresses by a fixed word', () => {
    expect(routeLabel('/assets/index-3f2a.js')).toBe('(file)');
    expect(routeLabel(undefined)).toBe('(unmatched)');
    const pattern = `${API_PREFIX}${API_ROUTES.cards.get.path}`;
    expect(routeLabel(pattern)).toBe(pattern);
  });

  it('shows the job queue: a queued job until it is delivered', async () => {
    await enqueue(t.database.db, 'sms', { to: '+37477000001', lang: 'en', code: '123456' });
    const queued = await scrape();
    expect(find(queued, 'fuel_jobs_waiting', { kind: 'sms' })?.value).toBe(1);
    expect(find(queued, 'fuel_jobs_oldest_due_seconds', { kind: 'sms' })?.value).toBeGreaterThan(0);
    await t.app.jobs.drain();
    expect(find(await scrape(), 'fuel_jobs_waiting', { kind: 'sms' })).toBeUndefined();
  });

  it('shows the payments waiting for the bank', async () => {
    const before = find(await scrape(), 'fuel_payments_pending')?.value;
    expect(before).toBe(0);
    const user = await createUser(t.database.db);
    const { access_token } = await signIn(t.app, user);
    const diesel = await productByCode(t.database.db, 'DIESEL');
    const order = await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.payments.register),
      headers: { authorization: `Bearer ${access_token}` },
      payload: { product_id: diesel.id, quantity: 10 },
    });
    expect(order.statusCode).toBe(200);
    const after = await scrape();
    expect(find(after, 'fuel_payments_pending')?.value).toBe(1);
    expect(find(after, 'fuel_payments_pending_oldest_seconds')?.value).toBeGreaterThanOrEqual(0);
  });

  it('shows the database pool as the database reports it', async () => {
    const samples = await scrape();
    const use = t.database.poolUse();
    expect(find(samples, 'fuel_db_pool_max_connections')?.value).toBe(use.max);
    if (t.database.kind === 'postgres') {
      expect(find(samples, 'fuel_db_pool_connections')?.value).toBeGreaterThan(0);
      expect(find(samples, 'fuel_db_pool_waiting_queries')?.value).toBe(0);
    } else {
      expect(use).toEqual({ max: 1, open: 1 });
    }
    expect(find(samples, 'process_cpu_user_seconds_total')).toBeDefined();
  });

  it('counts the open live streams', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const { access_token } = await signIn(t.app, await createUser(t.database.db));
    const streams = find(await scrape(), 'fuel_live_streams')?.value ?? Number.NaN;
    const res = await fetch(`${base}${apiUrlOf(API_ROUTES.events.stream)}`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    const reader = res.body?.getReader();
    await reader?.read();
    expect(find(await scrape(), 'fuel_live_streams')?.value).toBe(streams + 1);
    await reader?.cancel();
    await expect.poll(async () => find(await scrape(), 'fuel_live_streams')?.value).toBe(streams);
  });
});
