/** A refusal the sandbox answers with, as `{ errorCode, errorMessage }` in a 200 reply. */
export class SandboxError extends Error {
  constructor(
    readonly errorCode: number,
    readonly errorMessage: string,
  ) {
    super(errorMessage);
  }
}

/** The RBS error codes and texts the sandbox uses. */
export const rbsError = {
  alreadyProcessed: () => new SandboxError(1, 'Order with this number was already processed'),
  missing: (param: string) => new SandboxError(4, `[${param}] is empty`),
  invalid: (param: string) => new SandboxError(5, `Wrong value of a parameter [${param}]`),
  unknownCurrency: () => new SandboxError(3, 'Unknown currency'),
  accessDenied: () => new SandboxError(5, 'Access denied'),
  unknownOrder: () => new SandboxError(6, 'Unknown order id'),
  system: () => new SandboxError(7, 'System error'),
  wrongState: (what: string) => new SandboxError(7, `${what} is impossible for the order state`),
  refundTooLarge: () => new SandboxError(7, 'Refund amount exceeds the deposited amount'),
  bindingNotFound: () => new SandboxError(2, 'Binding not found'),
  bindingInactive: () => new SandboxError(2, 'Binding is not active'),
  paymentDeclined: () => new SandboxError(2, 'Payment declined'),
  cardExpired: () => new SandboxError(2, 'Card expired'),
  noBindings: () => new SandboxError(2, 'Information not found'),
};
