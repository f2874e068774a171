import { describe, expect, it } from 'vitest';
import { cardOrderBodySchema } from './card-orders';
import { cardAddBodySchema, cardUpdateBodySchema, isTrivialPin, pinSchema } from './cards';
import { stationCardAuthorizeBodySchema } from './station-cards';

describe('card contract', () => {
  it('takes a card number typed in groups and refuses a short one', () => {
    const ok = cardAddBodySchema.safeParse({
      number: '9051 2000 0000 0017',
      activation_code: '123456',
    });
    expect(ok.success && ok.data.number).toBe('9051200000000017');
    expect(cardAddBodySchema.safeParse({ number: '9051', activation_code: '123456' }).success).toBe(
      false,
    );
  });

  it('orders 1 to 50 cards, delivered to a station or an address but not both', () => {
    const station = '6f1c2c52-1d5e-4f43-9c8e-1b1a2f0c9a11';
    expect(cardOrderBodySchema.safeParse({ quantity: 2, station_id: station }).success).toBe(true);
    expect(cardOrderBodySchema.safeParse({ quantity: 2, address: 'Yerevan' }).success).toBe(true);
    expect(cardOrderBodySchema.safeParse({ quantity: 0, address: 'Yerevan' }).success).toBe(false);
    expect(cardOrderBodySchema.safeParse({ quantity: 51, address: 'Yerevan' }).success).toBe(false);
    expect(cardOrderBodySchema.safeParse({ quantity: 2 }).success).toBe(false);
    expect(
      cardOrderBodySchema.safeParse({ quantity: 2, station_id: station, address: 'Yerevan' })
        .success,
    ).toBe(false);
  });

  it('says a missing delivery beside a wrong quantity, not only once the quantity is right', () => {
    const result = cardOrderBodySchema.safeParse({ quantity: 'two', note: 'x'.repeat(1000) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'address',
      'note',
      'quantity',
    ]);
  });

  it('refuses a PIN anyone would try first, with its own message', () => {
    for (const pin of [
      '0000',
      '1111',
      '9999',
      '1212',
      '4545',
      '1234',
      '6789',
      '7890',
      '9012',
      '4321',
      '0987',
      '3210',
    ]) {
      expect(isTrivialPin(pin), pin).toBe(true);
      const result = cardUpdateBodySchema.safeParse({ pin });
      expect(
        result.error?.issues.map((i) => i.message),
        pin,
      ).toEqual(['validation:pin_trivial']);
    }
    for (const pin of ['4826', '5827', '1122', '2580', '1990', '1235', '0420'])
      expect(cardUpdateBodySchema.safeParse({ pin }).success, pin).toBe(true);
    expect(
      cardUpdateBodySchema.safeParse({ pin: '12a4' }).error?.issues.map((i) => i.message),
    ).toEqual(['validation:pin']);
    // At the pump a PIN is only compared: a card set before this rule still works.
    expect(pinSchema.safeParse('1234').success).toBe(true);
  });

  it('wants a four-digit PIN and limits of at most three decimals', () => {
    expect(cardUpdateBodySchema.safeParse({ pin: '12a4' }).success).toBe(false);
    const product = '6f1c2c52-1d5e-4f43-9c8e-1b1a2f0c9a11';
    expect(
      cardUpdateBodySchema.safeParse({
        products: [{ product_id: product, day_limit: 50.5, month_limit: null }],
      }).success,
    ).toBe(true);
    expect(
      cardUpdateBodySchema.safeParse({
        products: [{ product_id: product, day_limit: 1.0001, month_limit: null }],
      }).success,
    ).toBe(false);
    expect(
      stationCardAuthorizeBodySchema.safeParse({
        card_number: '9051200000000017',
        pin: '1234',
        product_id: product,
        volume: 20,
      }).success,
    ).toBe(true);
  });
});
