import { createSseParser, type SseMessage } from './sse-parser';

export interface LiveStreamOptions {
  url: string;
  /** The current access token; none means signed out, and the stream stops. */
  token(): string | null;
  language(): string;
  /** The shared refresh of the API client (one refresh for every caller); true: retry. */
  refresh(staleToken: string): Promise<boolean>;
  /** 401 or 497: the session is over (the API client's rules, SPEC §8). */
  onSessionEnd(status: 401 | 497): void;
  /**
   * 403 MEMBERSHIP_ENDED: the person was removed from the company the session acts for (the
   * server closed the stream when it noticed); moves the session back to their own account.
   */
  onMembershipEnded(staleToken: string): Promise<void>;
  onMessage(message: SseMessage): void;
  /** Called when a connection opens again after a drop (not on the first one). */
  onReconnect(): void;
  fetch?: typeof fetch;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/**
 * How many event ids a stream remembers. A new connection starts with the user's events of the
 * last seconds (the server's replay, so nothing between reading a page and opening the stream is
 * lost); after a reconnect some of them were already handed over, and are dropped by id.
 */
export const SEEN_IDS = 500;

/** 1 s, 2 s, 4 s … at most 30 s between attempts, so an outage is not hammered. */
export function backoffDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
}

const defaultSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Reads GET /api/user/events with fetch, because EventSource cannot send the bearer token.
 * Reconnects with backoff after a drop or a failure, refreshes the token on 498 and stops for
 * good on 401/497, on sign-out, or when the returned stop function is called.
 */
export function startLiveStream(options: LiveStreamOptions): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? defaultSleep;
  // The last event's id goes with a reconnect (Last-Event-ID): the server, whichever process
  // answers, then sends the events after it as news instead of replaying the last seconds.
  let lastId: string | undefined;
  const onMessage = dropRepeats((message) => {
    if (message.id !== undefined) lastId = message.id;
    options.onMessage(message);
  });

  const run = async () => {
    let attempt = 0;
    let opened = false;
    while (!signal.aborted) {
      const token = options.token();
      if (!token) return;
      let response: Response;
      try {
        response = await doFetch(options.url, {
          headers: {
            Accept: 'text/event-stream',
            'Accept-Language': options.language(),
            Authorization: `Bearer ${token}`,
            ...(lastId === undefined ? {} : { 'Last-Event-ID': lastId }),
          },
          cache: 'no-store',
          signal,
        });
      } catch {
        if (signal.aborted) return;
        await sleep(backoffDelay(attempt++), signal);
        continue;
      }
      if (response.status === 498) {
        if (await options.refresh(token)) continue;
        return;
      }
      if (response.status === 401 || response.status === 497) {
        options.onSessionEnd(response.status);
        return;
      }
      if (response.status === 403 && (await membershipEnded(response))) {
        await options.onMembershipEnded(token);
        // Back in the person's own account: their stream opens at once.
        if (options.token() !== token) continue;
      }
      if (!response.ok || !response.body) {
        await sleep(backoffDelay(attempt++), signal);
        continue;
      }
      if (opened) options.onReconnect();
      opened = true;
      attempt = 0;
      await read(response.body, onMessage, signal);
      if (!signal.aborted) await sleep(backoffDelay(attempt++), signal);
    }
  };
  void run();
  return () => controller.abort();
}

/** Whether a refusal is MEMBERSHIP_ENDED (the API's error body: `errors[].code`). */
async function membershipEnded(response: Response): Promise<boolean> {
  try {
    const body = (await response.json()) as { errors?: { code?: string }[] };
    return body.errors?.some((e) => e.code === 'MEMBERSHIP_ENDED') ?? false;
  } catch {
    return false;
  }
}

/** Passes each event on once: those with an id already seen are dropped. */
function dropRepeats(onMessage: (message: SseMessage) => void) {
  const seen = new Set<string>();
  return (message: SseMessage) => {
    if (message.id !== undefined) {
      if (seen.has(message.id)) return;
      seen.add(message.id);
      // A Set iterates in insertion order: the first is the oldest.
      if (seen.size > SEEN_IDS) seen.delete(seen.values().next().value as string);
    }
    onMessage(message);
  };
}

async function read(
  body: ReadableStream<Uint8Array>,
  onMessage: (message: SseMessage) => void,
  signal: AbortSignal,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser(onMessage);
  const cancel = () => void reader.cancel().catch(() => {});
  signal.addEventListener('abort', cancel);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
  } catch {
    // A dropped connection ends the read; the caller reconnects.
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}
