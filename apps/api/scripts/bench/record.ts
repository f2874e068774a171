/**
 * Records the statements the product runs for one request, with the order they depended on: a
 * statement "comes after" every statement that had finished when it was sent, so the baseline
 * can replay the request's own concurrency (the dashboard sends four queries at once) rather
 * than one statement after another.
 */
import { PGlite } from '@electric-sql/pglite';
import type { Statement } from './baseline';
import { watchPgStatements } from './pg-statements';

let recording: Statement[] | null = null;
let finished: number[] = [];

/** Notes the statement and returns a function to call when it has finished. */
function note(text: unknown, values: unknown, rowMode?: unknown): () => void {
  if (!recording || typeof text !== 'string') return () => {};
  const index = recording.length;
  recording.push({
    text,
    values: Array.isArray(values) ? values : [],
    ...(rowMode === 'array' ? { rowMode: 'array' as const } : {}),
    after: [...finished],
  });
  const current = finished;
  return () => current === finished && finished.push(index);
}

// The pool and drizzle pass the values as the second argument, beside a config object.
watchPgStatements((config, values) => {
  if (typeof config === 'string') return note(config, values);
  const c = config as { text?: unknown; values?: unknown; rowMode?: unknown } | undefined;
  return note(c?.text, Array.isArray(values) ? values : c?.values, c?.rowMode);
});
const pgliteQuery = PGlite.prototype.query;
// biome-ignore lint/suspicious/noExplicitAny: see above
(PGlite.prototype as any).query = function (this: PGlite, ...args: any[]) {
  const [text, values, options] = args;
  const done = note(text, values, options?.rowMode);
  // biome-ignore lint/suspicious/noExplicitAny: see above
  const result = (pgliteQuery as any).apply(this, args);
  result.then(done, done);
  return result;
};

export function startRecording() {
  recording = [];
  finished = [];
}

export function stopRecording(): Statement[] {
  const statements = recording ?? [];
  recording = null;
  finished = [];
  return statements;
}
