import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createPaymentGateway,
  injectTransport,
  type PaymentGateway,
  paymentCallbackSecret,
  registerSandboxGateway,
  SANDBOX_CREDENTIALS,
  SANDBOX_PREFIX,
} from '../integrations/payment-gateway';

declare module 'fastify' {
  interface FastifyInstance {
    paymentGateway: PaymentGateway;
  }
}

export interface PaymentGatewayOptions {
  /** Where the sandbox sends callbacks for orders registered without their own URL. */
  sandboxCallbackUrl?: string;
}

/**
 * `app.paymentGateway`: the bank's RBS gateway when PAYMENT_GATEWAY_URL is set, otherwise the
 * built-in sandbox gateway, served by this process and reached in-process (nothing has to
 * listen, so tests work through `inject` and a PUBLIC_URL this machine cannot reach is fine).
 */
export const paymentGateway = fp(async (app: FastifyInstance, options: PaymentGatewayOptions) => {
  const { config } = app;
  const sandbox = config.payment.sandboxGateway;
  const gateway = createPaymentGateway(
    config,
    `${config.publicUrl}${SANDBOX_PREFIX}/payment/rest/`,
    {
      sandboxTransport: injectTransport(app),
    },
  );
  app.decorate('paymentGateway', gateway);
  if (sandbox) {
    await registerSandboxGateway(app, {
      callbackUrl: options.sandboxCallbackUrl,
      callbackSecret: paymentCallbackSecret(config) ?? '',
    });
  }
  app.log.info(
    { gateway: gateway.kind, ...(sandbox ? { sandboxUser: SANDBOX_CREDENTIALS.username } : {}) },
    'card payments',
  );
});
