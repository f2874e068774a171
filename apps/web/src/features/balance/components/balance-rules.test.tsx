import {
  apiUrlOf,
  type BalanceRule,
  balanceRulesRoutes,
  type ProductBalance,
} from '@fuel/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { aBalance, DIESEL } from '../../../test/balances';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import '../texts';
import { BalanceRules } from './balance-rules';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const balances: ProductBalance[] = [aBalance()];
const rule: BalanceRule = {
  product_id: DIESEL,
  product_name: 'Diesel',
  unit: 'L',
  threshold: 10,
  armed: true,
  alert: true,
  alert_email: false,
  top_up: null,
};
const fetchMock = vi.fn<typeof fetch>();
const deletes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');

beforeEach(async () => {
  // jsdom has no modal dialogs: opening one only has to make it visible.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
  fetchMock.mockImplementation(async (_url, init) =>
    init?.method === 'DELETE'
      ? jsonResponse({ message: 'Removed.' })
      : jsonResponse({ count: 1, data: [rule] }),
  );
  vi.stubGlobal('fetch', fetchMock);
  await i18n.changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
});

describe('BalanceRules', () => {
  it('asks before removing a rule, and removes nothing when the user keeps it', async () => {
    renderWithProviders(<BalanceRules balances={balances} cards={[]} />, { path: '/en/balance' });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove alert and top-up' }));
    expect(await screen.findByText('Remove the alert and automatic top-up?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(deletes()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove alert and top-up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(deletes()).toHaveLength(1));
    expect(String(deletes()[0]?.[0])).toContain(
      apiUrlOf(balanceRulesRoutes.remove, { productId: DIESEL }),
    );
  });
});

describe('BalanceRules: the numbers', () => {
  it('says a threshold below one under its field, sends nothing and shows no toast', async () => {
    const { notify } = await import('../../../lib/toast');
    renderWithProviders(<BalanceRules balances={balances} cards={[]} />, { path: '/en/balance' });
    const threshold = await screen.findByLabelText(/^Alert when the balance is below/);
    await waitFor(() => expect((threshold as HTMLInputElement).value).toBe('10'));
    fireEvent.input(threshold, { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(threshold.getAttribute('aria-invalid')).toBe('true'));
    const ids = (threshold.getAttribute('aria-describedby') ?? '').split(' ');
    const said = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    expect(said).toContain('Must be at least 1');
    expect(document.activeElement).toBe(threshold);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
    expect(notify.error).not.toHaveBeenCalled();
    // Typing again clears the mark.
    fireEvent.input(threshold, { target: { value: '5' } });
    expect(threshold.getAttribute('aria-invalid')).toBeNull();
  });
});
