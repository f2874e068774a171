import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { publishLiveEvent } from '../../../lib/live-events';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { recheckDelay } from '../payment-return';
import '../texts';
import { PaymentResult } from './payment-result';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));
// The same growing pauses, a hundred times shorter, so the test runs on a real clock.
vi.mock('../payment-return', async (original) => {
  const actual = await original<typeof import('../payment-return')>();
  return { ...actual, recheckDelay: vi.fn((n: number) => actual.recheckDelay(n) / 100) };
});

const fetchMock = vi.fn<typeof fetch>();

function order(state: 'pending' | 'paid') {
  return {
    order_id: 'o1',
    state,
    product_id: 'p1',
    quantity: 5,
    amount: 2400,
    balance: state === 'paid' ? 5 : null,
    message: state === 'paid' ? 'Paid.' : 'Waiting for the bank.',
  };
}

/** The bank answers "pending" until `paidAfter` questions have been asked. */
function bank(paidAfter: number) {
  const asked: number[] = [];
  fetchMock.mockImplementation(async (input) => {
    if (String(input).includes('/payment/sync/')) {
      asked.push(performance.now());
      return jsonResponse(order(asked.length > paidAfter ? 'paid' : 'pending'));
    }
    return jsonResponse({ count: 0, data: [] });
  });
  return asked;
}

const path = '/en/my-balance?orderId=o1';
const PENDING = 'Waiting for the bank';
const PAID = 'Fuel added to your balance';

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  await i18n.changeLanguage('en');
});

afterEach(() => {
  vi.mocked(recheckDelay).mockClear();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('PaymentResult while the bank has not decided', () => {
  it('asks again by itself, with growing pauses, until the order is settled', async () => {
    const asked = bank(3);
    renderWithProviders(<PaymentResult />, { path });
    expect(await screen.findByRole('heading', { name: PENDING })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: PAID }, { timeout: 3_000 })).toBeTruthy();
    expect(asked).toHaveLength(4);
    // Each pause follows the number of answers so far: 2 s, 4 s, 8 s in real life.
    const counts = vi.mocked(recheckDelay).mock.calls.map(([n]) => n);
    expect(new Set(counts)).toEqual(new Set([1, 2, 3]));
    // Settled: no more questions.
    await act(() => new Promise((resolve) => setTimeout(resolve, 4 * recheckDelay(4))));
    expect(asked).toHaveLength(4);
  });

  it('asks at once when the server announces the order was settled', async () => {
    const asked = bank(1);
    vi.mocked(recheckDelay).mockReturnValue(60_000);
    renderWithProviders(<PaymentResult />, { path });
    expect(await screen.findByRole('heading', { name: PENDING })).toBeTruthy();
    const before = asked.length;
    act(() => {
      publishLiveEvent({
        type: 'balance.changed',
        data: { product_id: 'p1', reason: 'purchase', order_id: 'o1' },
      });
    });
    expect(asked).toHaveLength(before + 1);
    expect(await screen.findByRole('heading', { name: PAID })).toBeTruthy();
  });
});

describe('PaymentResult for an order that is not the user’s', () => {
  it('says none was found, offers no useless retry, and can be closed', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/payment/sync/')
        ? jsonResponse(
            { message: 'Not found.', errors: [{ code: 'NOT_FOUND', message: 'Not found.' }] },
            404,
          )
        : jsonResponse({ count: 0, data: [] }),
    );
    renderWithProviders(<PaymentResult />, { path });
    expect(await screen.findByText('We found no payment of yours with this number.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByText('We found no payment of yours with this number.')).toBeNull();
  });
});

describe('recheckDelay', () => {
  it('waits 2 s first, doubles, and never waits more than 30 s', async () => {
    const { recheckDelay: seconds } =
      await vi.importActual<typeof import('../payment-return')>('../payment-return');
    expect([1, 2, 3, 4, 5, 6, 20].map(seconds)).toEqual([
      2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
