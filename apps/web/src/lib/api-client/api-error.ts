import type { ErrorBody, ErrorCode } from '@fuel/contract';

/**
 * A failed call as the caller sees it: the HTTP status (0 when the server was not reached), the
 * contract error codes of the reply and its body (or the text the server sent instead).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly codes: ErrorCode[],
    readonly body: ErrorBody | string | null,
  ) {
    super(message);
  }

  /** True when the reply carried this contract error code. */
  has(code: ErrorCode): boolean {
    return this.codes.includes(code);
  }
}
