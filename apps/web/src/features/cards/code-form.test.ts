import { CARD_EXTRA_LIMITS, type CardProduct, V } from '@fuel/contract';
import { describe, expect, it } from 'vitest';
import { codeFormSchema, leftNow, shortfall } from './code-form';

const product_id = '00000000-0000-4000-8000-000000000092';
const limits = (day: number | null, month: number | null) =>
  ({ day_remaining: day, month_remaining: month }) as CardProduct;

describe('a code drawn on a card', () => {
  it('takes a volume of at least 1, any station when none is chosen', () => {
    expect(codeFormSchema.safeParse({ product_id, volume: '12,5', station_id: '' })).toEqual({
      success: true,
      data: { product_id, volume: 12.5, station_id: null },
    });
    const low = codeFormSchema.safeParse({ product_id, volume: '0.5', station_id: '' });
    expect(low.success ? null : low.error.issues[0]?.message).toBe(V.min);
  });

  it('may draw the lesser of what is left today and this month, unlimited when neither is set', () => {
    expect(leftNow(limits(30, 12.5))).toBe(12.5);
    expect(leftNow(limits(null, 40))).toBe(40);
    expect(leftNow(limits(null, null))).toBeNull();
  });

  it('asks for the whole units missing, within what one ask may ask for', () => {
    expect(shortfall(12.3, 2.3)).toBe(10);
    expect(shortfall(10.1, 10)).toBe(1);
    expect(shortfall(10, 10)).toBeUndefined();
    expect(shortfall(10, null)).toBeUndefined();
    expect(shortfall(5000, 0)).toBe(CARD_EXTRA_LIMITS.quantityMax);
  });
});
