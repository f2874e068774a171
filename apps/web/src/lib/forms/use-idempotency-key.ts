import { useRef } from 'react';
import { ApiError } from '../api-client';

/**
 * Whether the server has answered the operation for good: a refusal (4xx) is stored as the key's
 * answer and replayed for it, so a later try (the balance has changed, say) needs a new key.
 * Unreached (status 0), failed (5xx) or still running under that key (409 REQUEST_IN_PROGRESS), the outcome
 * is unknown and the same key is what makes the retry safe.
 */
function answered(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    !error.has('REQUEST_IN_PROGRESS')
  );
}

/**
 * One Idempotency-Key per intended operation: sending the same body again (a double click, a
 * retry after a lost reply) reuses the key, so the server answers with the first result; another
 * body gets a new key (the server refuses one key with two bodies). `once` runs a call with the
 * key and lets it go once the server has answered, success or refusal.
 */
export function useIdempotencyKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  const keyFor = (body: unknown): string => {
    const text = JSON.stringify(body);
    if (last.current?.body !== text) last.current = { body: text, key: crypto.randomUUID() };
    return last.current.key;
  };
  return {
    /**
     * `keepAfterSuccess`: for a call that leaves the page (the bank's payment page), so that
     * coming back and pressing again gets the same order rather than a second one.
     */
    async once<T>(
      body: unknown,
      call: (key: string) => Promise<T>,
      { keepAfterSuccess = false } = {},
    ): Promise<T> {
      try {
        const result = await call(keyFor(body));
        if (!keepAfterSuccess) last.current = null;
        return result;
      } catch (error) {
        if (answered(error)) last.current = null;
        throw error;
      }
    },
  };
}
