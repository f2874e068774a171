import { ERROR_STATUS, type ErrorCode } from '@fuel/contract';

/** The one way a service reports an expected failure; the error handler turns it into the body. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly options: {
      field?: string;
      params?: Record<string, string | number>;
      /** Seconds, sent as Retry-After (429 and 503 replies). */
      retryAfter?: number;
    } = {},
    cause?: unknown,
  ) {
    super(code, cause === undefined ? undefined : { cause });
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

/**
 * Refuses input whole when any of its fields broke a rule: VALIDATION_FAILED on the first, with
 * `params.fields` naming all of them (comma-separated), so that a caller can list every one.
 */
export function refuseFields(problems: readonly string[]): void {
  if (problems.length > 0)
    throw new AppError('VALIDATION_FAILED', {
      field: problems[0],
      params: { fields: problems.join(',') },
    });
}
