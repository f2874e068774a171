import { API_ROUTES, apiUrlOf } from '@fuel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { DETAIL_CHANGES, EMAIL_CHANGES, PASSWORD_CHECKS } from './profile.rate-limits';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function session() {
  const user = await createUser(t.database.db);
  const { access_token } = await signIn(t.app, user);
  const call = (method: 'PATCH' | 'DELETE', url: string, payload: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${access_token}` } });
  return { user, call };
}

describe('password checks inside the cabinet', () => {
  it(`stop after ${PASSWORD_CHECKS.max}, counted across change password, change e-mail and delete`, async () => {
    const { user, call } = await session();
    const guesses = [
      () =>
        call('PATCH', apiUrlOf(API_ROUTES.profile.changePassword), {
          current_password: 'Guess1234',
          new_password: 'NewSecret123',
          confirm_password: 'NewSecret123',
        }),
      () => call('DELETE', apiUrlOf(API_ROUTES.profile.deleteAccount), { password: 'Guess1234' }),
      () =>
        call('PATCH', apiUrlOf(API_ROUTES.profile.changeEmail), {
          new_email: 'x@example.am',
          password: 'Guess1234',
        }),
    ];
    for (let i = 0; i < PASSWORD_CHECKS.max; i++) {
      expect((await guesses[i % 3]?.())?.statusCode).toBe(422);
    }
    // Even the right password waits now: the limit is on checks, not on failures.
    const blocked = await call('DELETE', apiUrlOf(API_ROUTES.profile.deleteAccount), {
      password: user.password,
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // Someone else's checks are their own.
    const other = await session();
    const res = await other.call('DELETE', apiUrlOf(API_ROUTES.profile.deleteAccount), {
      password: 'Guess1234',
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('change of e-mail', () => {
  it(`sends at most ${EMAIL_CHANGES.max} confirmation mails an hour`, async () => {
    const { user, call } = await session();
    const ask = (n: number) =>
      call('PATCH', apiUrlOf(API_ROUTES.profile.changeEmail), {
        new_email: `target${n}@example.am`,
        password: user.password,
      });
    for (let i = 0; i < EMAIL_CHANGES.max; i++) expect((await ask(i)).statusCode).toBe(200);
    expect((await ask(99)).statusCode).toBe(429);
  });
});

describe('change of name and phone', () => {
  it(`is limited to ${DETAIL_CHANGES.max} an hour (a taken phone answers 409)`, async () => {
    const { call } = await session();
    const change = (n: number) =>
      call('PATCH', apiUrlOf(API_ROUTES.profile.changeDetails), {
        first_name: 'Anna',
        last_name: 'Petrosyan',
        phone: `+3749900${String(n).padStart(4, '0')}`,
      });
    for (let i = 0; i < DETAIL_CHANGES.max; i++) expect((await change(i)).statusCode).toBe(200);
    expect((await change(99)).statusCode).toBe(429);
  });
});
