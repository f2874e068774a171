import {
  apiUrlOf,
  type Card,
  type CardCode,
  cardCodesRoutes,
  cardsRoutes,
  stationsRoutes,
} from '@fuel/contract';
import type { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { endSession } from '../../../lib/session';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { signInAsRole } from '../../../test/session';
import '../texts';
import { CardPage } from './card-page';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const DIESEL = '00000000-0000-4000-8000-0000000000d1';
const card: Card = {
  id: '00000000-0000-4000-8000-000000000001',
  number_masked: '•••• 4411',
  last4: '4411',
  name: 'Vahe',
  vehicle_id: null,
  vehicle_plate: null,
  state: 'active',
  blocked_reason: null,
  funding: 'company',
  pin_set: true,
  version: 1,
  driver: { id: 1234567, name: 'Vahe Abrahamyan' },
  group: null,
  products: [
    {
      product_id: DIESEL,
      product_name: 'Diesel',
      unit: 'L',
      day_limit: 50,
      month_limit: null,
      day_used: 20,
      month_used: 20,
      day_remaining: 30,
      month_remaining: null,
    },
  ],
  balances: [],
  order_id: null,
  created_at: '2026-11-20T10:00:00Z',
};
const aCode = (over: Partial<CardCode> = {}): CardCode => ({
  id: '00000000-0000-4000-8000-0000000000c1',
  card_id: card.id,
  code: '912345',
  state: 'active',
  product_id: DIESEL,
  volume: 20,
  dispensed: null,
  station_id: null,
  expires_at: new Date(Date.now() + 900_000).toISOString(),
  ...over,
});

const LIMIT = "This would pass the card's daily or monthly limit.";
/** The card's codes as the server keeps them, and what it answers a draw with. */
let codes: CardCode[] = [];
let drawReply: () => Response;
const fetchMock = vi.fn<typeof fetch>();
const pathOf = (url: unknown) => new URL(String(url), 'http://x').pathname;
const callsTo = (path: string, method: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => pathOf(url) === path && (init?.method ?? 'GET') === method,
  );
const codesPath = apiUrlOf(cardCodesRoutes.list, { id: card.id });

beforeEach(async () => {
  await i18n.changeLanguage('en');
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  codes = [];
  drawReply = () => {
    const code = aCode();
    codes = [code, ...codes];
    return jsonResponse(code);
  };
  fetchMock.mockImplementation(async (url, init) => {
    const path = pathOf(url);
    const method = init?.method ?? 'GET';
    if (path === apiUrlOf(cardsRoutes.get, { id: card.id })) return jsonResponse(card);
    if (path === codesPath && method === 'POST') return drawReply();
    if (path === codesPath) return jsonResponse({ count: codes.length, data: codes });
    if (path.startsWith(`${codesPath}/`) && method === 'POST') {
      codes = codes.map((c) => ({ ...c, state: 'cancelled' as const, code: null }));
      return jsonResponse(codes[0]);
    }
    if (path === apiUrlOf(stationsRoutes.list)) return jsonResponse({ count: 0, data: [] });
    return jsonResponse({ count: 0, data: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  // The reloads a draw or a cancel starts are let finish, so none reaches the next test.
  await waitFor(() => expect(client?.isFetching()).toBe(0));
  // Unmounted before signing out: a page signed out would ask for its data again.
  cleanup();
  endSession('logout');
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

let client: QueryClient | undefined;
const openCard = () => {
  client = renderWithProviders(<CardPage id={card.id} />, { path: '/en/cards/x' }).queryClient;
};

async function openDrawForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Get a refuel code' }));
  return screen.findByRole('dialog', { name: 'Refuel code' });
}

describe('a refuel code drawn on a card', () => {
  it('is drawn for the card’s only fuel, with what is left shown, and appears on the page', async () => {
    signInAsRole('driver');
    openCard();
    const dialog = await openDrawForm();
    expect((within(dialog).getByLabelText('Fuel') as HTMLSelectElement).value).toBe(DIESEL);
    expect(within(dialog).getByText(/Left today: 30 \/ 50\sL/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Volume, L'), { target: { value: '20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get the code' }));

    const panel = await screen.findByTestId('active-code');
    expect(within(panel).getByTestId('refuel-code').textContent).toBe('912345');
    expect(within(panel).getByText(/Diesel/)).toBeTruthy();
    expect(within(panel).getByText(/Reserved: 20\sL/)).toBeTruthy();
    expect(within(panel).getByText('At any of our stations')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Refuel code' })).toBeNull();
    const [[, init] = []] = callsTo(codesPath, 'POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      product_id: DIESEL,
      volume: 20,
      station_id: null,
    });
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('with the card’s vehicle, offers its last odometer reading and says whether the tank is filled full', async () => {
    const withCar = {
      ...card,
      vehicle_id: '00000000-0000-4000-8000-0000000000a1',
      vehicle_plate: '12 AB 345',
      vehicle_odometer_km: 81_250,
    };
    fetchMock.mockImplementation(async (url, init) => {
      const path = pathOf(url);
      if (path === apiUrlOf(cardsRoutes.get, { id: card.id })) return jsonResponse(withCar);
      if (path === codesPath && (init?.method ?? 'GET') === 'POST') return drawReply();
      if (path === codesPath) return jsonResponse({ count: codes.length, data: codes });
      return jsonResponse({ count: 0, data: [] });
    });
    signInAsRole('driver');
    openCard();
    const dialog = await openDrawForm();
    const odometer = within(dialog).getByLabelText('Odometer of 12 AB 345, km') as HTMLInputElement;
    expect(odometer.value).toBe('81250');
    fireEvent.change(odometer, { target: { value: '81610' } });
    fireEvent.click(within(dialog).getByLabelText('I will fill the tank full'));
    fireEvent.change(within(dialog).getByLabelText('Volume, L'), { target: { value: '20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get the code' }));
    await screen.findByTestId('active-code');
    const [[, init] = []] = callsTo(codesPath, 'POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      product_id: DIESEL,
      volume: 20,
      station_id: null,
      odometer_km: 81_610,
      full_tank: false,
    });
  });

  it('refused over the card’s limit, offers a driver to ask for more in one tap', async () => {
    drawReply = () =>
      jsonResponse(
        {
          message: LIMIT,
          errors: [{ code: 'CARD_LIMIT_EXCEEDED', message: LIMIT, field: 'volume' }],
        },
        422,
      );
    signInAsRole('driver');
    openCard();
    const dialog = await openDrawForm();
    fireEvent.change(within(dialog).getByLabelText('Volume, L'), { target: { value: '25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get the code' }));

    expect(await within(dialog).findByText(LIMIT)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for more fuel' }));
    const ask = await screen.findByRole('dialog', { name: 'Ask for more fuel' });
    expect((within(ask).getByLabelText('Fuel') as HTMLSelectElement).value).toBe(DIESEL);
    expect(screen.queryByRole('dialog', { name: 'Refuel code' })).toBeNull();
  });

  it('over what is left, says so at once and asks for the missing litres', async () => {
    signInAsRole('driver');
    openCard();
    const dialog = await openDrawForm();
    fireEvent.change(within(dialog).getByLabelText('Volume, L'), { target: { value: '42.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get the code' }));

    expect(
      await within(dialog).findByText(/Only 30\sL is left within the card's limits now/),
    ).toBeTruthy();
    expect(callsTo(codesPath, 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for more fuel' }));
    const ask = await screen.findByRole('dialog', { name: 'Ask for more fuel' });
    expect((within(ask).getByLabelText('How much more') as HTMLInputElement).value).toBe('13');
  });

  it('refused over the limit, offers nothing to ask to a manager, who sets the limits', async () => {
    signInAsRole('fleet_manager');
    openCard();
    const dialog = await openDrawForm();
    fireEvent.change(within(dialog).getByLabelText('Volume, L'), { target: { value: '40' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get the code' }));
    expect(await within(dialog).findByText(/Only 30\sL is left/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Ask for more fuel' })).toBeNull();
  });

  it('is cancelled only after a confirmation', async () => {
    codes = [aCode()];
    signInAsRole('driver');
    openCard();
    const panel = await screen.findByTestId('active-code');
    fireEvent.click(within(panel).getByRole('button', { name: 'Cancel code' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this code?' });
    expect(within(confirm).getByText(/The reserved 20\sL is released/)).toBeTruthy();
    expect(callsTo(`${codesPath}/${aCode().id}/cancel`, 'POST')).toHaveLength(0);

    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(screen.queryByTestId('active-code')).toBeNull());
    expect(callsTo(`${codesPath}/${aCode().id}/cancel`, 'POST')).toHaveLength(1);
  });

  it('is not offered to an accountant, nor are the card’s codes asked for', async () => {
    codes = [aCode()];
    signInAsRole('accountant');
    openCard();
    expect(await screen.findByRole('heading', { level: 1, name: /4411/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Get a refuel code' })).toBeNull();
    expect(screen.queryByTestId('active-code')).toBeNull();
    expect(callsTo(codesPath, 'GET')).toHaveLength(0);
  });
});
