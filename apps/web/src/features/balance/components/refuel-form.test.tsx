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
});
