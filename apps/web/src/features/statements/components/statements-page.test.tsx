import { apiUrlOf, type Statement, statementsRoutes } from '@fuel/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { signInAsRole } from '../../../test/session';
import { StatementsPage } from './statements-page';

const september: Statement = {
  month: '2026-09',
  from: '2026-08-31T20:00:00.000Z',
  to: '2026-09-30T20:00:00.000Z',
  partial: false,
  account: { type: 'company', name: 'Ararat Trans LLC', public_id: 4820193, tax_id: '02547718' },
  products: [
    {
      product_id: 'p-diesel',
      product_code: 'DIESEL',
      product_name: 'Diesel',
      unit: 'L',
      opening: 1200.5,
      purchases: 500,
      transfers_in: 20,
      transfers_out: 7.25,
      refuels: 612.75,
      card_loads: 100,
      card_unloads: 40,
      closing: 1100.5,
      closing_held: 0,
      closing_on_cards: 60,
      paid: 270000,
      refuels_by: [
        {
          card_id: 'c1',
          card_last4: '4417',
          driver_id: 'd1',
          driver_name: 'Armen Sargsyan',
          vehicle_id: 'v1',
          vehicle_plate: '35 UU 350',
          count: 9,
          quantity: 612.75,
        },
      ],
    },
  ],
  paid: 270000,
  first_month: '2026-01',
};

const fetchMock = vi.fn<typeof fetch>();
const calls = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x'));

beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInAsRole('accountant');
  fetchMock.mockImplementation(async (url) =>
    /\.(csv|pdf|xlsx)$/.test(new URL(String(url), 'http://x').pathname)
      ? // The page's Blob (jsdom's), as a browser's fetch would give it.
        ({
          ok: true,
          status: 200,
          headers: new Headers({ 'content-type': 'text/csv; charset=utf-8' }),
          blob: async () => new Blob(['"Fuel"\r\n'], { type: 'text/csv' }),
        } as Response)
      : jsonResponse(september),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const now = new Date('2026-11-29T10:00:00Z');
const figure = (section: HTMLElement, name: string) =>
  within(section).getByRole('rowheader', { name }).closest('tr')?.querySelector('td')?.textContent;

describe('the statements page', () => {
  it('shows the month’s figures per fuel in the reader’s numbers, with the refuels by card', async () => {
    renderWithProviders(<StatementsPage now={now} />, { path: '/en/statements?month=2026-09' });
    const diesel = await screen.findByRole('region', { name: 'Diesel' });
    expect(figure(diesel, 'Opening balance')).toBe('1,200.5\u00a0L');
    expect(figure(diesel, 'Purchased')).toBe('+500\u00a0L');
    expect(figure(diesel, 'Sent')).toBe('−7.25\u00a0L');
    expect(figure(diesel, 'Refuelled')).toBe('−612.75\u00a0L');
    expect(figure(diesel, 'Closing balance')).toBe('1,100.5\u00a0L');
    expect(figure(diesel, 'Of the closing balance, on cards')).toBe('60\u00a0L');
    expect(figure(diesel, 'Paid by card')).toBe('270,000\u00a0֏');
    const byCard = within(diesel).getByRole('table', {
      name: 'Refuels by card, driver and vehicle',
    });
    expect(within(byCard).getByRole('row', { name: /4417/ }).textContent).toContain(
      'Armen Sargsyan',
    );
    expect(
      calls().some((u) => u.pathname === apiUrlOf(statementsRoutes.get, { month: '2026-09' })),
    ).toBe(true);
    // The months offered run from the account's first to this one.
    const picker = screen.getByRole('combobox', { name: 'Month' }) as HTMLSelectElement;
    expect(picker.value).toBe('2026-09');
    expect(picker.options[0]?.textContent).toBe('November 2026');
    expect(picker.options[picker.options.length - 1]?.textContent).toBe('January 2026');
  });

  it('writes the numbers as Armenian readers do', async () => {
    await i18n.changeLanguage('am');
    renderWithProviders(<StatementsPage now={now} />, { path: '/am/statements?month=2026-09' });
    const diesel = await screen.findByRole('region', { name: 'Diesel' });
    expect(figure(diesel, 'Սկզբնական մնացորդ')).toMatch(/^1200,5\sլ$/);
    // Months are named as in Armenia whatever locale data the browser has.
    const picker = screen.getByRole('combobox', { name: 'Ամիս' }) as HTMLSelectElement;
    expect(picker.selectedOptions[0]?.textContent).toBe('սեպտեմբեր 2026');
    expect(screen.getByRole('button', { name: 'Ներբեռնել CSV' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ներբեռնել աղյուսակը (XLSX)' })).toBeTruthy();
  });

  it('downloads the month’s CSV, PDF and spreadsheet in the reader’s language', async () => {
    // Every download button waits while one download is under way: click each once it is free.
    const download = async (name: string) => {
      const button = screen.getByRole('button', { name }) as HTMLButtonElement;
      await waitFor(() => expect(button.disabled).toBe(false));
      fireEvent.click(button);
    };
    const createObjectURL = vi.fn(() => 'blob:statement');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<StatementsPage now={now} />, { path: '/en/statements?month=2026-09' });
    await screen.findByRole('region', { name: 'Diesel' });
    await download('Download CSV');
    await waitFor(() => expect(click).toHaveBeenCalled());
    const csv = fetchMock.mock.calls.find(([url]) => String(url).includes('.csv'));
    expect(new URL(String(csv?.[0]), 'http://x').pathname).toBe(
      apiUrlOf(statementsRoutes.csv, { month: '2026-09' }),
    );
    expect(new Headers(csv?.[1]?.headers).get('accept-language')).toBe('en');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('statement-2026-09.csv');
    await download('Download PDF');
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect((click.mock.contexts[1] as HTMLAnchorElement).download).toBe('statement-2026-09.pdf');
    expect(calls().map((u) => u.pathname)).toContain(
      apiUrlOf(statementsRoutes.pdf, { month: '2026-09' }),
    );
    await download('Download spreadsheet (XLSX)');
    await waitFor(() => expect(click).toHaveBeenCalledTimes(3));
    expect((click.mock.contexts[2] as HTMLAnchorElement).download).toBe('statement-2026-09.xlsx');
    const xlsx = fetchMock.mock.calls.find(([url]) => String(url).includes('.xlsx'));
    expect(new URL(String(xlsx?.[0]), 'http://x').pathname).toBe(
      apiUrlOf(statementsRoutes.xlsx, { month: '2026-09' }),
    );
    expect(new Headers(xlsx?.[1]?.headers).get('accept-language')).toBe('en');
    click.mockRestore();
  });

  it('says so for a month with no statement', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(
        {
          message: 'No statement',
          errors: [
            { code: 'STATEMENT_MONTH_UNAVAILABLE', message: 'No statement', field: 'month' },
          ],
        },
        422,
      ),
    );
    renderWithProviders(<StatementsPage now={now} />, { path: '/en/statements?month=2025-01' });
    expect(
      await screen.findByText(
        'There is no statement for this month: it has not started yet, or it ended before your account was opened.',
      ),
    ).toBeTruthy();
  });
});
