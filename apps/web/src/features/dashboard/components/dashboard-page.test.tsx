import { apiUrlOf, dashboardRoutes, TRANSACTION_STATUS, transactionsRoutes } from '@fuel/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { aTransaction } from '../../../test/transactions';
import { DashboardPage } from './dashboard-page';

const fetchMock = vi.fn<typeof fetch>();
const empty = { count: 0, data: [] };

const REPLIES: Record<string, unknown> = {
  [apiUrlOf(dashboardRoutes.get)]: {
    balances: [],
    vehicles: empty,
    connections: empty,
    friends: empty,
    partners: empty,
    transactions: {
      count: 3,
      data: [
        aTransaction({ transaction_status_id: TRANSACTION_STATUS.error }),
        aTransaction({
          id: 't3',
          type: 'transfer',
          quantity: -2,
          partner_id: 1862322,
          partner_name: 'Davit Sargsyan',
        }),
        aTransaction({
          id: 't2',
          quantity: -6,
          card: { id: 'c1', last4: '1015', name: null },
          from_card_fuel: true,
          created_at: '2026-05-01T09:00:00.000Z',
        }),
      ],
    },
  },
  // What the history and its CSV call them, in the page language.
  [apiUrlOf(transactionsRoutes.types)]: {
    count: 3,
    data: [
      { id: 'buying', name: 'Buying' },
      { id: 'transfer', name: 'Transfer' },
      { id: 'charging', name: 'Refuelling' },
    ],
  },
  [apiUrlOf(transactionsRoutes.statuses)]: {
    count: 4,
    data: [
      { id: 1, name: 'Pending', icon: 'loading' },
      { id: 2, name: 'Success', icon: 'success' },
      { id: 3, name: 'Draft', icon: 'draft' },
      { id: 4, name: 'Error', icon: 'error' },
    ],
  },
};

beforeEach(async () => {
  fetchMock.mockImplementation(async (input) => {
    const path = String(input).split('?')[0] ?? '';
    return jsonResponse(REPLIES[path] ?? empty);
  });
  vi.stubGlobal('fetch', fetchMock);
  await i18n.changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('DashboardPage', () => {
  it('names types and statuses with the words of the history', async () => {
    renderWithProviders(<DashboardPage userType="individual" />, { path: '/en/dashboard' });
    expect(await screen.findByText('Refuelling')).toBeTruthy();
    expect(await screen.findByText(/Error$/)).toBeTruthy();
  });

  it('names who a transfer went to, and opens it, as the history does', async () => {
    renderWithProviders(<DashboardPage userType="individual" />, { path: '/en/dashboard' });
    expect(await screen.findByText('Davit Sargsyan')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: /^Transfer, / });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/en/transactions/t3']);
  });

  it('marks a refuel from a card’s own fuel as the history does', async () => {
    renderWithProviders(<DashboardPage userType="company" />, { path: '/en/dashboard' });
    expect(await screen.findByText("Refuelling · from the card's fuel")).toBeTruthy();
  });
});

describe('DashboardPage, while the overview is on its way', () => {
  it('asks for the names of types and statuses at once, not after the overview', async () => {
    // The overview never arrives in this test.
    fetchMock.mockImplementation(async (input) => {
      const path = String(input).split('?')[0] ?? '';
      if (path === apiUrlOf(dashboardRoutes.get)) return new Promise<Response>(() => undefined);
      return jsonResponse(REPLIES[path] ?? empty);
    });
    renderWithProviders(<DashboardPage userType="individual" />, { path: '/en/dashboard' });
    await waitFor(() => {
      const asked = fetchMock.mock.calls.map(([input]) => String(input).split('?')[0]);
      expect(asked).toEqual(
        expect.arrayContaining([
          apiUrlOf(dashboardRoutes.get),
          apiUrlOf(transactionsRoutes.types),
          apiUrlOf(transactionsRoutes.statuses),
        ]),
      );
    });
  });
});
