import { API_ROUTES, apiUrlOf, errorBodySchema } from '@fuel/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createUser, latestMessage, linkIn } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

const newUser = (n: number) => ({
  first_name: 'Aram',
  last_name: 'Hakobyan',
  email: `aram${n}@example.am`,
  phone: `+3749100000${n}`,
  password: 'Parol2024',
});

function post(url: string, payload: unknown, lang = 'en') {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'accept-language': lang },
  });
}

/** The /{lang}/auth/confirm-email/{id}/{token} page link -> the API call it makes. */
function confirmUrl(link: string) {
  const [, id, token] = /confirm-email\/([^/]+)\/([^/\s]+)/.exec(link) ?? [];
  return apiUrlOf(API_ROUTES.registration.confirmEmail, { id, token });
}

const readsIn = (userId: string, language: 'en' | 'ru') =>
  t.database.db.update(users).set({ language }).where(eq(users.id, userId));

describe('registration', () => {
  it('creates the account, mails a link in the request language, and needs it before login', async () => {
    const body = newUser(1);
    const res = await post(apiUrlOf(API_ROUTES.registration.register), body, 'ru');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/ссылку/);

    const mail = await latestMessage(t.app, body.email);
    expect(mail.subject).toBe('Подтвердите адрес e-mail');
    expect(mail.text).toContain('Aram');
    const link = linkIn(mail.text);
    expect(link).toMatch(
      /^http:\/\/localhost:3000\/ru\/auth\/confirm-email\/[0-9a-f-]{36}\/[\w-]{43}$/,
    );

    const early = await post(apiUrlOf(API_ROUTES.auth.login), {
      identifier: body.email,
      password: body.password,
    });
    expect(early.statusCode).toBe(403);
    expect(errorBodySchema.parse(early.json()).errors[0]?.code).toBe('EMAIL_NOT_CONFIRMED');

    const confirmed = await t.app.inject({
      url: confirmUrl(link),
      headers: { 'accept-language': 'en' },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe('Your e-mail address is confirmed. You can sign in now.');
    // A second opening of the same link (mail preview, double click) is still fine.
    expect((await t.app.inject(confirmUrl(link))).statusCode).toBe(200);

    const login = await post(apiUrlOf(API_ROUTES.auth.login), {
      identifier: body.email,
      password: body.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a forged or expired link', async () => {
    const res = await t.app.inject(
      apiUrlOf(API_ROUTES.registration.confirmEmail, {
        id: '00000000-0000-4000-8000-000000000000',
        token: 'x'.repeat(43),
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(errorBodySchema.parse(res.json()).errors[0]?.code).toBe('LINK_INVALID');
  });

  it('answers a taken e-mail exactly like a new one and tells the owner instead', async () => {
    const owner = await createUser(t.database.db, { email: 'taken@example.am' });
    await readsIn(owner.id, 'ru');
    const fresh = await post(apiUrlOf(API_ROUTES.registration.register), newUser(2));
    const taken = await post(apiUrlOf(API_ROUTES.registration.register), {
      ...newUser(3),
      email: 'Taken@Example.am',
    });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    const mail = await latestMessage(t.app, owner.email);
    // In the owner's language, not the stranger's form's.
    expect(mail.subject).toBe('Кто-то пытался зарегистрироваться с вашим e-mail');
    expect(mail.text).toContain('/ru/auth');
  });

  it('tells the owner of a taken phone number that it was their phone number', async () => {
    const owner = await createUser(t.database.db, { phone: '+37491000077' });
    await readsIn(owner.id, 'en');
    const taken = await post(apiUrlOf(API_ROUTES.registration.register), {
      ...newUser(5),
      phone: owner.phone,
    });
    expect(taken.statusCode).toBe(200);
    const mail = await latestMessage(t.app, owner.email);
    expect(mail.subject).toBe('Someone tried to register with your phone number');
    expect(mail.text).not.toContain('e-mail address');
  });

  it('validates every field with messages in the request language', async () => {
    const res = await post(
      apiUrlOf(API_ROUTES.registration.register),
      {
        first_name: '',
        last_name: 'x'.repeat(51),
        email: 'nope',
        phone: '091000000',
        password: 'short',
      },
      'am',
    );
    expect(res.statusCode).toBe(400);
    const body = errorBodySchema.parse(res.json());
    // The first message of each field, as a form shows it.
    const byField = Object.fromEntries(body.errors.reverse().map((e) => [e.field, e.message]));
    expect(byField).toEqual({
      first_name: 'Այս դաշտը պարտադիր է',
      last_name: 'Առավելագույնը 50 նիշ',
      email: 'Մուտքագրեք վավեր էլ. փոստի հասցե',
      phone: 'Մուտքագրեք վավեր հեռախոսահամար՝ +374 և 8 թվանշան',
      password: 'Գաղտնաբառը պետք է պարունակի առնվազն 8 նիշ',
    });
  });

  it('says truthfully that a link asked for again within a minute was not sent, for any address', async () => {
    const body = newUser(4);
    await post(apiUrlOf(API_ROUTES.registration.register), body);
    const first = await latestMessage(t.app, body.email);
    const again = await post(apiUrlOf(API_ROUTES.registration.resendRegister), {
      email: body.email,
    });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(errorBodySchema.parse(again.json()).errors[0]).toMatchObject({
      code: 'LINK_RESEND_TOO_SOON',
      message: expect.stringMatching(/^You can ask for the link again in \d+ seconds\.$/),
    });
    // Nothing new was sent.
    expect((await latestMessage(t.app, body.email)).id).toBe(first.id);
    // An address without an account gets the same answers: sent once, then too soon.
    const unknown = await post(apiUrlOf(API_ROUTES.registration.resendRegister), {
      email: 'nobody@example.am',
    });
    expect(unknown.statusCode).toBe(200);
    const unknownAgain = await post(apiUrlOf(API_ROUTES.registration.resendRegister), {
      email: 'nobody@example.am',
    });
    expect(unknownAgain.statusCode).toBe(429);
    expect(errorBodySchema.parse(unknownAgain.json()).errors[0]?.code).toBe('LINK_RESEND_TOO_SOON');
  });

  it('keeps the first link working when signing in early sends another', async () => {
    const body = newUser(6);
    await post(apiUrlOf(API_ROUTES.registration.register), body);
    const firstLink = linkIn((await latestMessage(t.app, body.email)).text);
    // Within the minute: no new link, and the message does not claim one.
    const early = await post(apiUrlOf(API_ROUTES.auth.login), {
      identifier: body.email,
      password: body.password,
    });
    expect(early.statusCode).toBe(403);
    expect(errorBodySchema.parse(early.json()).errors[0]?.message).toBe(
      'Please confirm your e-mail address first: open the link we sent you a moment ago.',
    );
    // Over a minute later a new link goes out, and the message says so.
    await t.database.db.execute(
      sql`update email_tokens set created_at = created_at - interval '2 minutes'`,
    );
    const later = await post(apiUrlOf(API_ROUTES.auth.login), {
      identifier: body.email,
      password: body.password,
    });
    expect(errorBodySchema.parse(later.json()).errors[0]?.message).toBe(
      'Please confirm your e-mail address first. We have sent you a new link; the earlier ones still work.',
    );
    const secondLink = linkIn((await latestMessage(t.app, body.email)).text);
    expect(secondLink).not.toBe(firstLink);
    // The first link still confirms the address.
    const confirmed = await t.app.inject(confirmUrl(firstLink));
    expect(confirmed.statusCode).toBe(200);
    const login = await post(apiUrlOf(API_ROUTES.auth.login), {
      identifier: body.email,
      password: body.password,
    });
    expect(login.statusCode).toBe(200);
  });
});
