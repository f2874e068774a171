import type { FastifyBaseLogger } from 'fastify';
import { callbackChecksum } from '../callback-checksum';
import type { SandboxContext } from './sandbox-context';

export interface CallbackOptions {
  /** Used for orders registered without their own callback URL. */
  defaultUrl: string | undefined;
  secret: string;
  /** Delivers one GET; the plugin sends URLs of this same site through `app.inject`. */
  get: (url: string) => Promise<number>;
  log: FastifyBaseLogger;
}

/**
 * RBS-style callbacks: GET callbackUrl?mdOrder&orderNumber&operation&status&checksum. Sent in
 * the background with one attempt; a merchant must still poll the status (the cabinet's
 * reconciler does), as it must with a real bank whose callbacks can be lost.
 */
export function callbackNotifier(options: CallbackOptions): SandboxContext['notify'] {
  return (order, operation, success) => {
    const target = order.callbackUrl ?? options.defaultUrl;
    if (!target) return;
    const params: Record<string, string> = {
      mdOrder: order.id,
      orderNumber: order.orderNumber,
      operation,
      status: success ? '1' : '0',
    };
    const url = new URL(target);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    // Signed over every parameter the receiver will see, including any the URL already had.
    url.searchParams.set('checksum', callbackChecksum(url.searchParams, options.secret));
    options
      .get(url.toString())
      .then((status) => {
        if (status >= 300) options.log.warn({ status, operation }, 'sandbox callback refused');
      })
      .catch((err: unknown) => options.log.warn({ err, operation }, 'sandbox callback failed'));
  };
}
