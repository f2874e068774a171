import { describe, expect, it } from 'vitest';
import { askFormSchema, sendRequestFormSchema, transferFormSchema } from './form-schemas';

const PRODUCT = '0b6f1f0e-3c1a-4d55-9d8e-1f2a3b4c5d6e';

describe('friends forms check what the API checks', () => {
  it('takes a 7-digit ID and nothing else', () => {
    expect(sendRequestFormSchema.safeParse({ user_id: ' 4821937 ' })).toMatchObject({
      success: true,
      data: { user_id: 4821937 },
    });
    for (const bad of ['', '482193', '48219370', '48219a7', '4821937.5']) {
      expect(sendRequestFormSchema.safeParse({ user_id: bad }).success).toBe(false);
    }
  });

  it('sends whole units only, at least one, with an optional trimmed note', () => {
    const ok = transferFormSchema.safeParse({
      recipient_id: '4821937',
      product_id: PRODUCT,
      quantity: '3',
      note: '  for the trip ',
    });
    expect(ok).toMatchObject({
      success: true,
      data: { recipient_id: 4821937, quantity: 3, note: 'for the trip' },
    });
    for (const quantity of ['0', '1.5', '-2', '', 'x']) {
      const result = transferFormSchema.safeParse({
        recipient_id: '4821937',
        product_id: PRODUCT,
        quantity,
        note: '',
      });
      expect(result.success, quantity).toBe(false);
    }
    expect(
      transferFormSchema.safeParse({
        recipient_id: '',
        product_id: PRODUCT,
        quantity: '1',
        note: '',
      }).success,
    ).toBe(false);
  });

  it('asks the friend of the row it was opened from', () => {
    const result = askFormSchema(4821937).safeParse({
      product_id: PRODUCT,
      quantity: '4',
      note: '',
    });
    expect(result).toMatchObject({ success: true, data: { user_id: 4821937, quantity: 4 } });
  });
});
