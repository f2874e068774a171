import { apiUrlOf, type CardExtra, cardExtrasRoutes } from '@fuel/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import '../texts';
import { ExtrasPanel } from './extras-panel';

const ask: CardExtra = {
  id: '00000000-0000-4000-8000-0000000000e1',
  card_id: '00000000-0000-4000-8000-000000000001',
  card_last4: '1015',
  card_name: 'Vahe',
  vehicle_plate: '35 AA 350',
  product_id: '00000000-0000-4000-8000-000000000092',
  product_name: 'Diesel',
  unit: 'L',
  quantity: 30,
  reason: 'Trip to Meghri',
  state: 'open',
  driver_id: 1234567,
  driver_name: 'Vahe Abrahamyan',
  decided_by: null,
  decision_note: null,
  valid_until: null,
  created_at: '2026-11-28T10:00:00Z',
  recent_fills: [{ quantity: 22.5, station_name: 'Komitas', at: '2026-11-27T09:00:00Z' }],
};

const sent = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST')
    .map(([url, init]) => ({
      url: String(url),
      body: JSON.parse(String((init as RequestInit).body)),
    }));

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) =>
      jsonResponse(
        init?.method === 'POST' ? { ...ask, state: 'approved' } : { count: 1, data: [ask] },
      ),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('drivers’ requests waiting for a manager', () => {
  it('shows who asks for what and why, and approves for the hours chosen', async () => {
    renderWithProviders(<ExtrasPanel />);
    expect(await screen.findByText('Vahe Abrahamyan')).toBeTruthy();
    expect(screen.getByText(/30\sL more Diesel on card •••• 1015/)).toBeTruthy();
    expect(screen.getByText(/Trip to Meghri/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Allow for'), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(sent()).toEqual([
        {
          url: expect.stringContaining(apiUrlOf(cardExtrasRoutes.approve, ask)),
          body: { hours: 8 },
        },
      ]),
    );
  });

  it('a refusal needs its reason before anything is sent', async () => {
    renderWithProviders(<ExtrasPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Refuse' }));
    fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(sent()).toEqual([]);
    fireEvent.change(screen.getByLabelText('Why it is refused'), {
      target: { value: 'Not a work trip' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(sent()[0]?.body).toEqual({ reason: 'Not a work trip' }));
  });
});
