import type { CardProduct } from '@fuel/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CARDS_KEPT,
  type KeptCard,
  type KeptCode,
  keepCard,
  keepCode,
  keptCard,
  keptCodes,
  retainCodes,
} from './offline-copy';
import { endSession, startSession } from './session';

const NOW = Date.parse('2026-11-23T10:00:00Z');
const ANI = 1234567;

const code = (id: string, minutesLeft: number): KeptCode => ({
  id,
  code: '482913',
  expiresAt: new Date(NOW + minutesLeft * 60_000).toISOString(),
  productName: 'Regular 92',
  volume: 20,
  unit: 'L',
  stationName: 'Komitas, 54 Komitas Ave',
  vehicle: null,
});

const limits: CardProduct = {
  product_id: 'p1',
  product_name: 'Diesel',
  unit: 'L',
  day_limit: 50,
  month_limit: 500,
  day_used: 10,
  month_used: 100,
  day_remaining: 40,
  month_remaining: 400,
};
const card = (id: string): KeptCard => ({
  id,
  numberMasked: '•••• 1234',
  name: 'Aram',
  products: [limits],
  confirmedAt: '2026-11-23T09:59:00.000Z',
});

const stored = () => localStorage.getItem('offline_copy');

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('refuel codes kept for the pump', () => {
  it('keeps the active codes with when the server confirmed them', () => {
    keepCode(ANI, 'balance', code('r1', 15));
    retainCodes(ANI, 'balance', ['r1'], '2026-11-23T10:00:00.000Z');
    expect(keptCodes(ANI, 'balance', NOW)).toEqual({
      codes: [code('r1', 15)],
      confirmedAt: '2026-11-23T10:00:00.000Z',
    });
    // Each place has its own: a card's codes are not My balance's.
    expect(keptCodes(ANI, 'card:c1', NOW)).toBeNull();
  });

  it('brings a kept code up to date rather than keeping it twice', () => {
    keepCode(ANI, 'balance', { ...code('r1', 15), productName: null });
    keepCode(ANI, 'balance', code('r1', 15));
    expect(keptCodes(ANI, 'balance', NOW)?.codes).toEqual([code('r1', 15)]);
  });

  it('forgets a code the server no longer lists (used at the pump, cancelled or expired)', () => {
    keepCode(ANI, 'balance', code('r1', 15));
    keepCode(ANI, 'balance', code('r2', 10));
    keepCode(ANI, 'card:c1', code('k1', 10));
    retainCodes(ANI, 'balance', ['r2'], '2026-11-23T10:01:00.000Z');
    expect(keptCodes(ANI, 'balance', NOW)).toEqual({
      codes: [code('r2', 10)],
      confirmedAt: '2026-11-23T10:01:00.000Z',
    });
    retainCodes(ANI, 'balance', [], '2026-11-23T10:02:00.000Z');
    expect(keptCodes(ANI, 'balance', NOW)).toBeNull();
    // The card's codes are the card's list's to forget.
    expect(keptCodes(ANI, 'card:c1', NOW)?.codes).toHaveLength(1);
    retainCodes(ANI, 'card:c1', [], '2026-11-23T10:02:00.000Z');
    expect(stored()).toBeNull();
  });

  it('forgets a code once its expiry has passed, even with no answer from the server', () => {
    keepCode(ANI, 'balance', code('r1', 15));
    keepCode(ANI, 'balance', code('r2', 1));
    expect(keptCodes(ANI, 'balance', NOW + 2 * 60_000)?.codes.map((c) => c.id)).toEqual(['r1']);
    // Forgotten in storage too, not only left out.
    expect(stored()).not.toContain('"r2"');
    expect(keptCodes(ANI, 'balance', NOW + 16 * 60_000)).toBeNull();
    expect(stored()).toBeNull();
  });

  it('shows nothing kept for another account', () => {
    keepCode(ANI, 'balance', code('r1', 15));
    expect(keptCodes(7654321, 'balance', NOW)).toBeNull();
    expect(keptCard(7654321, 'c1')).toBeNull();
  });

  it('survives a damaged copy', () => {
    localStorage.setItem('offline_copy', '{oops');
    expect(keptCodes(ANI, 'balance', NOW)).toBeNull();
    keepCode(ANI, 'balance', code('r1', 15));
    expect(keptCodes(ANI, 'balance', NOW)?.codes).toHaveLength(1);
  });

  it('asks the browser to keep the site’s storage when a code is kept, once a page', async () => {
    const persist = vi.fn(async () => true);
    vi.stubGlobal('navigator', { ...navigator, storage: { persist } });
    // A page's first load of the module: the question is asked once in a page's life.
    vi.resetModules();
    const fresh = await import('./offline-copy');
    fresh.retainCodes(ANI, 'balance', [], '2026-11-23T10:00:00.000Z');
    expect(persist).not.toHaveBeenCalled();
    fresh.keepCode(ANI, 'balance', code('r1', 15));
    fresh.keepCode(ANI, 'balance', code('r2', 14));
    expect(persist).toHaveBeenCalledTimes(1);
  });
});

describe('card limits kept for the pump', () => {
  it('keeps a card’s limits, the latest cards first, at most a few', () => {
    keepCard(ANI, card('c1'));
    expect(keptCard(ANI, 'c1')).toEqual(card('c1'));
    for (let i = 2; i <= CARDS_KEPT + 1; i += 1) keepCard(ANI, card(`c${i}`));
    expect(keptCard(ANI, 'c1')).toBeNull();
    expect(keptCard(ANI, `c${CARDS_KEPT + 1}`)).not.toBeNull();
    // Kept again: replaced in place, not twice.
    keepCard(ANI, { ...card('c2'), confirmedAt: '2026-11-23T10:05:00.000Z' });
    expect(keptCard(ANI, 'c2')?.confirmedAt).toBe('2026-11-23T10:05:00.000Z');
  });
});

describe('signing out', () => {
  it('removes everything kept for the pump', () => {
    startSession({
      access_token: 'a',
      refresh_token: 'r',
      user_type: 'individual',
      user_full_name: 'Ani Martirosyan',
      user_profile_picture: null,
      user_id: ANI,
    });
    keepCode(ANI, 'balance', code('r1', 15));
    keepCard(ANI, card('c1'));
    expect(stored()).not.toBeNull();
    endSession('logout');
    expect(stored()).toBeNull();
    expect(keptCodes(ANI, 'balance', NOW)).toBeNull();
    expect(keptCard(ANI, 'c1')).toBeNull();
  });
});
