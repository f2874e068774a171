import {
  apiUrlOf,
  type ProductBalance,
  refuelsRoutes,
  type Vehicle,
  vehiclesRoutes,
} from '@fuel/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { aBalance, DIESEL } from '../../../test/balances';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import '../texts';
import { RefuelForm } from './refuel-form';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const NIVA = '5a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const balances: ProductBalance[] = [aBalance()];
const niva: Vehicle = {
  id: NIVA,
  license_plate: '35 UU 350',
  model: 'Lada Niva',
  primary_fuel_type: DIESEL,
  primary_fuel_name: 'Diesel',
  second_fuel_type: null,
  second_fuel_name: null,
  primary_tank_capacity: 60,
  second_tank_capacity: null,
  odometer_km: 120_500,
  created_at: '2026-11-20T10:00:00.000Z',
};
const fetchMock = vi.fn<typeof fetch>();
const callsTo = (path: string, method = 'GET') =>
  fetchMock.mock.calls.filter(
    ([url, init]) =>
      new URL(String(url), 'http://x').pathname === path && (init?.method ?? 'GET') === method,
  );

beforeEach(async () => {
  signInForTest({ user_full_name: 'Ani' });
  fetchMock.mockImplementation(async (url, init) => {
    const path = new URL(String(url), 'http://x').pathname;
    if (path === apiUrlOf(vehiclesRoutes.list)) return jsonResponse({ count: 1, data: [niva] });
    if (init?.method === 'POST')
      return jsonResponse({
        id: 'r1',
        code: '123456',
        state: 'active',
        product_id: DIESEL,
        volume: 5,
        dispensed: null,
        station_id: null,
        vehicle_id: NIVA,
        expires_at: new Date(Date.now() + 900_000).toISOString(),
      });
    return jsonResponse({ count: 0, data: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  await i18n.changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('RefuelForm', () => {
  it('asks for the vehicles once the form is reached, and sends the one chosen', async () => {
    const onCreated = vi.fn();
    renderWithProviders(<RefuelForm balances={balances} onCreated={onCreated} />, {
      path: '/en/my-balance',
    });
    const volume = await screen.findByLabelText(/^Volume/);
    expect(callsTo(apiUrlOf(vehiclesRoutes.list))).toHaveLength(0);

    fireEvent.focus(volume);
    fireEvent.input(volume, { target: { value: '5' } });
    await screen.findByRole('option', { name: '35 UU 350 · Lada Niva' });
    expect(callsTo(apiUrlOf(vehiclesRoutes.list))).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Vehicle'), { target: { value: NIVA } });
    fireEvent.click(screen.getByRole('button', { name: 'Get a code' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const [, init] = callsTo(apiUrlOf(refuelsRoutes.create), 'POST')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      product_id: DIESEL,
      volume: 5,
      vehicle_id: NIVA,
    });
  });

  it('offers the odometer and a full tank with a vehicle only, starting from its last reading', async () => {
    const onCreated = vi.fn();
    renderWithProviders(<RefuelForm balances={balances} onCreated={onCreated} />, {
      path: '/en/my-balance',
    });
    const volume = await screen.findByLabelText(/^Volume/);
    fireEvent.focus(volume);
    fireEvent.input(volume, { target: { value: '5' } });
    await screen.findByRole('option', { name: '35 UU 350 · Lada Niva' });
    expect(screen.queryByLabelText('Odometer, km')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Get a code' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    const [, bare] = callsTo(apiUrlOf(refuelsRoutes.create), 'POST')[0] ?? [];
    const sentBare = JSON.parse(String(bare?.body));
    expect(sentBare).not.toHaveProperty('odometer_km');
    expect(sentBare).not.toHaveProperty('full_tank');

    fireEvent.change(screen.getByLabelText('Vehicle'), { target: { value: NIVA } });
    const odometer = screen.getByLabelText('Odometer, km') as HTMLInputElement;
    expect(odometer.value).toBe('120500');
    const full = screen.getByRole('checkbox', { name: 'I will fill the tank full' });
    expect((full as HTMLInputElement).checked).toBe(true);
    fireEvent.change(odometer, { target: { value: '120900' } });
    fireEvent.click(full);
    fireEvent.input(volume, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get a code' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(2));
    const [, withVehicle] = callsTo(apiUrlOf(refuelsRoutes.create), 'POST')[1] ?? [];
    expect(JSON.parse(String(withVehicle?.body))).toMatchObject({
      vehicle_id: NIVA,
      odometer_km: 120_900,
      full_tank: false,
    });
  });

  it('shows a reading lower than the last one on the odometer field', async () => {
    fetchMock.mockImplementation(async (url, init) => {
      const path = new URL(String(url), 'http://x').pathname;
      if (path === apiUrlOf(vehiclesRoutes.list)) return jsonResponse({ count: 1, data: [niva] });
      if (init?.method === 'POST')
        return jsonResponse(
          {
            message: 'Refused',
            errors: [
              {
                code: 'ODOMETER_BACKWARDS',
                message: 'The odometer reading is lower than this vehicle’s previous one.',
                field: 'odometer_km',
              },
            ],
          },
          422,
        );
      return jsonResponse({ count: 0, data: [] });
    });
    const onCreated = vi.fn();
    renderWithProviders(<RefuelForm balances={balances} onCreated={onCreated} />, {
      path: '/en/my-balance',
    });
    const volume = await screen.findByLabelText(/^Volume/);
    fireEvent.focus(volume);
    fireEvent.input(volume, { target: { value: '5' } });
    await screen.findByRole('option', { name: '35 UU 350 · Lada Niva' });
    fireEvent.change(screen.getByLabelText('Vehicle'), { target: { value: NIVA } });
    fireEvent.input(volume, { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Odometer, km'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get a code' }));

    const odometer = screen.getByLabelText('Odometer, km');
    await waitFor(() => expect(odometer.getAttribute('aria-invalid')).toBe('true'));
    expect(
      screen.getByText('The odometer reading is lower than this vehicle’s previous one.'),
    ).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();
  });
});
