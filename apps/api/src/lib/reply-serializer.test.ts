import { notificationsReplySchema, productBalancesReplySchema } from '@fuel/contract';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { replySerializerCompiler } from './reply-serializer';

const serializer = (schema: z.core.$ZodType, check: boolean) =>
  replySerializerCompiler(check)({ schema, method: 'GET', url: '/x', httpStatus: '200' });

const balances = {
  count: 1,
  data: [
    {
      product_id: '0b8c1c9e-6d7a-4a8e-9a4f-5e2b1c3d4e10',
      product_code: 'DIESEL',
      product_name: 'Դիզելային վառելիք',
      unit: 'L',
      balance: 12.5,
      held: 0,
    },
  ],
};

describe('replySerializerCompiler', () => {
  it('writes what the contract writes, nullable fields and text in any script included', () => {
    const messages = {
      count: 2,
      data: [
        {
          id: 'a',
          text: 'Ստացել եք "20 լ"\n',
          date: '2026-12-04T10:15:30.123Z',
          read: true,
          link: null,
        },
        { id: 'b', text: 'Получено', date: '2026-12-04T10:15:31.000Z', read: false, link: '/x' },
      ],
      unread: 1,
    };
    for (const [schema, reply] of [
      [notificationsReplySchema, messages],
      [productBalancesReplySchema, balances],
    ] as const) {
      expect(JSON.parse(serializer(schema, false)(reply))).toEqual(reply);
      expect(serializer(schema, true)(reply)).toBe(serializer(schema, false)(reply));
    }
  });

  it('writes only the fields the contract names', () => {
    const row = { ...balances.data[0], password_hash: 'secret', user_id: 'u' };
    const written = serializer(productBalancesReplySchema, false)({ ...balances, data: [row] });
    expect(written).not.toContain('secret');
    expect(JSON.parse(written)).toEqual(balances);
  });

  it('refuses a reply without a required field', () => {
    const { balance: _, ...row } = balances.data[0] ?? {};
    expect(() =>
      serializer(productBalancesReplySchema, false)({ ...balances, data: [row] }),
    ).toThrow(/balance/);
  });

  it('in tests, refuses what the contract refuses though the compiled writer would write it', () => {
    const wrong = { ...balances, count: '1' };
    expect(() => serializer(productBalancesReplySchema, false)(wrong)).not.toThrow();
    expect(() => serializer(productBalancesReplySchema, true)(wrong)).toThrow();
  });

  it('in tests, throws when the two writers disagree', () => {
    // A codec writes through its own encode; the compiled writer cannot know what it does.
    const day = z.codec(z.string(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString().slice(0, 10),
    });
    const schema = z.object({ day });
    const reply = { day: new Date('2026-12-04T10:00:00Z') };
    expect(serializer(schema, false)(reply)).toBe('{"day":"2026-12-04T10:00:00.000Z"}');
    expect(() => serializer(schema, true)(reply)).toThrow(/compiled serializer wrote/);
  });
});
