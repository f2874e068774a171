import type { LiveEvent as ServerEvent } from '@fuel/contract';
import { useEffect, useRef } from 'react';

/**
 * One event as screens see it: one of the contract's live events (checked on arrival), or
 * `stream.reconnected`, which is ours: the stream was down for a while, so a screen should
 * reload what it shows (events older than the server's replay are lost).
 */
export type LiveEvent = ServerEvent | { type: 'stream.reconnected'; data: Record<string, never> };

/**
 * `replayed`: the event happened shortly before the stream (re)opened and is sent again so that
 * nothing is missed; screens reload what it changes, but do not announce it as news.
 */
export interface LiveEventMeta {
  replayed: boolean;
}

type Listener = (event: LiveEvent, meta: LiveEventMeta) => void;
const listeners = new Set<Listener>();

/**
 * The meeting point of the event stream and the screens: the stream (its own feature, started
 * by the signed-in layout) publishes, any screen listens, and neither imports the other.
 */
export function publishLiveEvent(
  event: LiveEvent,
  meta: LiveEventMeta = { replayed: false },
): void {
  for (const listener of [...listeners]) listener(event, meta);
}

export function subscribeLiveEvents(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls the latest `listener` for every event while the component is mounted. */
export function useLiveEvents(listener: Listener): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => subscribeLiveEvents((event, meta) => latest.current(event, meta)), []);
}
