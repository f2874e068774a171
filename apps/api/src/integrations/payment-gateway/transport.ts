import type { FastifyInstance } from 'fastify';

/** The part of `fetch` the client needs; tests and the in-process sandbox pass their own. */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Sends requests into this same process with `app.inject` instead of a socket. The sandbox
 * gateway is served by this process, and in tests nothing listens; inject also works when
 * PUBLIC_URL is a name this machine cannot reach. Only the path and query of the URL are used.
 */
export function injectTransport(app: FastifyInstance): Transport {
  return async (url, init) => {
    const { pathname, search } = new URL(url);
    const signal = init.signal ?? undefined;
    signal?.throwIfAborted();
    const reply = app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url: pathname + search,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const res = await (signal ? raceAbort(reply, signal) : reply);
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined)
        headers.set(name, Array.isArray(value) ? value.join(', ') : `${value}`);
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers });
  };
}

function raceAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
