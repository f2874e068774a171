import { apiUrlOf, CARD_LIMITS, type Card, productsRoutes } from '@fuel/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import '../texts';
import { SettingsDialog } from './settings-dialog';

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
  balances: [],
  order_id: null,
  created_at: '2026-11-20T10:00:00Z',
};

beforeEach(async () => {
  await i18n.changeLanguage('en');
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      jsonResponse(
        String(url).startsWith(apiUrlOf(productsRoutes.list))
          ? {
              count: 1,
              data: [{ id: P92, code: 'REGULAR_92', name: 'Regular 92', unit: 'L', price: 480 }],
            }
          : { count: 0, data: [] },
      ),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('card settings', () => {
  it('takes no longer a name than the card can keep, so no late message moves the form', async () => {
    renderWithProviders(<SettingsDialog card={card} onClose={vi.fn()} />);
    const name = (await screen.findByLabelText('Driver or card name')) as HTMLInputElement;
    expect(name.maxLength).toBe(CARD_LIMITS.nameMax);
  });

  it('saves from the version it shows, so a change made meanwhile is refused rather than lost', async () => {
    renderWithProviders(<SettingsDialog card={{ ...card, version: 7 }} onClose={vi.fn()} />);
    const name = await screen.findByLabelText('Driver or card name');
    fireEvent.change(name, { target: { value: 'Karen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      const patch = vi
        .mocked(fetch)
        .mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PATCH');
      expect(JSON.parse(String((patch?.[1] as RequestInit | undefined)?.body))).toMatchObject({
        name: 'Karen',
        version: 7,
      });
    });
  });
});
