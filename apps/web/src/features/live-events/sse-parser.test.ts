import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './sse-parser';

function parse(...chunks: string[]): SseMessage[] {
  const seen: SseMessage[] = [];
  const parser = createSseParser((m) => seen.push(m));
  for (const chunk of chunks) parser.push(chunk);
  return seen;
}

describe('createSseParser', () => {
  it('dispatches a named event with its data on a blank line', () => {
    expect(parse('event: refuel.completed\ndata: {"refuel_id":"r1"}\n\n')).toEqual([
      { event: 'refuel.completed', data: '{"refuel_id":"r1"}' },
    ]);
  });

  it('joins lines split across chunks anywhere', () => {
    expect(parse('eve', 'nt: balance.chan', 'ged\nda', 'ta: {"a":1}\n', '\n')).toEqual([
      { event: 'balance.changed', data: '{"a":1}' },
    ]);
  });

  it('skips comments (keep-alives) and dispatches nothing without data', () => {
    expect(parse(': connected\n\n: keep-alive\n\nevent: x\n\n')).toEqual([]);
  });

  it("names an event 'message' when it has no event field, and joins data lines", () => {
    expect(parse('data: a\ndata:b\n\n')).toEqual([{ event: 'message', data: 'a\nb' }]);
  });

  it('accepts CRLF and CR line ends, even with CR and LF in different chunks', () => {
    expect(parse('event: a\r\ndata: 1\r', '\n\r', '\nevent: b\rdata: 2\r\r', ':')).toEqual([
      { event: 'a', data: '1' },
      { event: 'b', data: '2' },
    ]);
  });

  it('gives an event its own id, and the next event none unless it has one', () => {
    expect(parse('id: e1\nevent: a\ndata: 1\n\nevent: b\ndata: 2\n\n')).toStrictEqual([
      { event: 'a', data: '1', id: 'e1' },
      { event: 'b', data: '2' },
    ]);
  });

  it('marks an event sent again with our replay field, and only that one', () => {
    expect(
      parse('id: e1\nreplay: 1\nevent: a\ndata: 1\n\nid: e2\nevent: b\ndata: 2\n\n'),
    ).toStrictEqual([
      { event: 'a', data: '1', id: 'e1', replay: true },
      { event: 'b', data: '2', id: 'e2' },
    ]);
  });

  it('resets the event name after each dispatch', () => {
    expect(parse('event: a\ndata: 1\n\ndata: 2\n\n')).toEqual([
      { event: 'a', data: '1' },
      { event: 'message', data: '2' },
    ]);
  });
});
