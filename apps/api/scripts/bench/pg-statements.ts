/** One wrapper of the pg driver's query method for the benchmarks that watch statements. */
import pg from 'pg';

/** Called as a statement is sent; the function it returns is called when it has finished. */
export type OnStatement = (config: unknown, values: unknown) => () => void;

const pgQuery = pg.Client.prototype.query;

/** Calls `onStatement` around every statement any pg client of this process sends. */
export function watchPgStatements(onStatement: OnStatement): void {
  // biome-ignore lint/suspicious/noExplicitAny: wraps the driver's overloaded method as it is
  (pg.Client.prototype as any).query = function (this: pg.Client, ...args: any[]) {
    const done = onStatement(args[0], args[1]);
    if (typeof args[2] === 'function') {
      const callback = args[2];
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
}
