import { API_ROUTES, apiUrlOf, errorBodySchema, meReplySchema } from '@fuel/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDevMessages } from '../../integrations/dev-mailbox/dev-mailbox.repository';
import { createUser, latestMessage, linkIn, signIn, type TestUser } from '../../test/factories';
import { creditFuel, expectLedgerBalanced, productByCode } from '../../test/money';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await expectLedgerBalanced(t.database.db);
  await t.close();
});

async function session(user?: TestUser) {
  const account = user ?? (await createUser(t.database.db));
  const tokens = await signIn(t.app, account);
  const call = (method: 'GET' | 'PATCH' | 'DELETE' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${tokens.access_token}`, 'accept-language': 'en' },
    });
  return { account, tokens, call };
}
const code = (res: { json(): unknown }) => errorBodySchema.parse(res.json()).errors[0];

describe('profile', () => {
  it('changes name and phone, and keeps phones unique', async () => {
    const { call } = await session();
    const res = await call('PATCH', apiUrlOf(API_ROUTES.profile.changeDetails), {
      first_name: ' Gor ',
      last_name: 'Sargsyan',
      phone: '+37499111222',
    });
    expect(meReplySchema.parse(res.json())).toMatchObject({
      first_name: 'Gor',
      full_name: 'Gor Sargsyan',
      phone: '+37499111222',
    });
    const other = await session();
    const taken = await other.call('PATCH', apiUrlOf(API_ROUTES.profile.changeDetails), {
      first_name: 'A',
      last_name: 'B',
      phone: '+37499111222',
    });
    expect(taken.statusCode).toBe(409);
    expect(code(taken)).toMatchObject({
      code: 'PHONE_TAKEN',
      field: 'phone',
      message: 'This phone number is already used by another account.',
    });
    const long = await call('PATCH', apiUrlOf(API_ROUTES.profile.changeDetails), {
      first_name: 'x'.repeat(51),
      last_name: 'B',
      phone: '+37499111222',
    });
    expect(code(long)).toMatchObject({
      field: 'first_name',
      message: 'Must be at most 50 characters long',
    });
  });

  it('changes the password only with the current one', async () => {
    const { account, call } = await session();
    const wrong = await call('PATCH', apiUrlOf(API_ROUTES.profile.changePassword), {
      current_password: 'nope12345',
      new_password: 'Brand1new',
    });
    expect(code(wrong)).toMatchObject({ code: 'WRONG_PASSWORD', field: 'current_password' });
    const same = await call('PATCH', apiUrlOf(API_ROUTES.profile.changePassword), {
      current_password: account.password,
      new_password: account.password,
    });
    expect(same.statusCode).toBe(400);
    expect(code(same)).toMatchObject({
      field: 'new_password',
      message: 'The new password must differ from the current one',
    });
    const ok = await call('PATCH', apiUrlOf(API_ROUTES.profile.changePassword), {
      current_password: account.password,
      new_password: 'Brand1new',
    });
    expect(ok.json()).toEqual({ message: 'Password changed successfully!' });
    await signIn(t.app, { email: account.email, password: 'Brand1new' });
  });

  it('changes the e-mail after the new address is confirmed', async () => {
    const { account, call } = await session();
    const res = await call('PATCH', apiUrlOf(API_ROUTES.profile.changeEmail), {
      new_email: 'New.Address@example.am',
      password: account.password,
    });
    expect(res.statusCode).toBe(200);
    const me = async () =>
      meReplySchema.parse((await call('GET', apiUrlOf(API_ROUTES.users.me))).json());
    expect((await me()).email).toBe(account.email);
    const mail = await latestMessage(t.app, 'new.address@example.am');
    // Its own texts, not the registration e-mail's.
    expect(mail.subject).toBe('Confirm your new e-mail address');
    expect(mail.text).not.toMatch(/registering/i);
    // The current address is told, with a way to act if it was not the owner.
    const notice = await latestMessage(t.app, account.email);
    expect(notice.subject).toBe('A change of your e-mail address was requested');
    expect(notice.text).toContain('new.address@example.am');
    expect(linkIn(notice.text)).toMatch(/\/auth\/forgot-password$/);
    const [, id, token] = /confirm-email\/([^/]+)\/([^/\s]+)/.exec(linkIn(mail.text)) ?? [];
    const confirmed = await t.app.inject({
      url: apiUrlOf(API_ROUTES.registration.confirmEmail, { id, token }),
      headers: { 'accept-language': 'en' },
    });
    expect(confirmed.statusCode).toBe(200);
    // Said to someone already signed in: no "you can sign in now".
    expect(confirmed.json().message).toBe(
      'Your new e-mail address is confirmed. From now on sign in and receive our messages with it.',
    );
    expect((await me()).email).toBe('new.address@example.am');
    // Opened again (a reload, a language switch): the same answer, not "the link did not work".
    const again = await t.app.inject({
      url: apiUrlOf(API_ROUTES.registration.confirmEmail, { id, token }),
      headers: { 'accept-language': 'en' },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(confirmed.json());
    // The address the account already has: said so, on the field.
    const same = await call('PATCH', apiUrlOf(API_ROUTES.profile.changeEmail), {
      new_email: 'NEW.address@example.am',
      password: account.password,
    });
    expect(same.statusCode).toBe(422);
    expect(errorBodySchema.parse(same.json()).errors[0]).toMatchObject({
      code: 'EMAIL_UNCHANGED',
      field: 'new_email',
    });
    // A registered address gets the same reply, and no mail.
    const holder = await createUser(t.database.db);
    const taken = await call('PATCH', apiUrlOf(API_ROUTES.profile.changeEmail), {
      new_email: holder.email,
      password: account.password,
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual(res.json());
    await t.app.jobs.drain();
    expect(await listDevMessages(t.database.db, holder.email)).toEqual([]);
  });

  it('turns the newsletter on and off', async () => {
    const { call } = await session();
    expect(
      meReplySchema.parse(
        (await call('PATCH', apiUrlOf(API_ROUTES.profile.newsletter), { newsletter: true })).json(),
      ).newsletter,
    ).toBe(true);
    expect(
      meReplySchema.parse(
        (
          await call('PATCH', apiUrlOf(API_ROUTES.profile.newsletter), { newsletter: false })
        ).json(),
      ).newsletter,
    ).toBe(false);
    expect(
      (await call('PATCH', apiUrlOf(API_ROUTES.profile.newsletter), { newsletter: 'yes' }))
        .statusCode,
    ).toBe(400);
  });

  it('turns receipts by e-mail off and on: on for a new account, read back by /user/me', async () => {
    const { call } = await session();
    const me = async () =>
      meReplySchema.parse((await call('GET', apiUrlOf(API_ROUTES.users.me))).json());
    const set = (body: object) => call('PATCH', apiUrlOf(API_ROUTES.profile.receiptEmails), body);
    expect((await me()).receipt_emails).toBe(true);
    const off = await set({ receipt_emails: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(meReplySchema.parse(off.json()).receipt_emails).toBe(false);
    expect((await me()).receipt_emails).toBe(false);
    // Anything but a boolean is refused with the field named, and changes nothing.
    for (const body of [{ receipt_emails: 'no' }, { receipt_emails: null }, {}]) {
      const bad = await set(body);
      expect(bad.statusCode).toBe(400);
      expect(code(bad)).toMatchObject({ code: 'VALIDATION_FAILED', field: 'receipt_emails' });
    }
    expect((await me()).receipt_emails).toBe(false);
    expect(meReplySchema.parse((await set({ receipt_emails: true })).json()).receipt_emails).toBe(
      true,
    );
    expect((await me()).receipt_emails).toBe(true);
  });

  it('deletes an account: personal data gone, sessions ended, history kept, login refused', async () => {
    const { account, tokens, call } = await session();
    const diesel = await productByCode(t.database.db, 'DIESEL');
    await creditFuel(t.database.db, account.id, diesel.id, 5);
    expect(
      code(
        await call('DELETE', apiUrlOf(API_ROUTES.profile.deleteAccount), {
          password: 'wrong-pass1',
        }),
      )?.code,
    ).toBe('WRONG_PASSWORD');
    const res = await call('DELETE', apiUrlOf(API_ROUTES.profile.deleteAccount), {
      password: account.password,
    });
    expect(res.json()).toEqual({ message: 'Your account has been deleted.' });

    expect((await call('GET', apiUrlOf(API_ROUTES.users.me))).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.auth.refresh),
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(refresh.statusCode).toBe(497);
    const login = await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.auth.login),
      payload: { identifier: account.email, password: account.password },
    });
    expect(login.statusCode).toBe(422);
    // The address is free again for a new registration.
    const again = await createUser(t.database.db, { email: account.email });
    expect(again.id).not.toBe(account.id);
  });

  it('links mailed before the account was deleted do nothing afterwards', async () => {
    const { account, call } = await session();
    const links = (text: string) =>
      /\/(?:confirm-email|reset-password)\/([^/]+)\/([^/\s]+)/.exec(linkIn(text))?.slice(1) ?? [];
    await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.registration.passwordReset),
      payload: { email: account.email },
    });
    const [resetId, resetToken] = links((await latestMessage(t.app, account.email)).text);
    const newEmail = `gone-${account.id.slice(0, 8)}@example.am`;
    await call('PATCH', apiUrlOf(API_ROUTES.profile.changeEmail), {
      new_email: newEmail,
      password: account.password,
    });
    const [changeId, changeToken] = links((await latestMessage(t.app, newEmail)).text);
    expect([resetId, changeId].every(Boolean)).toBe(true);
    await call('DELETE', apiUrlOf(API_ROUTES.profile.deleteAccount), {
      password: account.password,
    });

    const reset = await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.registration.passwordResetConfirm, {
        id: resetId ?? '',
        token: resetToken ?? '',
      }),
      payload: { new_password: 'Another123' },
    });
    expect(code(reset)?.code).toBe('LINK_INVALID');
    const change = await t.app.inject({
      method: 'GET',
      url: apiUrlOf(API_ROUTES.registration.confirmEmail, {
        id: changeId ?? '',
        token: changeToken ?? '',
      }),
    });
    expect(code(change)?.code).toBe('LINK_INVALID');
    // Nothing of the person came back into the anonymous row.
    const rows = await t.database.db.execute(sql`select email from users where id = ${account.id}`);
    expect(JSON.stringify(rows)).not.toContain(newEmail);
  });

  it('a change link whose address became another account meanwhile says so, and changes nothing', async () => {
    const { account, call } = await session();
    const wanted = `wanted-${account.id.slice(0, 8)}@example.am`;
    await call('PATCH', apiUrlOf(API_ROUTES.profile.changeEmail), {
      new_email: wanted,
      password: account.password,
    });
    const [, id, token] =
      /confirm-email\/([^/]+)\/([^/\s]+)/.exec(linkIn((await latestMessage(t.app, wanted)).text)) ??
      [];
    await createUser(t.database.db, { email: wanted });
    const res = await t.app.inject({
      url: apiUrlOf(API_ROUTES.registration.confirmEmail, { id: id ?? '', token: token ?? '' }),
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(409);
    expect(code(res)).toMatchObject({
      code: 'EMAIL_TAKEN',
      message:
        'This address now belongs to another account, so it cannot become yours. Choose another one in Settings.',
    });
    const me = meReplySchema.parse((await call('GET', apiUrlOf(API_ROUTES.users.me))).json());
    expect(me.email).toBe(account.email);
  });
});
