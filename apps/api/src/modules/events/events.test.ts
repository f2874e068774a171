import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLAY } from '../../lib/event-hub';
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

/** Opens a stream; `first` is its first chunk (": connected", and a replay may share it). */
async function openStream(token: string) {
  const res = await fetch(`${base}/api/user/events`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const reader = res.body?.getReader();
  if (!reader) throw new Error('no stream');
  const first = new TextDecoder().decode((await reader.read()).value);
  return { reader, first };
}

const open = async (token: string) => (await openStream(token)).reader;

/** Everything the stream sends until `text` has arrived, after what was `seen` already. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, text: string, seen = '') {
  const decoder = new TextDecoder();
  while (!seen.includes(text)) {
    const { done, value } = await reader.read();
    if (done) throw new Error(`the stream ended before ${text}`);
    seen += decoder.decode(value, { stream: true });
  }
  return seen;
}

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
    expect(text).toMatch(
      /\nid: [0-9a-f-]{36}\nevent: refuel.completed\ndata: \{"refuel_id":"r1","dispensed":12.5,"released":0\}\n\n/,
    );
    expect(text).not.toContain('not-yours');
    await reader.cancel();
  });

  it('starts a new stream with the user’s events of the last seconds, marked, under the same ids', async () => {
    const user = await createUser(t.database.db);
    const { access_token } = await signIn(t.app, user);
    const first = await open(access_token);
    t.app.events.publish(user.id, { type: 'refuel.expired', data: { refuel_id: 'r-old' } });
    REPLAY.windowMs = 0;
    await new Promise((resolve) => setTimeout(resolve, 5));
    t.app.events.publish(user.id, { type: 'refuel.expired', data: { refuel_id: 'r-now' } });
    REPLAY.windowMs = 15_000;
    const live = await readUntil(first, 'r-now');
    // A page that opens its stream now gets what it may have missed, with the same id.
    const second = await openStream(access_token);
    const replayed = await readUntil(second.reader, 'r-now', second.first);
    const idOf = (text: string, marker: string) =>
      new RegExp(`id: (\\S+)\\n${marker}event: refuel.expired\\ndata: \\{"refuel_id":"r-now"`).exec(
        text,
      )?.[1];
    // Sent live without the mark, replayed with it.
    expect(idOf(live, '')).toBeDefined();
    expect(idOf(replayed, 'replay: 1\\n')).toBe(idOf(live, ''));
    // Older than the window: not replayed.
    expect(replayed).not.toContain('r-old');
    await Promise.all([first.cancel(), second.reader.cancel()]);
  });

  it('resumes a reconnecting stream after its Last-Event-ID: the later events, as news', async () => {
    const user = await createUser(t.database.db);
    const { access_token } = await signIn(t.app, user);
    const first = await open(access_token);
    for (const refuel_id of ['r-seen', 'r-missed-1', 'r-missed-2'])
      t.app.events.publish(user.id, { type: 'refuel.expired', data: { refuel_id } });
    const live = await readUntil(first, 'r-missed-2');
    await first.cancel();
    const lastSeen = /id: (\S+)\nevent: refuel.expired\ndata: \{"refuel_id":"r-seen"/.exec(
      live,
    )?.[1];
    if (!lastSeen) throw new Error('no id for the event seen');
    const res = await fetch(`${base}/api/user/events`, {
      headers: { authorization: `Bearer ${access_token}`, 'last-event-id': lastSeen },
    });
    const reader = res.body?.getReader();
    if (!reader) throw new Error('no stream');
    const resumed = await readUntil(reader, 'r-missed-2');
    expect(resumed).not.toContain('r-seen');
    expect(resumed).not.toContain('replay: 1');
    expect(resumed.indexOf('r-missed-1')).toBeLessThan(resumed.indexOf('r-missed-2'));
    // An id this process does not hold: the usual replay of the last seconds, marked.
    const unknown = await fetch(`${base}/api/user/events`, {
      headers: { authorization: `Bearer ${access_token}`, 'last-event-id': 'not-an-id-we-sent' },
    });
    const replayed = unknown.body?.getReader();
    if (!replayed) throw new Error('no stream');
    expect(await readUntil(replayed, 'r-missed-2')).toMatch(
      /replay: 1\nevent: refuel.expired\ndata: \{"refuel_id":"r-seen"/,
    );
    await Promise.all([reader.cancel(), replayed.cancel()]);
  });

  it('replays nobody else’s events', async () => {
    const user = await createUser(t.database.db);
    const other = await createUser(t.database.db);
    t.app.events.publish(other.id, { type: 'refuel.expired', data: { refuel_id: 'theirs' } });
    const { reader, first } = await openStream((await signIn(t.app, user)).access_token);
    t.app.events.publish(user.id, { type: 'refuel.expired', data: { refuel_id: 'mine' } });
    expect(await readUntil(reader, 'mine', first)).not.toContain('theirs');
    await reader.cancel();
  });

  it('needs a valid access token', async () => {
    const res = await fetch(`${base}/api/user/events`);
    expect(res.status).toBe(401);
  });
});

describe('bounds on live streams', () => {
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
