import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import type { Database } from '../../db/database';
import { pushSubscriptions } from '../../db/schema';
import { pushSubscriptionStore } from '../../modules/users';
import { createUser } from '../../test/factories';
import { createTestDatabase } from '../../test/test-database';
import { webPushSender } from './push-sender';
import { guardedPushTransport, type PushTransport } from './push-transport';

/** Plain HTTP to the stand-in service below; production sends only through the guarded one. */
const plainHttp: PushTransport = async (endpoint, { method, headers, body }) =>
  (await fetch(endpoint, { method, headers, body })).status;

/** A stand-in push service on this machine: records requests, answers with `status`. */
const requests: { url: string; headers: http.IncomingHttpHeaders; bytes: number }[] = [];
let status = 201;
const service = http.createServer((req, res) => {
  let bytes = 0;
  req.on('data', (c: Buffer) => (bytes += c.length));
  req.on('end', () => {
    requests.push({ url: req.url ?? '', headers: req.headers, bytes });
    res.writeHead(status).end();
  });
});

let database: Database;
let base = '';
beforeAll(async () => {
  database = await createTestDatabase();
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
});
afterAll(async () => {
  service.close();
  await database.close();
});

function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

describe('Web Push', () => {
  it('sends an encrypted, VAPID-signed message to each subscribed browser', async () => {
    const user = await createUser(database.db);
    const vapid = webpush.generateVAPIDKeys();
    for (const name of ['phone', 'laptop']) {
      await database.db
        .insert(pushSubscriptions)
        .values({ userId: user.id, endpoint: `${base}/push/${name}`, keys: browserKeys() });
    }
    const sender = webPushSender(
      pushSubscriptionStore(database.db),
      { ...vapid, subject: 'mailto:ops@example.am' },
      plainHttp,
    );
    await sender.send({
      userId: user.id,
      title: 'Refuelling completed',
      body: '30 L',
      url: '/en/my-balance',
    });

    expect(requests.map((r) => r.url).sort()).toEqual(['/push/laptop', '/push/phone']);
    for (const r of requests) {
      expect(r.headers['content-encoding']).toBe('aes128gcm');
      expect(r.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
      expect(r.bytes).toBeGreaterThan(0);
    }
  });

  it('forgets a browser whose subscription is gone (410)', async () => {
    const user = await createUser(database.db);
    const endpoint = `${base}/push/gone`;
    await database.db
      .insert(pushSubscriptions)
      .values({ userId: user.id, endpoint, keys: browserKeys() });
    status = 410;
    const sender = webPushSender(
      pushSubscriptionStore(database.db),
      { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@example.am' },
      plainHttp,
    );
    await sender.send({ userId: user.id, title: 't', body: 'b', url: '/' });
    const left = await database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(left).toHaveLength(0);
  });

  it('never posts to an address inside this network, even when told the host is allowed', async () => {
    const user = await createUser(database.db);
    const endpoint = `https://127.0.0.1:${new URL(base).port}/push/inside`;
    await database.db
      .insert(pushSubscriptions)
      .values({ userId: user.id, endpoint, keys: browserKeys() });
    const before = requests.length;
    const sender = webPushSender(
      pushSubscriptionStore(database.db),
      { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@example.am' },
      guardedPushTransport(() => true),
    );
    await expect(sender.send({ userId: user.id, title: 't', body: 'b', url: '/' })).rejects.toThrow(
      /not allowed|private/i,
    );
    expect(requests.length).toBe(before);
  });

  it('refuses endpoints that are not push services before any lookup', async () => {
    const send = guardedPushTransport();
    const request = { method: 'POST', headers: {}, body: null };
    for (const endpoint of ['http://fcm.googleapis.com/x', 'https://169.254.169.254/latest']) {
      await expect(send(endpoint, request)).rejects.toThrow(/not a known push service/);
    }
  });

  it('is off without VAPID keys', async () => {
    expect(webPushSender(pushSubscriptionStore(database.db), undefined).enabled).toBe(false);
  });
});
