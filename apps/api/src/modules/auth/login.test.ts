import {
  API_ROUTES,
  apiUrlOf,
  errorBodySchema,
  loginReplySchema,
  sessionReplySchema,
} from '@fuel/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginChallenges } from '../../db/schema';
import { codeIn, createUser, latestMessage, type TestUser } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  user = await createUser(t.database.db, { type: 'company' });
});
afterAll(() => t.close());

function post(url: string, payload: object, lang = 'en') {
  return t.app.inject({ method: 'POST', url, payload, headers: { 'accept-language': lang } });
}
const errorCode = (res: { json(): unknown }) => errorBodySchema.parse(res.json()).errors[0]?.code;

async function login(identifier = user.email, lang = 'en') {
  const res = await post(
    apiUrlOf(API_ROUTES.auth.login),
    { identifier, password: user.password },
    lang,
  );
  expect(res.statusCode).toBe(200);
  const reply = loginReplySchema.parse(res.json());
  const to = reply.channel === 'sms' ? identifier : user.email;
  return { ...reply, code: codeIn((await latestMessage(t.app, to)).text) };
}

describe('login with a code', () => {
  it('asks for the e-mail or phone number when the identifier is missing or empty', async () => {
    for (const payload of [{ password: 'Whatever1' }, { identifier: ' ', password: 'Whatever1' }]) {
      const res = await post(apiUrlOf(API_ROUTES.auth.login), payload);
      expect(res.statusCode).toBe(400);
      expect(errorBodySchema.parse(res.json()).errors).toEqual([
        {
          code: 'VALIDATION_FAILED',
          field: 'identifier',
          message: 'Email or phone number is required.',
        },
      ]);
    }
  });

  it('answers an unknown account and a wrong password the same way', async () => {
    const unknown = await post(apiUrlOf(API_ROUTES.auth.login), {
      identifier: 'ghost@example.am',
      password: 'Whatever1',
    });
    const wrong = await post(apiUrlOf(API_ROUTES.auth.login), {
      identifier: user.email,
      password: 'Wrong12345',
    });
    expect(unknown.statusCode).toBe(422);
    expect(wrong.statusCode).toBe(422);
    expect(unknown.json()).toEqual(wrong.json());
    expect(errorCode(wrong)).toBe('INVALID_CREDENTIALS');
  });

  it('mails a code for an e-mail login and gives tokens and user facts for it', async () => {
    const started = await login(user.email.toUpperCase());
    expect(started.channel).toBe('email');
    expect(started.destination).toMatch(/^u\*\*\*@example\.am$/);
    expect(started.code).toMatch(/^\d{6}$/);
    const res = await post(apiUrlOf(API_ROUTES.auth.verify2fa), {
      challenge_id: started.challenge_id,
      code: started.code,
    });
    expect(res.statusCode).toBe(200);
    const session = sessionReplySchema.parse(res.json());
    expect(session).toMatchObject({
      user_type: 'company',
      user_full_name: 'Test Logistics LLC',
      user_profile_picture: null,
      user_id: user.publicId,
    });
    // The code works once.
    const again = await post(apiUrlOf(API_ROUTES.auth.verify2fa), {
      challenge_id: started.challenge_id,
      code: started.code,
    });
    expect(errorCode(again)).toBe('LOGIN_EXPIRED');
  });

  it('sends the code by SMS for a phone login, in the request language', async () => {
    const started = await login(user.phone, 'am');
    expect(started.channel).toBe('sms');
    expect(started.destination).toBe(`+374 ** *** ${user.phone.slice(-3)}`);
    const sms = await latestMessage(t.app, user.phone);
    expect(sms.channel).toBe('sms');
    expect(sms.text).toContain('մուտքի Ձեր կոդն է');
  });

  it('allows five tries per code, then none', async () => {
    const started = await login();
    const wrong = started.code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await post(apiUrlOf(API_ROUTES.auth.verify2fa), {
        challenge_id: started.challenge_id,
        code: wrong,
      });
      expect(errorCode(res)).toBe('INVALID_CODE');
    }
    const fifth = await post(apiUrlOf(API_ROUTES.auth.verify2fa), {
      challenge_id: started.challenge_id,
      code: wrong,
    });
    expect(errorCode(fifth)).toBe('TOO_MANY_ATTEMPTS');
    // Like every 429, it says when to come back: at once, with a new sign-in.
    expect(fifth.headers['retry-after']).toBe('1');
    const right = await post(apiUrlOf(API_ROUTES.auth.verify2fa), {
      challenge_id: started.challenge_id,
      code: started.code,
    });
    expect(right.statusCode).toBe(422);
  });

  it('counts parallel wrong tries exactly', async () => {
    const started = await login();
    const wrong = started.code === '000000' ? '111111' : '000000';
    await Promise.all(
      Array.from({ length: 8 }, () =>
        post(apiUrlOf(API_ROUTES.auth.verify2fa), {
          challenge_id: started.challenge_id,
          code: wrong,
        }),
      ),
    );
    const [row] = await t.database.db
      .select({ attempts: loginChallenges.attempts })
      .from(loginChallenges)
      .where(eq(loginChallenges.id, started.challenge_id));
    expect(row?.attempts).toBe(5);
  });

  it('lets a code expire after five minutes', async () => {
    const started = await login();
    await t.database.db
      .update(loginChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(loginChallenges.id, started.challenge_id));
    const res = await post(apiUrlOf(API_ROUTES.auth.verify2fa), {
      challenge_id: started.challenge_id,
      code: started.code,
    });
    expect(errorCode(res)).toBe('LOGIN_EXPIRED');
  });

  it('binds a code to its own login attempt', async () => {
    const first = await login();
    const second = await login();
    const res = await post(apiUrlOf(API_ROUTES.auth.verify2fa), {
      challenge_id: second.challenge_id,
      code: first.code,
    });
    expect(first.code === second.code ? 200 : res.statusCode).toBe(
      first.code === second.code ? 200 : 422,
    );
  });

  it('resends a new code after the cooldown, and the old one stops working', async () => {
    const started = await login();
    const early = await post(
      apiUrlOf(API_ROUTES.auth.resendLogin),
      { challenge_id: started.challenge_id },
      'en',
    );
    expect(early.statusCode).toBe(429);
    expect(errorBodySchema.parse(early.json()).message).toMatch(/new code in \d+ seconds/);

    await t.database.db
      .update(loginChallenges)
      .set({ lastSentAt: sql`now() - interval '61 seconds'` })
      .where(eq(loginChallenges.id, started.challenge_id));
    const resent = await post(apiUrlOf(API_ROUTES.auth.resendLogin), {
      challenge_id: started.challenge_id,
    });
    expect(resent.statusCode).toBe(200);
    const newCode = codeIn((await latestMessage(t.app, user.email)).text);
    if (newCode !== started.code) {
      const old = await post(apiUrlOf(API_ROUTES.auth.verify2fa), {
        challenge_id: started.challenge_id,
        code: started.code,
      });
      expect(errorCode(old)).toBe('INVALID_CODE');
    }
    const ok = await post(apiUrlOf(API_ROUTES.auth.verify2fa), {
      challenge_id: started.challenge_id,
      code: newCode,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('stores codes only as keyed hashes', async () => {
    const started = await login();
    const [row] = await t.database.db
      .select({ codeHash: loginChallenges.codeHash })
      .from(loginChallenges)
      .where(eq(loginChallenges.id, started.challenge_id));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(started.code);
  });
});
