import { useRef } from 'react';

/**
 * One Idempotency-Key per intended operation: sending the same body again (a double click, a
 * retry after a lost reply) reuses the key, so the server answers with the first result; another
 * body gets a new key (the server refuses one key with two bodies). `renew` after a success.
 */
export function useIdempotencyKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  return {
    for(body: unknown): string {
      const text = JSON.stringify(body);
      if (last.current?.body !== text) last.current = { body: text, key: crypto.randomUUID() };
      return last.current.key;
    },
    renew(): void {
      last.current = null;
    },
  };
}
