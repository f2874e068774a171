import { beforeAll, describe, expect, it } from 'vitest';
import {
  identifierSchema,
  loginBodySchema,
  passwordSchema,
  phoneSchema,
  registerBodySchema,
} from './auth';
import { registerFormSchema } from './password-forms';
import { installValidationKeys, V, validationMessage } from './validation';

beforeAll(() => installValidationKeys());

function keysOf(result: { success: boolean; error?: { issues: unknown[] } }): string[] {
  return (result.error?.issues ?? []).map(
    (i) => validationMessage(i as Parameters<typeof validationMessage>[0]).key,
  );
}

describe('identifier', () => {
  it.each(['anna@example.am', '  anna@example.am ', '+37491234567'])('accepts %s', (v) => {
    expect(identifierSchema.safeParse(v).success).toBe(true);
  });
  it('trims it', () => {
    expect(identifierSchema.parse('  +37491234567 ')).toBe('+37491234567');
  });
  it('writes a phone typed with spaces, dashes or brackets the one way it is stored', () => {
    expect(identifierSchema.parse('+374 (91) 23-45-67')).toBe('+37491234567');
    expect(phoneSchema.parse(' +374 91 234 567 ')).toBe('+37491234567');
    expect(phoneSchema.safeParse('+374 91 234').success).toBe(false);
  });
  it.each([
    ['', V.identifierRequired],
    ['   ', V.identifierRequired],
    ['091234567', V.identifier],
    ['+3749123456', V.identifier],
    ['+374912345678', V.identifier],
    ['anna@', V.identifier],
  ])('rejects %j with %s', (v, key) => {
    expect(keysOf(identifierSchema.safeParse(v))).toEqual([key]);
  });
});

describe('password', () => {
  it.each(['abcdefg1', 'Պարոլ2024', 'пароль12', ' spaces 1 '])('accepts %j', (v) => {
    expect(passwordSchema.parse(v)).toBe(v);
  });
  it.each([
    ['', V.required],
    ['abc1', V.passwordMin],
    ['abcdefgh', V.passwordLetterDigit],
    ['12345678', V.passwordLetterDigit],
    [`a1${'x'.repeat(127)}`, V.tooLong],
  ])('rejects %j with %s', (v, key) => {
    expect(keysOf(passwordSchema.safeParse(v))).toContain(key);
  });
  it('takes passwords of 64 characters', () => {
    expect(passwordSchema.safeParse(`a1${'z'.repeat(62)}`).success).toBe(true);
  });
});

describe('register', () => {
  const valid = {
    first_name: ' Anna ',
    last_name: 'Petrosyan',
    email: 'anna@example.am',
    phone: '+37491234567',
    password: 'secret123',
  };
  it('trims names', () => {
    expect(registerBodySchema.parse(valid).first_name).toBe('Anna');
  });
  it('limits names to 50 characters and requires a +374 phone', () => {
    const result = registerBodySchema.safeParse({
      ...valid,
      last_name: 'x'.repeat(51),
      phone: '+7 999 1234567',
    });
    expect(keysOf(result).sort()).toEqual([V.phone, V.tooLong].sort());
  });
  it('says only "required" of a missing phone or e-mail, once each', () => {
    const { phone: _p, email: _e, ...rest } = valid;
    const result = registerBodySchema.safeParse(rest);
    expect(keysOf(result)).toEqual([V.required, V.required]);
  });
  it('says only "required" of an empty phone or e-mail', () => {
    const result = registerBodySchema.safeParse({ ...valid, phone: ' ', email: '' });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['email', V.required],
      ['phone', V.required],
    ]);
  });
  it('requires the confirmation to match in the form', () => {
    const result = registerFormSchema.safeParse({ ...valid, confirm_password: 'secret124' });
    expect(keysOf(result)).toEqual([V.passwordsMismatch]);
    expect(result.error?.issues[0]?.path).toEqual(['confirm_password']);
  });
  it('names a missing login password as required', () => {
    expect(keysOf(loginBodySchema.safeParse({ identifier: 'a@b.am' }))).toEqual([V.required]);
  });
});

describe('register form', () => {
  it('reports a mismatched confirmation together with the other problems', async () => {
    const { registerFormSchema: form } = await import('./password-forms');
    const result = form.safeParse({
      first_name: '',
      last_name: 'B',
      email: 'a@b.am',
      phone: '+37491234567',
      password: 'secret123',
      confirm_password: 'secret124',
    });
    expect(keysOf(result).sort()).toEqual([V.passwordsMismatch, V.required].sort());
  });
});
