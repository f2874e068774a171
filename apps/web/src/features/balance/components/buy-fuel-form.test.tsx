import type { Product, SavedCard } from '@fuel/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { notify, saidOnPage } from '../../../lib/toast';
import { DIESEL } from '../../../test/balances';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import '../texts';
import { BuyFuelForm } from './buy-fuel-form';

vi.mock('../../../lib/toast', () => ({
  notify: { success: vi.fn(), error: vi.fn() },
  saidOnPage: vi.fn(),
}));

const products: Product[] = [{ id: DIESEL, code: 'DIESEL', name: 'Diesel', unit: 'L', price: 500 }];
const card: SavedCard = {
  id: 'b1',
  masked_pan: '411111**1111',
  last4: '1111',
  expiry: '08/28',
  expired: false,
  holder: null,
  brand: 'VISA',
};
const PAID = 'Payment received: 5 L of Diesel added to your balance.';

beforeEach(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      jsonResponse({
        order_id: 'o1',
        state: 'paid',
        amount: 2500,
        redirect_url: null,
        balance: 15,
        message: PAID,
      }),
    ),
  );
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BuyFuelForm with a saved card', () => {
  it('leaves the answer on the page, with the new balance, instead of a passing toast', async () => {
    const onPaid = vi.fn();
    renderWithProviders(<BuyFuelForm products={products} cards={[card]} onPaid={onPaid} />, {
      path: '/en/my-balance',
    });
    fireEvent.change(screen.getByLabelText('Pay with'), { target: { value: 'b1' } });
    fireEvent.input(screen.getByLabelText(/^Quantity/), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(PAID);
    expect(status.textContent).toContain('Your balance is now 15\u00a0L.');
    expect(notify.success).not.toHaveBeenCalled();
    // The live message with the same news will not pop up over it either.
    expect(saidOnPage).toHaveBeenCalledWith(PAID);
  });
});
