import { apiUrlOf, type Card, cardsRoutes } from '@fuel/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import '../texts';
import { FuelDialog } from './fuel-dialog';

const P92 = '00000000-0000-4000-8000-000000000092';

const card: Card = {
  id: '00000000-0000-4000-8000-000000000001',
  number_masked: '•••• 4411',
  last4: '4411',
  name: 'Aram',
  vehicle_id: null,
  vehicle_plate: null,
  state: 'active',
  blocked_reason: null,
  funding: 'card',
  pin_set: true,
  version: 1,
  driver: null,
  group: null,
  products: [],
  balances: [{ product_id: P92, product_name: 'Regular 92', unit: 'L', balance: 20, held: 0 }],
  order_id: null,
  created_at: '2026-11-20T10:00:00Z',
};

describe('moving fuel back from a card', () => {
  let finish: (response: Response) => void = () => {};
  const fetchMock = vi.fn(
    (_url: string, _init?: RequestInit) =>
      new Promise<Response>((resolve) => {
        finish = resolve;
      }),
  );
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    // jsdom has no modal dialogs: open it as the browser would.
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('refuses more than the card holds without asking the server', async () => {
    renderWithProviders(<FuelDialog card={card} direction="unload" onClose={vi.fn()} />);
    fireEvent.input(screen.getByLabelText('Quantity, L'), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move back' }));
    expect(await screen.findByText('There is only 20 L.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends one move with an Idempotency-Key however often it is submitted', async () => {
    const onClose = vi.fn();
    renderWithProviders(<FuelDialog card={card} direction="unload" onClose={onClose} />);
    fireEvent.input(screen.getByLabelText('Quantity, L'), { target: { value: '7.5' } });
    const form = screen
      .getByRole('button', { name: 'Move back' })
      .closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain(apiUrlOf(cardsRoutes.unload, { id: card.id }));
    expect(JSON.parse(String(init?.body))).toEqual({ product_id: P92, volume: 7.5 });
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    finish(jsonResponse({ product_id: P92, volume: 7.5, card }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('moves everything back without a volume, so the server moves what the card holds', async () => {
    renderWithProviders(<FuelDialog card={card} direction="unload" onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: /^Move all back: 20/ }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ product_id: P92 });
  });
});

describe('loading fuel onto a card', () => {
  const P95 = '00000000-0000-4000-8000-000000000095';
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    const balance = (product_id: string, product_name: string) => ({
      product_id,
      product_code: product_name,
      product_name,
      unit: 'L',
      balance: 50,
      held: 0,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({
          count: 2,
          data: [balance(P92, 'Regular 92'), balance(P95, 'Premium 95')],
        }),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers first a fuel the card may dispense', async () => {
    const premiumOnly: Card = {
      ...card,
      products: [
        {
          product_id: P95,
          product_name: 'Premium 95',
          unit: 'L',
          day_limit: null,
          month_limit: null,
          day_used: 0,
          month_used: 0,
          day_remaining: null,
          month_remaining: null,
        },
      ],
    };
    renderWithProviders(<FuelDialog card={premiumOnly} direction="load" onClose={vi.fn()} />);
    const fuel = (await screen.findByLabelText('Fuel')) as HTMLSelectElement;
    expect(fuel.value).toBe(P95);
    expect([...fuel.options].map((o) => o.text)).toEqual(['Premium 95', 'Regular 92']);
  });
});

describe('loading fuel onto a card', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    const balances = {
      count: 1,
      data: [
        {
          product_id: P92,
          product_code: 'REGULAR_92',
          product_name: 'Regular 92',
          unit: 'L',
          balance: 20,
          held: 0,
        },
      ],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(balances)),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says how much of the fuel the company has, even past the largest volume there is', async () => {
    renderWithProviders(<FuelDialog card={card} direction="load" onClose={vi.fn()} />);
    const quantity = await screen.findByLabelText('Quantity, L');
    fireEvent.input(quantity, { target: { value: '999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect(await screen.findByText('Your company has only 20 L of Regular 92.')).toBeTruthy();
    expect(screen.queryByText(/at most/)).toBeNull();
  });
});
