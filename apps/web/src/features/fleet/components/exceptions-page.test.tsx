import { apiUrlOf, cardsRoutes, fleetRoutes, vehiclesRoutes } from '@fuel/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { aCard, anExceptionRow, FLEET } from '../../../test/fleet';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { signInAsRole } from '../../../test/session';
import { ExceptionsPage } from './exceptions-page';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const blockPath = apiUrlOf(cardsRoutes.block, { id: FLEET.card });
const fetchMock = vi.fn<typeof fetch>();
const blocks = () =>
  fetchMock.mock.calls.filter(
    ([url, init]) =>
      new URL(String(url), 'http://x').pathname === blockPath && init?.method === 'POST',
  );
let cardState = 'active';

beforeEach(async () => {
  await i18n.changeLanguage('en');
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
  cardState = 'active';
  fetchMock.mockImplementation(async (url, init) => {
    const path = new URL(String(url), 'http://x').pathname;
    if (path === blockPath && init?.method === 'POST') {
      cardState = 'blocked';
      return jsonResponse(aCard('blocked'));
    }
    if (path === apiUrlOf(fleetRoutes.exceptions))
      return jsonResponse({
        count: 2,
        data: [
          anExceptionRow({ card_state: cardState }),
          anExceptionRow({
            id: '00000000-0000-4000-8000-00000000f222',
            license_plate: '12 AB 345',
            card: { id: '00000000-0000-4000-8000-0000000000cb', last4: '7788' },
            card_state: 'blocked',
            exceptions: ['wrong_fuel'],
          }),
        ],
      });
    if (path === apiUrlOf(fleetRoutes.settings))
      return jsonResponse({ quick_refill_minutes: 60, high_consumption_percent: 140 });
    if (path === apiUrlOf(vehiclesRoutes.list)) return jsonResponse({ count: 0, data: [] });
    return jsonResponse({});
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const rowWith = async (plate: string) => {
  const link = await screen.findByRole('link', { name: plate });
  const row = link.closest('li');
  if (!row) throw new Error(`no row for ${plate}`);
  return within(row);
};

describe('the fills that look wrong', () => {
  it('says why each looks wrong, and blocks an active card after a confirmation', async () => {
    signInAsRole('fleet_manager');
    renderWithProviders(<ExceptionsPage />, { path: '/en/consumption/exceptions' });
    const row = await rowWith('35 UU 350');
    expect(row.getByText('More than the tank holds')).toBeTruthy();
    expect(row.getByText('Filled again too soon')).toBeTruthy();
    expect(row.getByText('Aram Petrosyan')).toBeTruthy();
    expect(row.getByText('card •••• 4411')).toBeTruthy();
    // A card already blocked is not offered again.
    const other = await rowWith('12 AB 345');
    expect(other.getByText('A fuel this vehicle does not use')).toBeTruthy();
    expect(other.getByText('Blocked')).toBeTruthy();
    expect(other.queryByRole('button', { name: /Block card/ })).toBeNull();

    fireEvent.click(row.getByRole('button', { name: 'Block card •••• 4411' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block card •••• 4411?' });
    // Nothing is sent before the answer; cancelling sends nothing either.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(blocks()).toHaveLength(0);

    fireEvent.click(row.getByRole('button', { name: 'Block card •••• 4411' }));
    const again = await screen.findByRole('dialog', { name: 'Block card •••• 4411?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(blocks()).toHaveLength(1));
    await waitFor(() =>
      expect(row.queryByRole('button', { name: 'Block card •••• 4411' })).toBeNull(),
    );
    expect(row.getByText('Blocked')).toBeTruthy();
    // Thresholds are for those who manage vehicles: a fleet manager may change them.
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('offers no blocking to a role that does not manage cards, nor the thresholds form', async () => {
    signInAsRole('accountant');
    renderWithProviders(<ExceptionsPage />, { path: '/en/consumption/exceptions' });
    const row = await rowWith('35 UU 350');
    expect(row.queryByRole('button', { name: /Block card/ })).toBeNull();
    expect(
      await screen.findByText(
        "Now: a second fill of the same fuel within 60 minutes, and consumption above 140% of the vehicle's usual.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('asks for the reason and vehicle chosen, over the period', async () => {
    signInAsRole(null);
    renderWithProviders(<ExceptionsPage />, {
      path: '/en/consumption/exceptions?from=2026-09-01&to=2026-11-30',
    });
    await rowWith('35 UU 350');
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'over_tank' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => {
      const last = fetchMock.mock.calls
        .map(([url]) => new URL(String(url), 'http://x'))
        .filter((u) => u.pathname === apiUrlOf(fleetRoutes.exceptions))
        .at(-1);
      expect(Object.fromEntries(last?.searchParams ?? [])).toMatchObject({
        from: '2026-09-01',
        to: '2026-11-30',
        kind: 'over_tank',
      });
    });
  });
});
