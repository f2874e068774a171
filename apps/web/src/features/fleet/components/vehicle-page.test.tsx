import { apiUrlOf, fleetRoutes, type Vehicle, vehiclesRoutes } from '@fuel/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { aConsumptionReply, aFill, FLEET } from '../../../test/fleet';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { signInAsRole } from '../../../test/session';
import { VehiclePage } from './vehicle-page';

vi.mock('../charts/uplot-chart', () => ({ default: () => <div data-testid="drawn-chart" /> }));

const truck: Vehicle = {
  id: FLEET.truck,
  license_plate: '35 UU 350',
  model: 'MAN TGL',
  primary_fuel_type: FLEET.diesel,
  primary_fuel_name: 'Diesel',
  second_fuel_type: null,
  second_fuel_name: null,
  primary_tank_capacity: 80,
  second_tank_capacity: null,
  odometer_km: 120_625,
  created_at: '2026-06-01T10:00:00.000Z',
};
const partial = aFill({
  id: '00000000-0000-4000-8000-00000000f110',
  filled_at: '2026-11-10T08:30:00.000Z',
  full_tank: false,
  per_100km: null,
  distance_km: null,
  odometer_km: null,
  exceptions: ['quick_refill'],
});
let fills = [aFill(), partial];

beforeEach(async () => {
  await i18n.changeLanguage('en');
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  fills = [aFill(), partial];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(String(url), 'http://x').pathname;
      if (path === apiUrlOf(vehiclesRoutes.get, { id: FLEET.truck })) return jsonResponse(truck);
      if (path === apiUrlOf(fleetRoutes.fills, { id: FLEET.truck }))
        return jsonResponse({ count: fills.length, data: fills });
      if (path === apiUrlOf(fleetRoutes.consumption)) {
        const report = aConsumptionReply();
        return jsonResponse(fills.length ? report : { ...report, vehicles: [], months: [] });
      }
      return jsonResponse({ count: 0, data: [] });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('a vehicle’s page', () => {
  it('lists its fills with the odometer, full or partial, consumption and reasons, each correctable', async () => {
    signInAsRole('fleet_manager');
    renderWithProviders(<VehiclePage id={FLEET.truck} />, { path: `/en/vehicles/${FLEET.truck}` });
    const list = await screen.findByRole('region', { name: 'Fills' });
    const fillOf = (mark: string) =>
      within(within(list).getByText(mark).closest('li') as HTMLElement);
    await within(list).findByText('Full tank');
    const full = fillOf('Full tank');
    expect(full.getByText('Full tank')).toBeTruthy();
    expect(full.getByText('120,625 km')).toBeTruthy();
    expect(full.getByText('over 625 km')).toBeTruthy();
    const second = fillOf('Partial fill');
    expect(second.getByText('Partial fill')).toBeTruthy();
    expect(second.getByText('not given')).toBeTruthy();
    expect(second.getByText('Filled again too soon')).toBeTruthy();
    // The consumption of the period, and its chart with the table beside it.
    expect(await screen.findByText('10\u00a0L/100 km', { normalizer: (s) => s })).toBeTruthy();
    const trend = await screen.findByRole('figure', { name: 'Diesel: consumption, L/100 km' });
    expect(within(trend).getByRole('table')).toBeTruthy();

    fireEvent.click(full.getByRole('button', { name: /^Correct the fill of/ }));
    expect(await screen.findByRole('dialog', { name: 'Correct the fill' })).toBeTruthy();
  });

  it('offers no correction to an accountant', async () => {
    signInAsRole('accountant');
    renderWithProviders(<VehiclePage id={FLEET.truck} />, { path: `/en/vehicles/${FLEET.truck}` });
    const list = await screen.findByRole('region', { name: 'Fills' });
    await within(list).findAllByRole('listitem');
    expect(screen.queryByRole('button', { name: /^Correct/ })).toBeNull();
  });

  it('says how to start when the vehicle has no fills', async () => {
    fills = [];
    signInAsRole(null);
    renderWithProviders(<VehiclePage id={FLEET.truck} />, { path: `/en/vehicles/${FLEET.truck}` });
    const hints = await screen.findAllByText(
      'Give the odometer with your next refuel code, and the consumption will appear here.',
    );
    expect(hints.length).toBeGreaterThan(0);
    expect(screen.getAllByText('No fills yet').length).toBeGreaterThan(0);
  });
});
