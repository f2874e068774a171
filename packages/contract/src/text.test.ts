import { describe, expect, it } from 'vitest';
import { isCalendarDate, isStorableText, storableTextSchema, unstorableTextPath } from './text';

describe('storable text', () => {
  it('refuses NUL and lone surrogates, keeps every real character', () => {
    expect(isStorableText('Աննա Петросян 🚗 \u202e')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\ud800')).toBe(false);
    expect(isStorableText('x\udc00')).toBe(false);
  });

  it('finds the first bad string or key anywhere in an input', () => {
    expect(unstorableTextPath({ a: ['ok', { b: 'x\u0000' }] })).toEqual(['a', 1, 'b']);
    expect(unstorableTextPath({ 'k\u0000': 1 })).toEqual(['k\u0000']);
    expect(unstorableTextPath({ a: 1, b: ['x'] })).toBeUndefined();
    const result = storableTextSchema.safeParse({ model: 'Niva\u0000' });
    expect(result.error?.issues[0]?.path).toEqual(['model']);
  });
});

describe('calendar dates', () => {
  it.each(['2024-02-29', '2023-12-31', '0001-01-01'])('%s is a date', (d) => {
    expect(isCalendarDate(d)).toBe(true);
  });
  it.each(['2024-02-30', '2023-02-29', '2024-13-45', '2024-00-10', '0000-01-01', '2024-1-1'])(
    '%s is not',
    (d) => expect(isCalendarDate(d)).toBe(false),
  );
});
