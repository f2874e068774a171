import { useSyncExternalStore } from 'react';

/**
 * Whether the server is out of reach: a request got no answer at all (status 0), or the browser
 * went offline. Any answer from the server, an error one included, means it is back.
 */
let lost = false;
const listeners = new Set<() => void>();
/** How many notices are on the page saying so (components/layout/connection-notice). */
let notices = 0;

function set(next: boolean) {
  if (lost === next) return;
  lost = next;
  for (const listener of listeners) listener();
}

export const connectionLost = () => set(true);
/**
 * An answer came. While the browser says it is offline, that answer was sent before the
 * connection went: it says nothing of now, and the notice stays.
 */
export const connectionBack = () => navigator.onLine && set(false);

if (typeof window !== 'undefined') window.addEventListener('offline', connectionLost);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConnectionLost(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => lost,
    () => false,
  );
}

/** A notice is on the page: a read that fails for want of a connection needs no toast too. */
export function noticeShown(): () => void {
  notices += 1;
  return () => {
    notices -= 1;
  };
}

export const connectionNoticeShown = () => notices > 0;

/**
 * Calls `retry` when the connection may be back: the browser comes online, and every `everyMs`
 * meanwhile (the browser can be online while the server is not reachable). Returns the stop.
 */
export function whenConnectionMayBeBack(retry: () => void, everyMs = 10_000): () => void {
  const timer = window.setInterval(retry, everyMs);
  window.addEventListener('online', retry);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('online', retry);
  };
}

/** What to undo, once the connection may be back, so that failed loads are tried anew. */
const resets = new Set<() => void>();

/** `reset` runs before the next try after a load failed (a lazy page forgets its failure). */
export function afterLoadFailure(reset: () => void): void {
  resets.add(reset);
}

/** Lets every load that failed be tried again (the error boundary, before it draws anew). */
export function retryFailedLoads(): void {
  for (const reset of resets) reset();
  resets.clear();
}

/**
 * A page's code that could not be fetched (a dynamic import or its preload failing): the words
 * Chromium, Firefox and Safari use, and Vite's preload error.
 */
export function isLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|Unable to preload|Failed to fetch/i.test(
    message,
  );
}
