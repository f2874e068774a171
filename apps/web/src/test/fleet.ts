import type { Card, ConsumptionReply, Fill, FillExceptionRow } from '@fuel/contract';

/** Ids the fleet fixtures share. */
export const FLEET = {
  truck: '00000000-0000-4000-8000-0000000000f1',
  van: '00000000-0000-4000-8000-0000000000f2',
  diesel: '00000000-0000-4000-8000-0000000000d1',
  cng: '00000000-0000-4000-8000-0000000000c1',
  card: '00000000-0000-4000-8000-0000000000ca',
} as const;

/** A full fill of 50 L of diesel that closes a 625 km stretch (8 L/100 km), changed by `over`. */
export function aFill(over: Partial<Fill> = {}): Fill {
  return {
    id: '00000000-0000-4000-8000-00000000f111',
    vehicle_id: FLEET.truck,
    product_id: FLEET.diesel,
    product_name: 'Diesel',
    unit: 'L',
    quantity: 50,
    amount: 24_000,
    station_name: 'Komitas 12',
    card: null,
    driver_name: null,
    filled_at: '2026-11-20T08:30:00.000Z',
    odometer_km: 120_625,
    full_tank: true,
    missed_before: false,
    odometer_reset: false,
    distance_km: 625,
    per_100km: 8,
    exceptions: [],
    ...over,
  };
}

/** A fill that looks wrong, made with a company card still active. */
export function anExceptionRow(over: Partial<FillExceptionRow> = {}): FillExceptionRow {
  return {
    ...aFill({
      quantity: 95,
      card: { id: FLEET.card, last4: '4411' },
      driver_name: 'Aram Petrosyan',
      exceptions: ['over_tank', 'quick_refill'],
    }),
    license_plate: '35 UU 350',
    card_state: 'active',
    ...over,
  };
}

/** Two vehicles over two months: a diesel truck (measured) and a van on gas by the m³. */
export function aConsumptionReply(): ConsumptionReply {
  return {
    from: '2026-06-01',
    to: '2026-11-30',
    vehicles: [
      {
        vehicle_id: FLEET.truck,
        license_plate: '35 UU 350',
        model: 'MAN TGL',
        exceptions: 2,
        fuels: [
          {
            product_id: FLEET.diesel,
            product_name: 'Diesel',
            unit: 'L',
            quantity: 300,
            amount: 144_000,
            distance_km: 2500,
            measured_quantity: 250,
            per_100km: 10,
            cost_per_km: 48,
          },
        ],
      },
      {
        vehicle_id: FLEET.van,
        license_plate: '12 AB 345',
        model: 'Ford Transit',
        exceptions: 0,
        fuels: [
          {
            product_id: FLEET.cng,
            product_name: 'CNG',
            unit: 'm3',
            quantity: 120.5,
            amount: 25_305,
            distance_km: 0,
            measured_quantity: 0,
            per_100km: null,
            cost_per_km: null,
          },
        ],
      },
    ],
    months: [
      {
        month: '2026-10',
        key: FLEET.truck,
        label: '35 UU 350',
        product_id: FLEET.diesel,
        quantity: 120,
        amount: 57_600,
        distance_km: 1000,
        measured_quantity: 100,
      },
      {
        month: '2026-11',
        key: FLEET.truck,
        label: '35 UU 350',
        product_id: FLEET.diesel,
        quantity: 180,
        amount: 86_400,
        distance_km: 1500,
        measured_quantity: 150,
      },
      {
        month: '2026-11',
        key: FLEET.van,
        label: '12 AB 345',
        product_id: FLEET.cng,
        quantity: 120.5,
        amount: 25_305,
        distance_km: 0,
        measured_quantity: 0,
      },
    ],
  };
}

/** A company card as the API sends it, in `state`. */
export function aCard(state: Card['state'] = 'active'): Card {
  return {
    id: FLEET.card,
    number_masked: '•••• 4411',
    last4: '4411',
    name: 'Aram',
    vehicle_id: FLEET.truck,
    vehicle_plate: '35 UU 350',
    state,
    blocked_reason: null,
    funding: 'card',
    pin_set: true,
    version: 1,
    driver: null,
    group: null,
    products: [],
    balances: [],
    order_id: null,
    created_at: '2026-11-01T10:00:00Z',
  };
}
