/** Whether `err` or an error it wraps (drizzle wraps the driver's) carries one of `states`. */
function hasState(err: unknown, states: ReadonlySet<string>): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && states.has(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

const UNIQUE_VIOLATION = new Set(['23505']);

/** True when PostgreSQL refused a row because of a unique constraint (directly or wrapped). */
export function isUniqueViolation(err: unknown): boolean {
  return hasState(err, UNIQUE_VIOLATION);
}

/** A deadlock victim (40P01) or a transaction that could not be serialized (40001). */
const CONFLICT_STATES = new Set(['40P01', '40001']);

/**
 * True when PostgreSQL gave up the transaction because of another one running at the same time
 * (directly or wrapped): run again, it succeeds. Anything else would fail the same way again.
 */
export function isTransactionConflict(err: unknown): boolean {
  return hasState(err, CONFLICT_STATES);
}

const TRANSACTION_ABORTED = new Set(['25P02']);

/**
 * True when a statement was refused only because an earlier one of its transaction had failed
 * ("current transaction is aborted"): what every statement sent behind a failed one answers.
 */
export function isAfterFailedStatement(err: unknown): boolean {
  return hasState(err, TRANSACTION_ABORTED);
}

/** SQLSTATE classes of a value PostgreSQL could not take (bad text, date, number, length). */
const BAD_VALUE = /^22/;
/** Connection failures, shutdowns and exhaustion: the database is not there right now. */
const UNAVAILABLE_STATES = /^(08|53|57P0[1-3])/;
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connect ECONNREFUSED|PGlite is closed|Cannot use a pool after calling end/i;

/**
 * What a database failure means for the client: a value the contract let through that the
 * database refused (the client's fault, 400), or the database being unreachable (503).
 */
export function databaseFailure(err: unknown): 'bad-value' | 'unavailable' | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (UNAVAILABLE_ERRNOS.has(code) || UNAVAILABLE_STATES.test(code)) return 'unavailable';
      if (code.length === 5 && BAD_VALUE.test(code)) return 'bad-value';
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return 'unavailable';
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The start-up message when the database cannot be reached; names the server, never a password. */
export function unreachableDatabaseMessage(err: unknown, url = process.env.DATABASE_URL): string {
  let where = 'the database';
  try {
    if (url) {
      const parsed = new URL(url);
      where = `PostgreSQL at ${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
    }
  } catch {}
  const reason = (err as { code?: string }).code ?? (err as Error).message ?? String(err);
  return `Cannot reach ${where} (${reason}). Check DATABASE_URL and that the server is running.`;
}
