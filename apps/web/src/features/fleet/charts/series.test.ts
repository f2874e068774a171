import { describe, expect, it } from 'vitest';
import { aConsumptionReply, FLEET } from '../../../test/fleet';
import { MAX_GROUPS, spreadByFuel, stackByMonth, totalsByFuel } from './series';

const unitOf = (id: string) => (id === FLEET.cng ? 'm3' : 'L');

describe('the consumption charts’ figures', () => {
  it('stacks a unit’s quantities by month, the largest groups first and the rest as others', () => {
    const rows = Array.from({ length: MAX_GROUPS + 2 }, (_, i) => ({
      month: '2026-11',
      key: `k${i}`,
      label: `V${i}`,
      product_id: FLEET.diesel,
      quantity: (i + 1) * 10,
      amount: 0,
      distance_km: 0,
      measured_quantity: 0,
    }));
    const stacked = stackByMonth(rows, 'quantity', unitOf, 'L', 'Others', '?');
    expect(stacked.groups.map((g) => g.label)).toEqual(['V6', 'V5', 'V4', 'V3', 'V2', 'Others']);
    expect(stacked.groups.at(-1)?.values).toEqual([30]);
    expect(stacked.totals).toEqual([280]);
    const cubic = stackByMonth(aConsumptionReply().months, 'quantity', unitOf, 'm3', 'O', '?');
    expect(cubic).toEqual({
      months: ['2026-11'],
      groups: [{ label: '12 AB 345', values: [120.5] }],
      totals: [120.5],
    });
  });

  it('works out the fleet’s consumption from measured litres over measured km', () => {
    const [diesel, cng] = totalsByFuel(aConsumptionReply().vehicles);
    expect(diesel).toMatchObject({ quantity: 300, distance: 2500, per100: 10, costPerKm: 48 });
    expect(cng).toMatchObject({ quantity: 120.5, per100: null, costPerKm: null });
    expect(spreadByFuel(aConsumptionReply().vehicles)).toEqual([
      {
        productId: FLEET.diesel,
        name: 'Diesel',
        unit: 'L',
        rows: [{ vehicleId: FLEET.truck, plate: '35 UU 350', per100: 10 }],
      },
    ]);
  });
});
