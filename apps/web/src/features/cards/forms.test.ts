import type { Card } from '@fuel/contract';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../lib/forms';
import { ORDER_FORM_START, orderFormSchema } from './order-form';
import { dayField, monthField, settingsFormSchema, settingsValues } from './settings-form';

const P92 = '00000000-0000-4000-8000-000000000092';
const DIESEL = '00000000-0000-4000-8000-0000000000d1';
const card = {
  name: 'Aram',
  vehicle_id: null,
  funding: 'company',
  products: [{ product_id: P92, day_limit: 50, month_limit: null }],
} as unknown as Card;

describe('card settings form', () => {
  it('starts from the saved card, with empty limit fields for fuels not allowed yet', () => {
    expect(settingsValues(card, [P92, DIESEL])).toEqual({
      name: 'Aram',
      vehicle_id: '',
      funding: 'company',
      driver_id: '',
      group_id: '',
      [dayField(P92)]: '50',
      [monthField(P92)]: '',
      [dayField(DIESEL)]: '',
      [monthField(DIESEL)]: '',
    });
  });

  it('sends the chosen fuels with their limits, an empty limit as none', () => {
    const values = { ...settingsValues(card, [P92, DIESEL]), [monthField(DIESEL)]: '1000,5' };
    const result = settingsFormSchema([P92, DIESEL]).safeParse(values);
    expect(result).toEqual({
      success: true,
      data: {
        name: 'Aram',
        vehicle_id: null,
        funding: 'company',
        driver_id: null,
        group_id: null,
        products: [
          { product_id: P92, day_limit: 50, month_limit: null },
          { product_id: DIESEL, day_limit: null, month_limit: 1000.5 },
        ],
      },
    });
  });

  it('gives the card to a team member by their ID, and takes it back with an empty choice', () => {
    const given = settingsFormSchema([]).safeParse({
      ...settingsValues(card, []),
      driver_id: '1234567',
    });
    expect(given.success && given.data.driver_id).toBe(1234567);
    const taken = settingsFormSchema([]).safeParse({ ...settingsValues(card, []), driver_id: '' });
    expect(taken.success && taken.data.driver_id).toBeNull();
  });

  it("puts a limit's problem under that fuel's own field", () => {
    const values = { ...settingsValues(card, [P92, DIESEL]), [dayField(DIESEL)]: '0.5' };
    const result = settingsFormSchema([P92, DIESEL]).safeParse(values);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(schemaErrors(result.error.issues))).toEqual([dayField(DIESEL)]);
  });
});

describe('card order form', () => {
  it('asks for a station when the cards are picked up, and sends only the station', () => {
    const missing = orderFormSchema.safeParse({ ...ORDER_FORM_START, quantity: '2' });
    expect(missing.success).toBe(false);
    if (!missing.success)
      expect(Object.keys(schemaErrors(missing.error.issues))).toEqual(['station_id']);
    const ok = orderFormSchema.safeParse({
      ...ORDER_FORM_START,
      quantity: '2',
      station_id: P92,
      address: 'typed before switching',
    });
    expect(ok).toEqual({
      success: true,
      data: { quantity: 2, station_id: P92, address: null, note: null },
    });
  });

  it('says what is missing in quantity and delivery at once', () => {
    for (const [delivery, field] of [
      ['station', 'station_id'],
      ['address', 'address'],
    ] as const) {
      const result = orderFormSchema.safeParse({ ...ORDER_FORM_START, delivery, quantity: '' });
      expect(result.success).toBe(false);
      if (!result.success)
        expect(Object.keys(schemaErrors(result.error.issues)).sort(), delivery).toEqual(
          ['quantity', field].sort(),
        );
    }
    const chosen = orderFormSchema.safeParse({
      ...ORDER_FORM_START,
      station_id: P92,
      quantity: '0',
    });
    if (!chosen.success)
      expect(Object.keys(schemaErrors(chosen.error.issues))).toEqual(['quantity']);
    expect(chosen.success).toBe(false);
  });

  it('refuses a fractional quantity and more than the cap', () => {
    for (const quantity of ['1.5', '0', '51']) {
      const result = orderFormSchema.safeParse({
        ...ORDER_FORM_START,
        delivery: 'address',
        address: 'Yerevan',
        quantity,
      });
      expect(result.success, quantity).toBe(false);
    }
  });
});
