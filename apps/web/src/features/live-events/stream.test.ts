import { apiUrlOf, eventsRoutes } from '@fuel/contract';
import { describe, expect, it, vi } from 'vitest';
import type { SseMessage } from './sse-parser';
import { backoffDelay, type LiveStreamOptions, SEEN_IDS, startLiveStream } from './stream';

/** A reply whose body sends `chunks` and then ends (a dropped connection). */
function streamReply(...chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

function setup(replies: Array<Response | Error>, token: () => string | null = () => 'tok') {
  const messages: SseMessage[] = [];
  const sleeps: number[] = [];
  const fetchMock = vi.fn(async () => {
    const next = replies.shift();
    if (!next) return new Promise<Response>(() => {});
    if (next instanceof Error) throw next;
    return next;
  });
  const options: LiveStreamOptions = {
    url: apiUrlOf(eventsRoutes.stream),
    token,
    language: () => 'en',
    refresh: vi.fn(async () => true),
    onSessionEnd: vi.fn(),
    onMembershipEnded: vi.fn(async () => {}),
    onMessage: (m) => messages.push(m),
    onReconnect: vi.fn(),
    fetch: fetchMock as unknown as typeof fetch,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  };
  const stop = startLiveStream(options);
  return { messages, sleeps, fetchMock, options, stop };
}

describe('backoffDelay', () => {
  it('doubles from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(backoffDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});

describe('startLiveStream', () => {
  it('sends the bearer token and hands over parsed events', async () => {
    const { messages, fetchMock, stop } = setup([streamReply('event: a\ndata: {}\n\n')]);
    await vi.waitFor(() => expect(messages).toEqual([{ event: 'a', data: '{}' }]));
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok', 'Accept-Language': 'en' });
    stop();
  });

  it('reconnects after a drop with growing delays, reset once a connection opens', async () => {
    const { sleeps, fetchMock, options, stop } = setup([
      streamReply(': connected\n\n'),
      new TypeError('offline'),
      new Response('', { status: 503 }),
      streamReply(': connected\n\n'),
    ]);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(5));
    expect(sleeps).toEqual([1000, 2000, 4000, 1000]);
    expect(options.onReconnect).toHaveBeenCalledOnce();
    stop();
  });

  it('hands over an event repeated by a later connection only once', async () => {
    const first = 'id: e1\nevent: a\ndata: 1\n\nid: e2\nevent: b\ndata: 2\n\n';
    const second = 'id: e2\nevent: b\ndata: 2\n\nid: e3\nevent: c\ndata: 3\n\n';
    const { messages, options, stop } = setup([streamReply(first), streamReply(second)]);
    await vi.waitFor(() => expect(messages.map((m) => m.id)).toEqual(['e1', 'e2', 'e3']));
    expect(options.onReconnect).toHaveBeenCalledOnce();
    stop();
  });

  it(`forgets the oldest ids beyond ${SEEN_IDS}`, async () => {
    const many = Array.from({ length: SEEN_IDS + 1 }, (_, i) => `id: e${i}\ndata: ${i}\n\n`);
    const { messages, stop } = setup([
      streamReply(...many),
      streamReply('id: e0\ndata: again\n\n', `id: e${SEEN_IDS}\ndata: again\n\n`, 'data: end\n\n'),
    ]);
    await vi.waitFor(() => expect(messages.at(-1)?.data).toBe('end'));
    expect(messages).toHaveLength(SEEN_IDS + 3);
    expect(messages.at(-2)?.id).toBe('e0');
    stop();
  });

  it('names the last event it got when it reconnects (Last-Event-ID)', async () => {
    const { messages, fetchMock, stop } = setup([
      streamReply('id: e1\ndata: {}\n\n', 'id: e2\ndata: {}\n\n'),
      streamReply('id: e3\ndata: {}\n\n'),
    ]);
    await vi.waitFor(() => expect(messages.map((m) => m.id)).toEqual(['e1', 'e2', 'e3']));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    const headersOf = (call: number) =>
      (fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].headers;
    expect(headersOf(0)).not.toHaveProperty('Last-Event-ID');
    expect(headersOf(1)).toMatchObject({ 'Last-Event-ID': 'e2' });
    expect(headersOf(2)).toMatchObject({ 'Last-Event-ID': 'e3' });
    stop();
  });

  it('refreshes the token on 498 through the shared refresh, then retries at once', async () => {
    let token = 'old';
    const { fetchMock, options, stop } = setup(
      [new Response('', { status: 498 }), streamReply('data: {}\n\n')],
      () => token,
    );
    vi.mocked(options.refresh).mockImplementation(async () => {
      token = 'new';
      return true;
    });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(options.refresh).toHaveBeenCalledWith('old');
    const second = (fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1];
    expect(second.headers).toMatchObject({ Authorization: 'Bearer new' });
    stop();
  });

  it('stops when the refresh fails, and ends the session on 401', async () => {
    const refused = setup([new Response('', { status: 498 })]);
    vi.mocked(refused.options.refresh).mockResolvedValue(false);
    await vi.waitFor(() => expect(refused.options.refresh).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 10));
    expect(refused.fetchMock).toHaveBeenCalledTimes(1);

    const ended = setup([new Response('', { status: 401 })]);
    await vi.waitFor(() => expect(ended.options.onSessionEnd).toHaveBeenCalledWith(401));
    expect(ended.fetchMock).toHaveBeenCalledTimes(1);
  });

  it('moves a session removed from its company back to the person, then connects with it at once', async () => {
    let token = 'company';
    const refusal = (code: string) =>
      Response.json({ message: code, errors: [{ code, message: code }] }, { status: 403 });
    const { fetchMock, sleeps, options, stop } = setup(
      [refusal('MEMBERSHIP_ENDED'), streamReply('data: {}\n\n')],
      () => token,
    );
    vi.mocked(options.onMembershipEnded).mockImplementation(async () => {
      token = 'person';
    });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(options.onMembershipEnded).toHaveBeenCalledExactlyOnceWith('company');
    const second = (fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1];
    expect(second.headers).toMatchObject({ Authorization: 'Bearer person' });
    expect(sleeps).toEqual([1000]);
    stop();

    // Any other refusal waits and tries again, as before.
    const other = setup([refusal('ROLE_FORBIDDEN'), streamReply('data: {}\n\n')]);
    await vi.waitFor(() => expect(other.fetchMock).toHaveBeenCalledTimes(3));
    expect(other.options.onMembershipEnded).not.toHaveBeenCalled();
    expect(other.sleeps).toEqual([1000, 1000]);
    other.stop();
  });

  it('does not connect without a token and stops when asked', async () => {
    const signedOut = setup([streamReply('data: {}\n\n')], () => null);
    await new Promise((r) => setTimeout(r, 10));
    expect(signedOut.fetchMock).not.toHaveBeenCalled();

    const { fetchMock, stop } = setup([]);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    stop();
    await new Promise((r) => setTimeout(r, 10));
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
