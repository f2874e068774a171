import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { STREAMS } from './events.routes';

let t: TestApp;
let base = '';
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

describe('live events (Server-Sent Events)', () => {
  it('streams the signed-in user’s events and nobody else’s', async () => {
    const user = await createUser(t.database.db);
    const other = await createUser(t.database.db);
    const { access_token } = await signIn(t.app, user);
    const res = await fetch(`${base}/api/user/events`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body?.getReader();
    if (!reader) throw new Error('no stream');
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value);
    expect(text).toContain(': connected');

    t.app.events.publish(other.id, { type: 'refuel.expired', data: { refuel_id: 'not-yours' } });
    t.app.events.publish(user.id, {
      type: 'refuel.completed',
      data: { refuel_id: 'r1', dispensed: 12.5, released: 0 },
    });
    while (!text.includes('r1')) text += decoder.decode((await reader.read()).value);
    expect(text).toContain(
      'event: refuel.completed\ndata: {"refuel_id":"r1","dispensed":12.5,"released":0}\n\n',
    );
    expect(text).not.toContain('not-yours');
    await reader.cancel();
  });

  it('needs a valid access token', async () => {
    const res = await fetch(`${base}/api/user/events`);
    expect(res.status).toBe(401);
  });
});

describe('bounds on live streams', () => {
  const open = async (token: string) => {
    const res = await fetch(`${base}/api/user/events`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const reader = res.body?.getReader();
    if (!reader) throw new Error('no stream');
    await reader.read();
    return reader;
  };
  /** Resolves true when the server ends the stream. */
  const ended = async (reader: ReadableStreamDefaultReader<Uint8Array>) => {
    for (;;) if ((await reader.read()).done) return true;
  };

  it(`keeps at most ${STREAMS.perUser} streams per user: the oldest gives way`, async () => {
    const { access_token } = await signIn(t.app, await createUser(t.database.db));
    const readers = [];
    for (let i = 0; i < STREAMS.perUser; i++) readers.push(await open(access_token));
    const newest = await open(access_token);
    expect(await ended(readers[0] as ReadableStreamDefaultReader<Uint8Array>)).toBe(true);
    for (const reader of [...readers.slice(1), newest]) await reader.cancel();
  });

  it('ends the stream when the account is deleted', async () => {
    STREAMS.sessionCheckMs = 50;
    const user = await createUser(t.database.db);
    const { access_token } = await signIn(t.app, user);
    // Streams opened from now on check their session often.
    const reader = await open(access_token);
    const res = await fetch(`${base}/api/user/delete`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ password: user.password }),
    });
    expect(res.status).toBe(200);
    expect(await ended(reader)).toBe(true);
  });
});
