/**
 * Records the statements the product runs for one request, with the order they depended on: a
 * statement "comes after" every statement that had finished when it was sent, so the baseline
 * can replay the request's own concurrency (the dashboard sends four queries at once) rather
 * than one statement after another.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Statement } from './baseline';

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

const pgQuery = pg.Client.prototype.query;
// biome-ignore lint/suspicious/noExplicitAny: wraps the driver's overloaded method as it is
(pg.Client.prototype as any).query = function (this: pg.Client, ...args: any[]) {
  const [config, values, callback] = args;
  // The pool and drizzle pass the values as the second argument, beside a config object.
  const done =
    typeof config === 'string'
      ? note(config, values)
      : note(config?.text, Array.isArray(values) ? values : config?.values, config?.rowMode);
  if (typeof callback === 'function') {
    args[2] = (...result: unknown[]) => {
      done();
      callback(...result);
    };
  }
  // biome-ignore lint/suspicious/noExplicitAny: see above
  const result = (pgQuery as any).apply(this, args);
  if (result && typeof result.then === 'function') result.then(done, done);
  return result;
};
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
