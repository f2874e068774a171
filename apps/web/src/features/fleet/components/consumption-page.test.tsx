import { apiUrlOf, fleetRoutes } from '@fuel/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { aConsumptionReply } from '../../../test/fleet';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { signInAsRole } from '../../../test/session';
import { ConsumptionPage } from './consumption-page';

// The canvas is the chart library's; jsdom has none. The figures' tables are what is checked.
vi.mock('../charts/uplot-chart', () => ({ default: () => <div data-testid="drawn-chart" /> }));

const fetchMock = vi.fn<typeof fetch>();
const asked = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((url) => url.pathname === apiUrlOf(fleetRoutes.consumption));

beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInAsRole('accountant');
  fetchMock.mockImplementation(async () => jsonResponse(aConsumptionReply()));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const rowOf = (table: HTMLElement, name: string) => {
  const row = within(table).getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`no row ${name}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
};

describe('the consumption page', () => {
  it('tabulates each vehicle and fuel with the fleet’s totals', async () => {
    renderWithProviders(<ConsumptionPage />, {
      path: '/en/consumption?from=2026-06-01&to=2026-11-30',
    });
    const table = await screen.findByRole('table', { name: 'Consumption by vehicle and fuel' });
    expect(rowOf(table, '35 UU 350')).toEqual([
      'Diesel',
      '10\u00a0L/100 km',
      '48 ֏/km',
      '300\u00a0L',
      '144,000\u00a0֏',
      '2,500 km',
      '2',
    ]);
    // Gas by the m³, not measured yet.
    expect(rowOf(table, '12 AB 345').slice(0, 5)).toEqual([
      'CNG',
      '—',
      '—',
      '120.5\u00a0m³',
      '25,305\u00a0֏',
    ]);
    const totals = within(table).getAllByRole('rowheader', { name: 'All vehicles' });
    expect(totals).toHaveLength(2);
    expect(within(table).getByRole('link', { name: '35 UU 350' }).getAttribute('href')).toContain(
      '/en/vehicles/',
    );
    expect(asked()[0]?.searchParams.get('from')).toBe('2026-06-01');
  });

  it('gives every chart its figures as a table, shown on demand', async () => {
    renderWithProviders(<ConsumptionPage />, {
      path: '/en/consumption?from=2026-06-01&to=2026-11-30',
    });
    const litres = await screen.findByRole('figure', { name: 'Litres per month' });
    // Read by screen readers while the chart is drawn.
    const table = within(litres).getByRole('table');
    expect(table.closest('.sr-only')).not.toBeNull();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Month', '35 UU 350', 'Total']);
    expect(rowOf(table, 'November 2026')).toEqual(['180\u00a0L', '180\u00a0L']);
    expect(rowOf(table, 'October 2026')).toEqual(['120\u00a0L', '120\u00a0L']);
    expect(await within(litres).findByTestId('drawn-chart')).toBeTruthy();

    fireEvent.click(within(litres).getByRole('button', { name: 'Show as table' }));
    expect(within(litres).queryByTestId('drawn-chart')).toBeNull();
    expect(within(litres).getByRole('table').closest('.sr-only')).toBeNull();
    expect(within(litres).getByRole('button', { name: 'Show as chart' })).toBeTruthy();

    // Gas by the m³ apart from the litres; drams for every fuel together.
    const cubic = screen.getByRole('figure', { name: 'Cubic metres per month' });
    expect(rowOf(within(cubic).getByRole('table'), 'November 2026')).toEqual([
      '120.5\u00a0m³',
      '120.5\u00a0m³',
    ]);
    const drams = screen.getByRole('figure', { name: 'Drams per month' });
    expect(
      within(drams)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Month', '35 UU 350', '12 AB 345', 'Total']);
    const spread = screen.getByRole('figure', { name: 'Diesel, L/100 km' });
    expect(within(spread).getByRole('rowheader', { name: '35 UU 350' })).toBeTruthy();
  });

  it('asks for the months by card when switched', async () => {
    renderWithProviders(<ConsumptionPage />, { path: '/en/consumption' });
    fireEvent.click(await screen.findByRole('radio', { name: 'Card' }));
    await waitFor(() => expect(asked().at(-1)?.searchParams.get('by')).toBe('card'));
  });

  it('says how to start when there are no fills', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({ from: '2026-06-01', to: '2026-11-30', vehicles: [], months: [] }),
    );
    renderWithProviders(<ConsumptionPage />, { path: '/en/consumption' });
    expect(await screen.findByText('No fills in this period')).toBeTruthy();
    expect(
      screen.getByText(
        'Give the odometer with your next refuel code, and the consumption will appear here.',
      ),
    ).toBeTruthy();
  });
});
