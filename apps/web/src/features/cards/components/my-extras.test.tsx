import type { CardExtra } from '@fuel/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import '../texts';
import { MyExtras } from './my-extras';

const ask: CardExtra = {
  id: '00000000-0000-4000-8000-0000000000e1',
  card_id: '00000000-0000-4000-8000-000000000001',
  card_last4: '1015',
  card_name: 'Vahe',
  vehicle_plate: null,
  product_id: '00000000-0000-4000-8000-000000000092',
  product_name: 'Diesel',
  unit: 'L',
  quantity: 30,
  reason: 'Trip to Meghri',
  state: 'approved',
  driver_id: 1234567,
  driver_name: 'Vahe Abrahamyan',
  decided_by: null,
  decision_note: null,
  valid_until: '2026-11-28T14:00:00Z',
  created_at: '2026-11-28T10:00:00Z',
  recent_fills: [],
};
const other: CardExtra = {
  ...ask,
  id: '00000000-0000-4000-8000-0000000000e2',
  card_id: '00000000-0000-4000-8000-000000000002',
  card_last4: '1023',
  reason: 'Second shift',
  state: 'open',
  valid_until: null,
};

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse({ count: 2, data: [ask, other] })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('a driver’s own asks for more', () => {
  it('lists every ask with its answer on Cards', async () => {
    renderWithProviders(<MyExtras />);
    expect(await screen.findByText(/Trip to Meghri/)).toBeTruthy();
    expect(screen.getByText(/Second shift/)).toBeTruthy();
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw the request' })).toBeTruthy();
  });

  it('on a card’s page, where the driver asked, shows that card’s asks only', async () => {
    renderWithProviders(<MyExtras cardId={ask.card_id} />);
    expect(await screen.findByText(/Trip to Meghri/)).toBeTruthy();
    expect(screen.getByText(/Allowed until/)).toBeTruthy();
    expect(screen.queryByText(/Second shift/)).toBeNull();
  });
});
