/** The gateway answered and refused: a non-zero RBS `errorCode` with its message. */
export class GatewayError extends Error {
  override readonly name = 'GatewayError';
  constructor(
    readonly errorCode: number,
    readonly errorMessage: string,
    readonly method: string,
  ) {
    super(`${method}: errorCode ${errorCode} (${errorMessage})`);
  }
}

/**
 * No usable answer: the network failed, the request timed out, the reply was not 2xx or not
 * the JSON the protocol promises. Nothing is known about the outcome; ask again later.
 */
export class GatewayUnavailableError extends Error {
  override readonly name = 'GatewayUnavailableError';
  constructor(
    message: string,
    readonly method: string,
    options?: { cause?: unknown },
  ) {
    super(`${method}: ${message}`, options);
  }
}
