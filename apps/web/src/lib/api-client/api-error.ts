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

  /** Fields whose messages the page shows next to them; `true` when it shows them all itself. */
  private inline: ReadonlySet<string> | true = new Set();

  /**
   * The caller shows these messages itself (on the fields named, or all of them in a banner when
   * called without fields), so the shared handler does not repeat them as toasts. Must be called
   * in the same turn the error is caught: the toasts follow right after.
   */
  shownInline(fields?: readonly string[]): void {
    if (fields === undefined) this.inline = true;
    else if (this.inline !== true) this.inline = new Set([...this.inline, ...fields]);
  }

  /** Whether a message (of `field`, if it belongs to one) is already on the page. */
  isShownInline(field: string | undefined): boolean {
    return this.inline === true || (field !== undefined && this.inline.has(field));
  }

  /** True when the reply carried this contract error code. */
  has(code: ErrorCode): boolean {
    return this.codes.includes(code);
  }
}
