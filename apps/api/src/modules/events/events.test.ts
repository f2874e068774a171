import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/test-app';

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

    t.app.events.publish(other.id, { type: 'refuel.completed', data: { refuel_id: 'not-yours' } });
    t.app.events.publish(user.id, {
      type: 'refuel.completed',
      data: { refuel_id: 'r1', dispensed: 12.5 },
    });
    while (!text.includes('r1')) text += decoder.decode((await reader.read()).value);
    expect(text).toContain(
      'event: refuel.completed\ndata: {"refuel_id":"r1","dispensed":12.5}\n\n',
    );
    expect(text).not.toContain('not-yours');
    await reader.cancel();
  });

  it('needs a valid access token', async () => {
    const res = await fetch(`${base}/api/user/events`);
    expect(res.status).toBe(401);
  });
});
