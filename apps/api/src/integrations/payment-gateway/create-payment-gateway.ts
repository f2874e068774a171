import type { Config } from '../../config/env';
import type { PaymentGateway } from './gateway';
import { rbsClient } from './rbs-client';
import { SANDBOX_CALLBACK_SECRET, SANDBOX_CREDENTIALS } from './sandbox/sandbox.constants';
import type { Transport } from './transport';

export interface GatewayFactoryOptions {
  /** How to reach the built-in sandbox (the plugin passes an in-process transport). */
  sandboxTransport?: Transport;
  /** How to reach the bank; global fetch by default. */
  transport?: Transport;
  timeoutMs?: number;
}

/**
 * The bank's gateway when PAYMENT_GATEWAY_URL is configured, otherwise the same client talking
 * to the built-in sandbox at `sandboxBaseUrl`: one code path for both.
 */
export function createPaymentGateway(
  config: Config,
  sandboxBaseUrl: string,
  options: GatewayFactoryOptions = {},
): PaymentGateway {
  const bank = config.payment.gateway;
  if (bank) {
    return rbsClient({
      kind: 'bank',
      baseUrl: bank.url,
      credentials: { username: bank.username, password: bank.password },
      bindingCredentials: bank.binding,
      transport: options.transport,
      timeoutMs: options.timeoutMs,
    });
  }
  return rbsClient({
    kind: 'sandbox',
    baseUrl: sandboxBaseUrl,
    credentials: SANDBOX_CREDENTIALS,
    transport: options.sandboxTransport ?? options.transport,
    timeoutMs: options.timeoutMs,
  });
}

/**
 * The key callbacks are signed with: PAYMENT_CALLBACK_SECRET, or with the sandbox the sandbox's
 * development key. Undefined means a bank gateway without a configured key (unsigned callbacks).
 */
export function paymentCallbackSecret(config: Config): string | undefined {
  return (
    config.payment.callbackSecret ?? (config.payment.gateway ? undefined : SANDBOX_CALLBACK_SECRET)
  );
}
