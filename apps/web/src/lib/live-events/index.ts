import type { LiveEvent as ServerEvent } from '@fuel/contract';
import { useEffect, useRef } from 'react';

/**
 * One event as screens see it: one of the contract's live events (checked on arrival), or
 * `stream.reconnected`, which is ours: the stream was down for a while, so a screen should
 * reload what it shows (events sent meanwhile are lost).
 */
export type LiveEvent = ServerEvent | { type: 'stream.reconnected'; data: Record<string, never> };

type Listener = (event: LiveEvent) => void;
const listeners = new Set<Listener>();

/**
 * The meeting point of the event stream and the screens: the stream (its own feature, started
 * by the signed-in layout) publishes, any screen listens, and neither imports the other.
 */
export function publishLiveEvent(event: LiveEvent): void {
  for (const listener of [...listeners]) listener(event);
}

export function subscribeLiveEvents(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls the latest `listener` for every event while the component is mounted. */
export function useLiveEvents(listener: Listener): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => subscribeLiveEvents((event) => latest.current(event)), []);
}
