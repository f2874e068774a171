import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { registerBodySchema } from './auth';
import { friendRequestSendBodySchema, transferBodySchema } from './friends';
import { listQuerySchema } from './list';
import { changePasswordFormSchema } from './password-forms';
import { newsletterBodySchema } from './profile';
import { installValidationKeys, V, validationMessage } from './validation';

beforeAll(() => installValidationKeys());

function firstMessage(schema: z.ZodMiniType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  const issue = result.error.issues[0];
  if (!issue) throw new Error('no issue');
  return validationMessage(issue);
}

describe('validation messages are translation keys', () => {
  it('tells a missing value from a wrong one', () => {
    const schema = z.object({ name: z.string() });
    expect(firstMessage(schema, {}).key).toBe(V.required);
    expect(firstMessage(schema, { name: 5 }).key).toBe(V.invalid);
  });

  it('asks for a pick only when none was made: a wrong id or a wrong type is invalid', () => {
    const ids = z.object({ product_id: transferBodySchema.shape.product_id });
    expect(firstMessage(ids, {}).key).toBe(V.required);
    expect(firstMessage(ids, { product_id: '' }).key).toBe(V.required);
    expect(firstMessage(ids, { product_id: 'x' }).key).toBe(V.invalid);
    expect(firstMessage(ids, { product_id: 1 }).key).toBe(V.invalid);
    expect(firstMessage(newsletterBodySchema, { newsletter: 'yes' }).key).toBe(V.invalid);
    expect(firstMessage(newsletterBodySchema, {}).key).toBe(V.required);
  });

  it('refuses line breaks in names and text-reordering marks anywhere people read', () => {
    const names = z.object({ first_name: registerBodySchema.shape.first_name });
    expect(firstMessage(names, { first_name: 'Lilit\nNew line' }).key).toBe(V.characters);
    expect(firstMessage(names, { first_name: 'Lilit\u0007' }).key).toBe(V.characters);
    expect(firstMessage(names, { first_name: 'Lilit \u202egnp.exe' }).key).toBe(V.characters);
    expect(names.parse({ first_name: '  Լիլիթ-Анна O’Brien ' })).toEqual({
      first_name: 'Լիլիթ-Анна O’Brien',
    });
    const notes = z.object({ note: transferBodySchema.shape.note });
    expect(notes.parse({ note: 'Two\nlines' })).toEqual({ note: 'Two\nlines' });
    expect(firstMessage(notes, { note: 'see \u2067note' }).key).toBe(V.characters);
  });

  it('carries the limit for too small and too big numbers', () => {
    const schema = z.number().check(z.minimum(1), z.maximum(100));
    expect(firstMessage(schema, 0)).toEqual({ key: V.min, params: { min: 1 } });
    expect(firstMessage(schema, 101)).toEqual({ key: V.max, params: { max: 100 } });
  });

  it('maps e-mail, integers and long strings', () => {
    expect(firstMessage(z.email(), 'nope').key).toBe(V.email);
    expect(firstMessage(z.number().check(z.int()), 1.5).key).toBe(V.integer);
    expect(firstMessage(z.string().check(z.maxLength(50)), 'x'.repeat(51))).toEqual({
      key: V.tooLong,
      params: { max: 50 },
    });
  });

  it('asks for a number where a number field got something else, and for a value where none', () => {
    // A form's "abc" arrives as NaN.
    expect(firstMessage(z.number(), Number.NaN).key).toBe(V.number);
    const body = { recipient_id: 1_234_567, product_id: crypto.randomUUID() };
    expect(firstMessage(transferBodySchema, { ...body, quantity: Number.NaN }).key).toBe(V.number);
    expect(firstMessage(transferBodySchema, { ...body, quantity: 'abc' }).key).toBe(V.number);
    expect(firstMessage(transferBodySchema, body).key).toBe(V.required);
  });

  it('keeps a key the schema names itself', () => {
    const phone = z.string().check(z.regex(/^\+374\d{8}$/, { error: V.phone }));
    expect(firstMessage(phone, '123').key).toBe(V.phone);
  });
});

describe('changing the password', () => {
  it('refuses the current password as the new one, on the new one’s field', () => {
    const same = changePasswordFormSchema.safeParse({
      current_password: 'Secret-123',
      new_password: 'Secret-123',
      confirm_password: 'Secret-123',
    });
    expect(same.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['new_password', V.passwordSame],
    ]);
  });
});

describe('a user ID', () => {
  it.each([1e20, 12.5, 123])('is refused once, not once per broken rule (%s)', (user_id) => {
    const result = friendRequestSendBodySchema.safeParse({ user_id });
    expect(result.error?.issues.map((i) => i.message)).toEqual([V.userId]);
  });
});

describe('listQuerySchema', () => {
  it('defaults to the first page of ten', () => {
    expect(listQuerySchema.parse({})).toEqual({ offset: 1, limit: 10 });
  });

  it('reads numbers from query strings and bounds them', () => {
    expect(listQuerySchema.parse({ offset: '3', limit: '100' })).toEqual({ offset: 3, limit: 100 });
    expect(listQuerySchema.safeParse({ offset: '0' }).success).toBe(false);
    expect(listQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(listQuerySchema.safeParse({ limit: '1.5' }).success).toBe(false);
  });

  it.each(['0x10', '1e1', ' 7', '', '+3', '-1', 'Infinity'])(
    'takes decimal digits only, not %j',
    (offset) => {
      expect(listQuerySchema.safeParse({ offset }).success).toBe(false);
    },
  );

  it('takes a number from a caller in code', () => {
    expect(listQuerySchema.parse({ offset: 2, limit: 5 })).toEqual({ offset: 2, limit: 5 });
  });
});
