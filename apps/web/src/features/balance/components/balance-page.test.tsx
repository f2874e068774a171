import {
  apiUrlOf,
  ledgerRoutes,
  type Product,
  type ProductBalance,
  paymentsRoutes,
  productsRoutes,
} from '@fuel/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { endSession } from '../../../lib/session';
import { aBalance, DIESEL } from '../../../test/balances';
import { gate } from '../../../test/gate';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { countRenders } from '../../../test/renders';
import { signInForTest } from '../../../test/session';
import { BalancePage } from './balance-page';

const products: Product[] = [{ id: DIESEL, code: 'DIESEL', name: 'Diesel', unit: 'L', price: 490 }];
const balances: ProductBalance[] = [aBalance()];

/**
 * Signs in and answers the page's reads: `answer` for what a test cares about, an empty list
 * for the rest.
 */
function signedInWith(
  answer: (url: string) => Promise<Response | undefined> | Response | undefined,
) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (await answer(url)) ?? jsonResponse({ count: 0, data: [] })),
  );
  signInForTest();
}
const catalog = () => jsonResponse({ count: 1, data: products });
const ownBalances = () => jsonResponse({ count: balances.length, data: balances });

afterEach(() => {
  endSession('logout');
  vi.unstubAllGlobals();
});

describe('My balance while its replies arrive one by one', () => {
  let account: ReturnType<typeof gate>;
  let renders: ReturnType<typeof countRenders>;

  beforeEach(async () => {
    account = gate();
    renders = countRenders(['BuyFuelForm']);
    await i18n.changeLanguage('en');
    // The catalog and the saved cards answer at once; the account's balances, refuels and
    // rules wait for the gate.
    signedInWith(async (url) => {
      if (url.startsWith(apiUrlOf(productsRoutes.list))) return catalog();
      if (url.startsWith(apiUrlOf(paymentsRoutes.savedCards))) return undefined;
      await account.held;
      if (url.startsWith(apiUrlOf(ledgerRoutes.balances))) return ownBalances();
      return undefined;
    });
  });
  afterEach(() => renders.stop());

  it('does not draw the buy form again for replies it does not show', async () => {
    renderWithProviders(<BalancePage />, { path: '/en/my-balance' });
    await screen.findByRole('button', { name: /pay/i });
    const drawn = renders.counts.get('BuyFuelForm') ?? 0;
    expect(drawn).toBeGreaterThan(0);

    await act(async () => account.release());
    // The balances are drawn (the refuel form needs them), the buy form was left alone.
    await screen.findByRole('button', { name: /get a code/i });
    expect(renders.counts.get('BuyFuelForm')).toBe(drawn);
  });
});

describe('My balance when the fuel catalog does not load', () => {
  let catalogFails = true;
  beforeEach(async () => {
    catalogFails = true;
    localStorage.removeItem('products');
    await i18n.changeLanguage('en');
    signedInWith((url) => {
      if (url.startsWith(apiUrlOf(productsRoutes.list)))
        return catalogFails
          ? jsonResponse({ errors: [{ code: 'INTERNAL', message: 'Down' }] }, 500)
          : catalog();
      if (url.startsWith(apiUrlOf(ledgerRoutes.balances))) return ownBalances();
      return undefined;
    });
  });

  it('says so in the buy panel, with a retry that brings the form', async () => {
    renderWithProviders(<BalancePage />, { path: '/en/my-balance' });
    const buy = await screen.findByRole('region', { name: 'Buy fuel' });
    expect(await within(buy).findByText('This part of the page could not be loaded.')).toBeTruthy();
    // The rest of the page works meanwhile.
    await screen.findByRole('button', { name: /get a code/i });
    catalogFails = false;
    fireEvent.click(within(buy).getByRole('button', { name: 'Try again' }));
    await within(buy).findByRole('button', { name: /pay/i });
  });
});
