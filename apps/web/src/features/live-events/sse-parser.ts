/** One dispatched Server-Sent Event: its name ('message' when none was given), data and id. */
export interface SseMessage {
  event: string;
  data: string;
  /** The event's own `id:` field, when it had one. */
  id?: string;
  /** Our own `replay:` field: the server sends the event again on a new stream (EventSource ignores it). */
  replay?: true;
}

/**
 * Incremental parser for text/event-stream (the WHATWG rules we need): chunks may split lines
 * anywhere; `event:`, `data:`, `id:` and `replay:` fields collect until a blank line dispatches; a line
 * starting with ':' is a comment (the server's keep-alive); CR, LF and CRLF all end a line.
 * Unlike EventSource's "last event id", an id belongs to its own event only: ours are names of
 * events for dropping repeats, not a resume position.
 */
export function createSseParser(onMessage: (message: SseMessage) => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;
  let replay = false;

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) {
        const message: SseMessage = { event: event || 'message', data: data.join('\n') };
        if (id !== undefined) message.id = id;
        if (replay) message.replay = true;
        onMessage(message);
      }
      event = '';
      data = [];
      id = undefined;
      replay = false;
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') id = value;
    else if (field === 'replay') replay = true;
  };

  return {
    push(chunk: string) {
      buffer += chunk;
      const lines = buffer.split(/\r\n|\r|\n/);
      // The last piece has no line end yet, unless a lone CR may still be followed by LF.
      buffer = lines.pop() ?? '';
      if (buffer === '' && chunk.endsWith('\r')) {
        // "\r" then "\n" in the next chunk would count twice: keep the CR-ended line pending.
        const last = lines.pop();
        if (last !== undefined) buffer = `${last}\r`;
      }
      for (const text of lines) line(text);
    },
  };
}
