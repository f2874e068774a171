import net from 'node:net';
import { HEALTH_PATHS, readinessReplySchema } from '@fuel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';

const REDIS = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');

/**
 * A TCP relay in front of the Redis server: `cut` closes it and every connection through it, as
 * a Redis server that goes away would; `restore` listens again on the same port.
 */
function redisRelay() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(REDIS.port || 6379), REDIS.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) =>
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as net.AddressInfo).port;
        resolve();
      }),
    );
  return {
    listen,
    url: () => `redis://127.0.0.1:${port}`,
    cut: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      }),
  };
}

const relay = redisRelay();
let t: TestApp;
beforeAll(async () => {
  await relay.listen();
  t = await buildTestApp({ seed: false, env: { REDIS_URL: relay.url() } });
});
afterAll(async () => {
  await t.close();
  await relay.cut();
});

const readiness = async () => {
  const res = await t.app.inject(HEALTH_PATHS.ready);
  return { status: res.statusCode, body: readinessReplySchema.parse(res.json()) };
};

describe('readiness with REDIS_URL', () => {
  it('is ready when the database and Redis answer, and says so for each', async () => {
    expect(await readiness()).toEqual({
      status: 200,
      body: { status: 'ok', database: 'ok', redis: 'ok' },
    });
  });

  it('is not ready while Redis is gone, and ready again once it is back', async () => {
    await relay.cut();
    expect(await readiness()).toEqual({
      status: 503,
      body: { status: 'unavailable', database: 'ok', redis: 'unavailable' },
    });
    await relay.listen();
    // The client reconnects by itself (its back-off grows to 2 s between tries).
    await expect.poll(async () => (await readiness()).status, { timeout: 15_000 }).toBe(200);
  });
});
