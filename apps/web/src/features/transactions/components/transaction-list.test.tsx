import type { Transaction } from '@fuel/contract';
import { apiUrlOf, TRANSACTION_STATUS, transactionsRoutes } from '@fuel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { aTransaction } from '../../../test/transactions';
import '../texts';
import { TransactionList } from './transaction-list';

const fetchMock = vi.fn<typeof fetch>();

const REPLIES: Record<string, unknown> = {
  [apiUrlOf(transactionsRoutes.types)]: { count: 1, data: [{ id: 'buying', name: 'Buying' }] },
  [apiUrlOf(transactionsRoutes.statuses)]: {
    count: 2,
    data: [
      { id: 2, name: 'Success', icon: 'success' },
      { id: 3, name: 'Draft', icon: 'draft' },
    ],
  },
};

const purchase = (id: string, automatic: boolean) =>
  aTransaction({ id, type: 'buying', quantity: 20, amount: 11_000, automatic });

beforeEach(async () => {
  fetchMock.mockImplementation(async (input) =>
    jsonResponse(REPLIES[String(input).split('?')[0] ?? ''] ?? { data: [] }),
  );
  vi.stubGlobal('fetch', fetchMock);
  await i18n.changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('TransactionList', () => {
  it('marks a purchase made by the automatic top-up, and only that one', async () => {
    renderWithProviders(
      <TransactionList
        rows={[purchase('auto', true), purchase('hand', false)]}
        hrefOf={(id) => `/en/transactions/${id}`}
        from=""
      />,
      { path: '/en/transactions' },
    );
    const table = screen.getByRole('table');
    expect(await within(table).findByText('Buying · automatic top-up')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Buying' })).toBeTruthy();
  });

  it('names the company fuel card a movement went through, or its transfer partner', async () => {
    const refuel = {
      ...purchase('card', false),
      type: 'charging' as const,
      card: { id: 'c1', last4: '1015', name: 'Aram Sargsyan' },
    };
    const loaded = { ...purchase('load', false), card: { id: 'c2', last4: '1023', name: null } };
    const sent = { ...purchase('sent', false), partner_id: 1_234_567, partner_name: 'Davit' };
    renderWithProviders(
      <TransactionList rows={[refuel, loaded, sent]} hrefOf={(id) => id} from="" />,
      { path: '/en/transactions' },
    );
    const table = screen.getByRole('table');
    expect(await within(table).findByText('Card •••• 1015 · Aram Sargsyan')).toBeTruthy();
    expect(within(table).getByText('Card •••• 1023')).toBeTruthy();
    expect(within(table).getByText('Davit · ID 1234567')).toBeTruthy();
  });

  it('marks a refuel from a card’s own fuel, and does not show it as taken from the balance', async () => {
    const refuel = (id: string, fromCardFuel: boolean): Transaction => ({
      ...purchase(id, false),
      type: 'charging',
      quantity: -6,
      amount: null,
      card: { id: 'c1', last4: '1015', name: null },
      from_card_fuel: fromCardFuel,
    });
    renderWithProviders(
      <TransactionList
        rows={[refuel('own', true), refuel('company', false)]}
        hrefOf={(id) => id}
        from=""
      />,
      { path: '/en/transactions' },
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    await waitFor(() =>
      expect(rows[0]?.textContent).toContain("Refuelling · from the card's fuel"),
    );
    expect(rows[1]?.textContent).not.toContain("from the card's fuel");
    const quantityOf = (row: HTMLElement | undefined) =>
      within(row as HTMLElement).getByText(/[−-]6 L/);
    expect(quantityOf(rows[0]).className).not.toContain('text-red-700');
    expect(quantityOf(rows[1]).className).toContain('text-red-700');
  });
});

describe('TransactionList quantities', () => {
  it('shows fuel only where it moved: a purchase left unpaid on the bank page added nothing', async () => {
    const paid = purchase('paid', false);
    const unpaid = {
      ...purchase('unpaid', false),
      transaction_status_id: TRANSACTION_STATUS.draft,
    };
    renderWithProviders(<TransactionList rows={[paid, unpaid]} hrefOf={(id) => id} from="" />, {
      path: '/en/transactions',
    });
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    await waitFor(() => expect(rows[0]?.textContent).toContain('+20'));
    expect(rows[1]?.textContent).not.toContain('+20');
  });
});

describe('TransactionList on a known screen width', () => {
  /** A browser whose screen is at least `xl` wide, or not. */
  const screenWide = (wide: boolean) =>
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: wide,
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
  const rows = [purchase('hand', false)];

  it.each([
    { wide: true, drawn: 'table', left: 'list' },
    { wide: false, drawn: 'list', left: 'table' },
  ] as const)('draws only the $drawn where the screen is wide: $wide', ({ wide, drawn, left }) => {
    screenWide(wide);
    renderWithProviders(<TransactionList rows={rows} hrefOf={(id) => id} from="" />, {
      path: '/en/transactions',
    });
    expect(screen.getByRole(drawn)).toBeTruthy();
    expect(screen.queryByRole(left)).toBeNull();
  });
});
