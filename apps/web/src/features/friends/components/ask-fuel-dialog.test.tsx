import { FUEL_REQUEST_QUANTITY_MAX } from '@fuel/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import '../texts';
import { AskFuelDialog } from './ask-fuel-dialog';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const P92 = '00000000-0000-4000-8000-000000000092';
const fetchMock = vi.fn<typeof fetch>();

beforeEach(async () => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
  fetchMock.mockImplementation(async () =>
    jsonResponse({
      count: 1,
      data: [{ id: P92, code: 'REGULAR_92', name: 'Regular 92', unit: 'L', price: 480 }],
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('AskFuelDialog', () => {
  it('refuses an ask for more than one purchase can buy, as the server would', async () => {
    renderWithProviders(
      <AskFuelDialog recipient={{ id: 4821937, name: 'Ani Petrosyan' }} onClose={vi.fn()} />,
    );
    await screen.findByRole('option', { name: 'Regular 92' });
    const quantity = screen.getByLabelText(/^Quantity/);
    fireEvent.input(quantity, { target: { value: '99999' } });
    fireEvent.submit(quantity.closest('form') as HTMLFormElement);
    await waitFor(() => expect(quantity.getAttribute('aria-invalid')).toBe('true'));
    const problem = document.getElementById(
      (quantity.getAttribute('aria-describedby') ?? '').split(' ').at(-1) ?? '',
    );
    expect(problem?.textContent).toContain(
      `Must be at most ${FUEL_REQUEST_QUANTITY_MAX.toLocaleString('en')}`,
    );
    // Only the fuels were asked for: the ask itself was not sent.
    expect(fetchMock.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });
});
