/** The one byte range a `Range` header asks of a file of `size` bytes (RFC 9110 §14). */
export type RangeAsked =
  /** No range (or not in bytes): the whole file. */
  | { kind: 'whole' }
  | { kind: 'part'; start: number; end: number }
  /** Outside the file, malformed, or several ranges: answered 416. */
  | { kind: 'unsatisfiable' };

const SPEC = /^bytes=(\d*)-(\d*)$/;

/**
 * Reads `bytes=a-b`, `bytes=a-` and `bytes=-n`; an end past the file is cut to its last byte.
 * Several ranges in one request are refused (416) rather than sent as a multipart reply: map
 * clients ask for one range at a time.
 */
export function rangeAsked(header: string | undefined, size: number): RangeAsked {
  if (header === undefined) return { kind: 'whole' };
  const value = header.trim();
  if (!value.startsWith('bytes=')) return { kind: 'whole' };
  const match = SPEC.exec(value.replace(/\s+/g, ''));
  if (!match) return { kind: 'unsatisfiable' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'unsatisfiable' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || (last !== '' && Number(last) < start)) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end };
}
