import { apiUrlOf, type Receipt, receiptsRoutes, transactionsRoutes } from '@fuel/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Transaction from '../../../app/routes/transaction';
import { i18n } from '../../../lib/i18n';
import { endSession } from '../../../lib/session';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { signInAsRole } from '../../../test/session';
import { aTransaction } from '../../../test/transactions';
import { ReceiptPage } from './receipt-page';

const REFUEL = '5b0d7f4e-7c2a-4f57-9d61-0a5d3c7e2b11';
const receipt: Receipt = {
  id: '0c9e58b2-2f5d-4c1b-8d3e-6f7a8b9c0d1e',
  number: 1042,
  kind: 'refuel',
  reference_id: REFUEL,
  payment: 'advance',
  seller: { name: 'Fuel Cabinet LLC', tax_id: '02345678' },
  station: { id: 's1', name: 'Komitas 1', address: '45 Komitas Ave, Yerevan' },
  vehicle_plate: '77 RR 777',
  card: null,
  items: [
    {
      product_id: 'p1',
      product_name: 'Regular 92',
      unit: 'L',
      quantity: 32.5,
      unit_price: 480,
      total: 15_600,
      vat: 2600,
    },
  ],
  total: 15_600,
  vat: 2600,
  created_at: '2026-11-29T10:05:33.000Z',
  local_time: '2026-11-29 14:05:33',
  state: 'issued',
  fiscal: {
    register_id: 'SANDBOX-1',
    sequence: 17,
    receipt_id: 'r-17',
    fiscal_number: '12345678',
    qr: 'https://example.am/check?fn=12345678',
    issued_at: '2026-11-29T10:05:35.000Z',
  },
};
const notFound = () =>
  jsonResponse(
    { message: 'Not found', errors: [{ code: 'NOT_FOUND', message: 'Not found' }] },
    404,
  );

const fetchMock = vi.fn<typeof fetch>();
let served: Receipt = receipt;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInAsRole(null);
  served = receipt;
  fetchMock.mockImplementation(async (url) => {
    const { pathname, searchParams } = new URL(String(url), 'http://x');
    if (pathname === apiUrlOf(receiptsRoutes.get, { id: receipt.id })) return jsonResponse(served);
    if (pathname === apiUrlOf(receiptsRoutes.pdf, { id: receipt.id }))
      return new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    if (pathname === apiUrlOf(receiptsRoutes.list)) {
      const mine = searchParams.get('reference_id') === REFUEL;
      return jsonResponse({ count: mine ? 1 : 0, data: mine ? [receipt] : [] });
    }
    if (pathname === apiUrlOf(transactionsRoutes.one, { id: 't1' }))
      return jsonResponse({ ...aTransaction(), order: null, refuel: null, refuel_id: REFUEL });
    if (pathname === apiUrlOf(transactionsRoutes.one, { id: 't2' }))
      return jsonResponse({
        ...aTransaction({ id: 't2', type: 'transfer' }),
        order: null,
        refuel: null,
      });
    if (pathname === apiUrlOf(transactionsRoutes.types))
      return jsonResponse({ count: 0, data: [] });
    if (pathname === apiUrlOf(transactionsRoutes.statuses))
      return jsonResponse({ count: 0, data: [] });
    return notFound();
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  endSession('logout');
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('the receipt page', () => {
  it('shows the seller, station, items, totals and fiscal fields, and downloads the PDF', async () => {
    renderWithProviders(<ReceiptPage id={receipt.id} />, { path: `/en/receipts/${receipt.id}` });
    expect(await screen.findByRole('heading', { name: 'Receipt No. 1042' })).toBeTruthy();
    const term = (name: string) =>
      screen.getByText(name, { selector: 'dt' }).nextSibling?.textContent;
    expect(term('Seller')).toBe('Fuel Cabinet LLC');
    expect(term('Tax ID')).toBe('02345678');
    expect(term('Station')).toBe('Komitas 1');
    expect(term('Address')).toBe('45 Komitas Ave, Yerevan');
    expect(term('Date and time (Yerevan)')).toBe('2026-11-29 14:05:33');
    expect(term('Paid')).toBe('From fuel paid for in advance');
    expect(term('Vehicle')).toBe('77 RR 777');
    expect(term('Fiscal number')).toBe('12345678');
    expect(term('Cash register')).toBe('SANDBOX-1');
    expect(term('Sequence number')).toBe('17');
    const row = screen.getByRole('rowheader', { name: 'Regular 92' }).closest('tr');
    // The price has a column of its own, and on a phone (where that column is hidden) a line
    // under the quantity.
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['32.500\u00a0L×\u00a0480\u00a0֏/L', '480\u00a0֏/L', '15,600\u00a0֏']);
    expect(term('Total')).toBe('15,600\u00a0֏');
    expect(term('Including VAT 20%')).toBe('2,600\u00a0֏');
    expect(await screen.findByRole('img', { name: 'QR code of the fiscal receipt' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/pdf'))).toBe(true),
    );
    const pdfCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/pdf'));
    expect(new URL(String(pdfCall?.[0]), 'http://x').pathname).toBe(
      apiUrlOf(receiptsRoutes.pdf, { id: receipt.id }),
    );
  });

  it('says the fiscal receipt is pending while the register has not printed it', async () => {
    served = { ...receipt, state: 'waiting', fiscal: null };
    renderWithProviders(<ReceiptPage id={receipt.id} />, { path: `/en/receipts/${receipt.id}` });
    expect(await screen.findByText(/The fiscal receipt is pending/)).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'QR code of the fiscal receipt' })).toBeNull();
  });

  it('says so when the receipt is not found', async () => {
    renderWithProviders(<ReceiptPage id="0c9e58b2-2f5d-4c1b-8d3e-000000000000" />, {
      path: '/en/receipts/0c9e58b2-2f5d-4c1b-8d3e-000000000000',
    });
    expect(await screen.findByRole('heading', { name: 'Receipt not found' })).toBeTruthy();
  });
});

describe('a transaction’s receipt', () => {
  const transaction = (id: string) =>
    renderWithProviders(
      <Routes>
        <Route path="/:lang/transactions/:id" element={<Transaction />} />
      </Routes>,
      { path: `/en/transactions/${id}` },
    );

  it('is linked from the refuel’s page', async () => {
    transaction('t1');
    const link = await screen.findByRole('link', { name: 'Receipt No. 1042' });
    expect(link.getAttribute('href')).toBe(`/en/receipts/${receipt.id}`);
  });

  it('is not offered for a transfer', async () => {
    transaction('t2');
    await screen.findByText('Diesel');
    expect(screen.queryByRole('link', { name: /Receipt/ })).toBeNull();
    expect(
      fetchMock.mock.calls.some(([url]) => String(url).includes(apiUrlOf(receiptsRoutes.list))),
    ).toBe(false);
  });
});
