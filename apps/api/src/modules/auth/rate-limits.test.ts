import { errorBodySchema } from '@fuel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  user = await createUser(t.database.db);
});
afterAll(() => t.close());

const login = (identifier: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    payload: { identifier, password: 'Wrong12345' },
  });

describe('sign-in throttling', () => {
  it('limits password tries per account, whatever address they come from', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await login(user.email, `10.0.0.${i + 1}`)).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 422)).toBe(true);
    expect(codes[10]).toBe(429);
    // Letter case does not make a new account key.
    const upper = await login(user.email.toUpperCase(), '10.0.1.1');
    expect(upper.statusCode).toBe(429);
    expect(Number(upper.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorBodySchema.parse(upper.json()).errors[0]?.code).toBe('RATE_LIMITED');
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
        url: '/api/register',
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
