import { API_ROUTES, apiUrlOf, errorBodySchema } from '@fuel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, latestMessage, linkIn, signIn } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'accept-language': 'en' } });

function confirmPath(link: string) {
  const [, id, token] = /reset-password\/([^/]+)\/([^/\s]+)/.exec(link) ?? [];
  return apiUrlOf(API_ROUTES.registration.passwordResetConfirm, { id, token });
}

describe('password reset', () => {
  it('answers the same for unknown and known e-mails', async () => {
    const user = await createUser(t.database.db);
    const known = await post(apiUrlOf(API_ROUTES.registration.passwordReset), {
      email: user.email,
    });
    const unknown = await post(apiUrlOf(API_ROUTES.registration.passwordReset), {
      email: 'nobody@example.am',
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
  });

  it('sets the new password from the mailed link, once, and ends every session', async () => {
    const user = await createUser(t.database.db);
    const session = await signIn(t.app, user);
    await post(apiUrlOf(API_ROUTES.registration.passwordReset), { email: user.email });
    const mail = await latestMessage(t.app, user.email);
    expect(mail.subject).toBe('Reset your password');
    const path = confirmPath(linkIn(mail.text));

    // The page asks whether its link works as it opens; asking uses nothing up.
    const check = () => t.app.inject({ url: path, headers: { 'accept-language': 'en' } });
    expect((await check()).json()).toEqual({ message: 'This link works: choose a new password.' });
    expect((await check()).statusCode).toBe(200);

    const weak = await post(path, { new_password: 'onlyletters' });
    expect(weak.statusCode).toBe(400);

    const done = await post(path, { new_password: 'NewSecret42' });
    expect(done.statusCode).toBe(200);
    const refresh = await post(apiUrlOf(API_ROUTES.auth.refresh), {
      refresh_token: session.refresh_token,
    });
    expect(refresh.statusCode).toBe(497);
    // The access token the other browser still holds stops at once, not when it expires.
    const me = await t.app.inject({
      url: apiUrlOf(API_ROUTES.users.me),
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(me.statusCode).toBe(401);

    const oldLogin = await post(apiUrlOf(API_ROUTES.auth.login), {
      identifier: user.email,
      password: user.password,
    });
    expect(oldLogin.statusCode).toBe(422);
    await signIn(t.app, { email: user.email, password: 'NewSecret42' });

    const reused = await post(path, { new_password: 'Another42x' });
    expect(errorBodySchema.parse(reused.json()).errors[0]?.code).toBe('LINK_INVALID');
    // Once used, the page is told so as it opens.
    const used = await check();
    expect([used.statusCode, errorBodySchema.parse(used.json()).errors[0]?.code]).toEqual([
      422,
      'LINK_INVALID',
    ]);
  });

  it('refuses a forged link', async () => {
    const res = await post(
      apiUrlOf(API_ROUTES.registration.passwordResetConfirm, {
        id: '00000000-0000-4000-8000-000000000000',
        token: 'a'.repeat(43),
      }),
      { new_password: 'NewSecret42' },
    );
    expect(res.statusCode).toBe(422);
  });
});
