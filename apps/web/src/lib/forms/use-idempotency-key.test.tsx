import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { useIdempotencyKey } from './use-idempotency-key';

const refusal = (status: number, code: 'INSUFFICIENT_BALANCE' | 'REQUEST_IN_PROGRESS') =>
  new ApiError('refused', status, [code], null);

/** Runs one call through the hook and tells which key it was given. */
async function keyOf(
  hook: ReturnType<typeof useIdempotencyKey>,
  body: unknown,
  outcome: 'ok' | Error = 'ok',
  options?: { keepAfterSuccess: boolean },
) {
  let used = '';
  await act(() =>
    hook
      .once(
        body,
        async (key) => {
          used = key;
          if (outcome !== 'ok') throw outcome;
        },
        options,
      )
      .catch(() => undefined),
  );
  return used;
}

describe('useIdempotencyKey', () => {
  it('keeps the key for a retry whose outcome is unknown, and for a call still running', async () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const body = { volume: 5 };
    const first = await keyOf(result.current, body, new ApiError('offline', 0, [], null));
    expect(await keyOf(result.current, body, new ApiError('bad gateway', 502, [], null))).toBe(
      first,
    );
    expect(await keyOf(result.current, body, refusal(409, 'REQUEST_IN_PROGRESS'))).toBe(first);
    expect(await keyOf(result.current, { volume: 6 })).not.toBe(first);
  });

  it('lets the key go once the server has refused, so a later try is a new operation', async () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const body = { volume: 20 };
    const refused = await keyOf(result.current, body, refusal(422, 'INSUFFICIENT_BALANCE'));
    const retried = await keyOf(result.current, body);
    expect(retried).not.toBe(refused);
    // After a success the same body is another operation too.
    expect(await keyOf(result.current, body)).not.toBe(retried);
  });

  it('keeps the key after a success that leaves the page, when asked to', async () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const body = { quantity: 3 };
    const paid = await keyOf(result.current, body, 'ok', { keepAfterSuccess: true });
    expect(await keyOf(result.current, body, 'ok', { keepAfterSuccess: true })).toBe(paid);
  });
});
