import {
  changePasswordFormSchema,
  installValidationKeys,
  loginBodySchema,
  passwordResetFormSchema,
  registerFormSchema,
} from '@fuel/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { fieldMessage, schemaErrors, serverFieldErrors } from './field-errors';

beforeAll(() => installValidationKeys());

function errorsOf(result: { success: boolean; error?: { issues: readonly unknown[] } }) {
  return result.success ? {} : schemaErrors((result.error?.issues ?? []) as never);
}

describe('schema errors as field messages', () => {
  it('gives each field the first key of the contract', () => {
    expect(errorsOf(loginBodySchema.safeParse({ identifier: '', password: '' }))).toMatchObject({
      identifier: { key: 'validation:identifier_required' },
      password: { key: 'validation:required' },
    });
    expect(errorsOf(loginBodySchema.safeParse({ identifier: '091', password: 'x' }))).toEqual({
      identifier: { key: 'validation:identifier', params: {} },
    });
  });

  it('shows a password mismatch together with the other problems', () => {
    const schema = registerFormSchema;
    const errors = errorsOf(
      schema.safeParse({
        first_name: 'A'.repeat(51),
        last_name: 'B',
        email: 'x',
        phone: '+37412',
        password: 'abcdefgh',
        confirm_password: 'other',
      }),
    );
    expect(errors).toEqual({
      first_name: { key: 'validation:too_long', params: { max: 50 } },
      email: { key: 'validation:email', params: {} },
      phone: { key: 'validation:phone', params: {} },
      password: { key: 'validation:password_letter_digit', params: {} },
      confirm_password: { key: 'validation:passwords_mismatch', params: {} },
    });
  });

  it('asks for a confirmation left empty, in every form that repeats a new password', () => {
    const forms = [
      {
        schema: registerFormSchema,
        valid: {
          first_name: 'Ani',
          last_name: 'M',
          email: 'ani@mail.am',
          phone: '+37491000001',
          password: 'Secret123',
        },
      },
      { schema: passwordResetFormSchema, valid: { new_password: 'Secret123' } },
      {
        schema: changePasswordFormSchema,
        valid: { current_password: 'Old-pass-1', new_password: 'Secret123' },
      },
    ];
    for (const { schema, valid } of forms) {
      const errors = errorsOf(schema.safeParse({ ...valid, confirm_password: '' }));
      expect(Object.keys(errors)).toEqual(['confirm_password']);
      expect(errors.confirm_password).toMatchObject({ key: 'validation:required' });
      expect(schema.safeParse({ ...valid, confirm_password: 'Secret123' }).success).toBe(true);
    }
    // Everything empty: the repeat is marked with the rest.
    expect(errorsOf(registerFormSchema.safeParse({}))).toMatchObject({
      first_name: { key: 'validation:required' },
      password: { key: 'validation:required' },
      confirm_password: { key: 'validation:required' },
    });
    expect(
      errorsOf(
        changePasswordFormSchema.safeParse({ new_password: 'Secret123', confirm_password: 'x' }),
      ),
    ).toMatchObject({ confirm_password: { key: 'validation:passwords_mismatch_retry' } });
  });
});

describe('server field errors', () => {
  const body = {
    message: 'Some fields are filled in incorrectly.',
    errors: [
      { code: 'VALIDATION_FAILED' as const, message: 'Bad e-mail', field: 'email' },
      { code: 'VALIDATION_FAILED' as const, message: 'Second e-mail problem', field: 'email' },
      { code: 'VALIDATION_FAILED' as const, message: 'Unknown', field: 'nickname' },
      { code: 'RATE_LIMITED' as const, message: 'Later' },
    ],
  };

  it('maps the first message of each shown field; the rest stay toasts only', () => {
    const error = new ApiError('Bad e-mail', 400, ['VALIDATION_FAILED'], body);
    expect(serverFieldErrors(error, ['email', 'phone'])).toEqual({ email: { text: 'Bad e-mail' } });
  });

  it('ignores anything that is not an API error body', () => {
    expect(serverFieldErrors(new Error('x'), ['email'])).toEqual({});
    expect(serverFieldErrors(new ApiError('x', 502, [], 'Bad gateway'), ['email'])).toEqual({});
  });
});

describe('a field message', () => {
  it('writes the limits it names as the page language writes numbers', async () => {
    const { i18n } = await import('../i18n');
    await i18n.changeLanguage('en');
    const error = { key: 'validation:max', params: { max: 10_000 } };
    expect(fieldMessage(error, i18n.t, 'en')).toBe('Must be at most 10,000');
    await i18n.changeLanguage('ru');
    expect(fieldMessage(error, i18n.t, 'ru').replace(/\s/g, ' ')).toBe(
      'Значение должно быть не больше 10 000',
    );
    expect(fieldMessage({ text: 'From the server' }, i18n.t, 'ru')).toBe('From the server');
  });
});
