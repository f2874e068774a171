import { API_ROUTES, apiUrlOf, errorBodySchema, meReplySchema } from '@fuel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

async function session(type: 'individual' | 'company') {
  const account = await createUser(t.database.db, { type, companyName: undefined });
  const tokens = await signIn(t.app, account);
  const call = (method: 'GET' | 'PATCH', url: string, payload?: object, lang = 'en') =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${tokens.access_token}`, 'accept-language': lang },
    });
  const details = (extra: object, lang?: string) =>
    call(
      'PATCH',
      apiUrlOf(API_ROUTES.profile.changeDetails),
      { first_name: 'Tigran', last_name: 'Hovhannisyan', phone: account.phone, ...extra },
      lang,
    );
  const me = async () =>
    meReplySchema.parse((await call('GET', apiUrlOf(API_ROUTES.users.me))).json());
  return { account, call, details, me };
}
const firstError = (res: { json(): unknown }) => errorBodySchema.parse(res.json()).errors[0];

describe('company name and legal details', () => {
  it('a company reads and changes its name, tax ID and legal address', async () => {
    const { account, details, me } = await session('company');
    expect(await me()).toMatchObject({
      company_name: 'Test Logistics LLC',
      full_name: 'Test Logistics LLC',
      tax_id: null,
      legal_address: null,
    });

    const saved = await details({
      company_name: ' Ararat Trans LLC ',
      tax_id: '02574831',
      legal_address: 'Yerevan, 34 Arshakunyats Ave',
    });
    expect(saved.statusCode).toBe(200);
    expect(meReplySchema.parse(saved.json())).toMatchObject({
      company_name: 'Ararat Trans LLC',
      full_name: 'Ararat Trans LLC',
      tax_id: '02574831',
      legal_address: 'Yerevan, 34 Arshakunyats Ave',
      first_name: 'Tigran',
    });
    // The header's name at the next sign-in is the company's.
    expect((await signIn(t.app, account)).user_full_name).toBe('Ararat Trans LLC');

    // Sent without them, the legal details stay as they are.
    await details({});
    expect(await me()).toMatchObject({ company_name: 'Ararat Trans LLC', tax_id: '02574831' });
  });

  it('refuses a tax ID that is not 8 digits and an empty company name, in the asked language', async () => {
    const { details, me } = await session('company');
    for (const tax_id of ['1234567', '123456789', '1234567A', '']) {
      const res = await details({ tax_id });
      expect(res.statusCode, tax_id).toBe(400);
      expect(firstError(res)?.field).toBe('tax_id');
    }
    expect(firstError(await details({ tax_id: '1234' }))?.message).toBe(
      'Enter the tax ID (ՀՎՀՀ): 8 digits',
    );
    expect(firstError(await details({ tax_id: '1234' }, 'ru'))?.message).toBe(
      'Введите УНН (ՀՎՀՀ): 8 цифр',
    );
    const noName = await details({ company_name: '   ' });
    expect(firstError(noName)).toMatchObject({ field: 'company_name', code: 'VALIDATION_FAILED' });
    expect((await me()).tax_id).toBeNull();
  });

  it('an individual has no company details and cannot send them', async () => {
    const { details, me } = await session('individual');
    const before = await me();
    expect(before).not.toHaveProperty('company_name');
    expect(before).not.toHaveProperty('tax_id');
    for (const field of ['company_name', 'tax_id', 'legal_address'] as const) {
      const value = field === 'tax_id' ? '02574831' : 'Something LLC';
      const res = await details({ first_name: 'Changed', [field]: value });
      expect(res.statusCode, field).toBe(400);
      expect(firstError(res)).toMatchObject({ code: 'COMPANY_DETAILS_ONLY', field });
    }
    // Nothing of a refused change is written.
    expect((await me()).first_name).toBe(before.first_name);
  });
});
