import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type KeptCode, keepCode, keptCodes } from '../../lib/offline-copy';
import { endSession } from '../../lib/session';
import { signInForTest } from '../../test/session';
import { useKeptCodes } from './use-kept-codes';

const ANI = 1234567;
const kept = (id: string, code: string): KeptCode => ({
  id,
  code,
  expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  productName: 'Regular 92',
  volume: 20,
  unit: 'L',
  stationName: null,
  vehicle: null,
});

type Query = Parameters<typeof useKeptCodes>[1];
const offline: Query = { data: undefined, dataUpdatedAt: 0, fetchStatus: 'paused', isError: false };
const answered = (data: { id: string; state: 'active' | 'completed' | 'expired' }[]): Query => ({
  data: { data },
  dataUpdatedAt: Date.parse('2026-11-23T10:05:00Z'),
  fetchStatus: 'idle',
  isError: false,
});

beforeEach(() => {
  signInForTest();
  keepCode(ANI, 'balance', kept('r1', '482913'));
  keepCode(ANI, 'balance', kept('r2', '550021'));
});
afterEach(() => endSession('logout'));

describe('the codes of the pump screen with no network', () => {
  it('shows nothing kept while the server answers', () => {
    const { result } = renderHook(() => useKeptCodes('balance', answered([])));
    expect(result.current.kept).toBeNull();
  });

  it('shows the kept codes when the server cannot be reached', () => {
    const { result } = renderHook(() => useKeptCodes('balance', offline));
    expect(result.current.kept?.codes.map((c) => c.code)).toEqual(['482913', '550021']);
    const failed = renderHook(() =>
      useKeptCodes('balance', { ...offline, fetchStatus: 'idle', isError: true }),
    );
    expect(failed.result.current.kept?.codes).toHaveLength(2);
  });

  it('once the server answers, says which of the codes shown ended, and forgets them', () => {
    const { result, rerender } = renderHook((query: Query) => useKeptCodes('balance', query), {
      initialProps: offline,
    });
    rerender(
      answered([
        { id: 'r1', state: 'completed' },
        { id: 'r2', state: 'active' },
      ]),
    );
    expect(result.current.kept).toBeNull();
    expect(result.current.ended).toEqual([{ code: '482913', state: 'completed' }]);
    expect(keptCodes(ANI, 'balance')).toEqual({
      codes: [kept('r2', '550021')].map((c) => ({ ...c, expiresAt: expect.any(String) })),
      confirmedAt: '2026-11-23T10:05:00.000Z',
    });
  });
});
