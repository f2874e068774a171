import { TRANSACTION_STATUS, type Transaction } from '@fuel/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { endSession } from '../../../lib/session';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { aTransaction } from '../../../test/transactions';
import '../texts';
import { CardHistory } from './card-history';

const CARD = { id: 'c1', last4: '1015', name: null };
const row = (id: string, over: Partial<Transaction>) => aTransaction({ id, card: CARD, ...over });

beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInForTest({ user_type: 'company' });
});
afterEach(() => {
  endSession('logout');
  vi.unstubAllGlobals();
});

describe('CardHistory', () => {
  it('signs from the card’s side and colours only what happened', async () => {
    const rows = [
      row('pending', { transaction_status_id: TRANSACTION_STATUS.pending, quantity: -7 }),
      row('refuel', { quantity: -5 }),
      row('load', { type: 'transfer', quantity: -20 }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ count: rows.length, data: rows })),
    );
    renderWithProviders(<CardHistory cardId={CARD.id} />, { path: '/en/cards/c1' });
    const list = await screen.findByRole('list', { name: 'Card history' });
    const [pending, refuel, load] = within(list).getAllByTestId('card-history-row');
    const amountOf = (li: HTMLElement | undefined, text: RegExp) =>
      within(li as HTMLElement).getByText(text);
    expect(amountOf(load, /\+20 L/).className).toContain('text-green-800');
    expect(amountOf(refuel, /[−-]5 L/).className).toContain('text-red-700');
    expect(amountOf(pending, /[−-]7 L/).className).toContain('text-sand-600');
  });
});
