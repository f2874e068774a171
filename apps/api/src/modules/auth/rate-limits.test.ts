import { API_ROUTES, apiUrlOf, errorBodySchema, type LoginReply } from '@fuel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, createUser, latestMessage, type TestUser } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

const login = (identifier: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: apiUrlOf(API_ROUTES.auth.login),
    remoteAddress,
    payload: { identifier, password: 'Wrong12345' },
  });

const signInFrom = (account: TestUser, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: apiUrlOf(API_ROUTES.auth.login),
    remoteAddress,
    payload: { identifier: account.email, password: account.password },
  });

/** Signs in through both steps from `remoteAddress`, which then counts as the owner's. */
async function completeSignIn(account: TestUser, remoteAddress: string) {
  const started = await signInFrom(account, remoteAddress);
  const { challenge_id } = started.json() as LoginReply;
  const code = codeIn((await latestMessage(t.app, account.email)).text);
  const res = await t.app.inject({
    method: 'POST',
    url: apiUrlOf(API_ROUTES.auth.verify2fa),
    remoteAddress,
    payload: { challenge_id, code },
  });
  expect(res.statusCode).toBe(200);
}

describe('sign-in throttling', () => {
  it('stops one address after 5 wrong passwords, whichever identifier names the account', async () => {
    const target = await createUser(t.database.db);
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await login(target.email, '10.0.0.1')).statusCode);
    expect(codes.every((c) => c === 422)).toBe(true);
    // The phone number is the same account: the same counter, and letter case changes nothing.
    for (const identifier of [target.phone, target.email.toUpperCase()]) {
      const res = await login(identifier, '10.0.0.1');
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(errorBodySchema.parse(res.json()).errors[0]?.code).toBe('RATE_LIMITED');
    }
    // Even the right password is not checked from that address now.
    expect((await signInFrom(target, '10.0.0.1')).statusCode).toBe(429);
  });

  it('never locks the owner out: the right password from another address still works', async () => {
    const owner = await createUser(t.database.db);
    // One attacker hammering from one address is stopped there...
    for (let i = 0; i < 10; i++) await login(owner.email, '10.1.0.1');
    // ...and the owner, elsewhere, signs in with the right password.
    expect((await signInFrom(owner, '10.1.9.9')).statusCode).toBe(200);
  });

  it('slows new addresses down more after each failure past the account limit', async () => {
    const owner = await createUser(t.database.db);
    await completeSignIn(owner, '198.51.100.7');
    for (let i = 0; i < 10; i++) await login(owner.email, `10.2.0.${i + 1}`);
    // Past the soft limit: a fresh address must wait, and is told how long.
    const slowed = await login(owner.email, '10.2.1.1');
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    // The owner's own address is not slowed, with the right password.
    expect((await signInFrom(owner, '198.51.100.7')).statusCode).toBe(200);
  });

  it('bounds wrong 2FA codes per account across sign-in attempts', async () => {
    const owner = await createUser(t.database.db);
    const statuses: number[] = [];
    const waits: (string | undefined)[] = [];
    for (let round = 0; round < 4; round++) {
      const started = await signInFrom(owner, `10.3.0.${round + 1}`);
      const { challenge_id } = started.json() as LoginReply;
      for (let i = 0; i < 4; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: apiUrlOf(API_ROUTES.auth.verify2fa),
          remoteAddress: `10.3.0.${round + 1}`,
          payload: { challenge_id, code: String(100000 + round * 10 + i) },
        });
        statuses.push(res.statusCode);
        waits.push(res.headers['retry-after'] as string | undefined);
      }
    }
    // 15 wrong codes are allowed in an hour, then none is even compared, until the first of
    // them is an hour old.
    expect(statuses.slice(0, 15).every((c) => c === 422)).toBe(true);
    expect(statuses[15]).toBe(429);
    expect(Number(waits[15])).toBeGreaterThan(3500);
  });

  it('limits requests per address across accounts', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 21; i++)
      codes.push((await login(`someone${i}@example.am`, '10.9.9.9')).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 422)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it('limits registrations per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: apiUrlOf(API_ROUTES.registration.register),
        remoteAddress: '10.8.8.8',
        payload: {
          first_name: 'A',
          last_name: 'B',
          email: `r${i}@example.am`,
          phone: `+3749300000${i % 10}`,
          password: 'Parol2024',
        },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
