/** Card payments through the bank's RBS/BPC gateway, or the built-in sandbox that speaks it. */
export { callbackChecksum, verifyCallbackChecksum } from './callback-checksum';
export { createPaymentGateway, paymentCallbackSecret } from './create-payment-gateway';
export { GatewayError, GatewayUnavailableError } from './errors';
export { gatewayLanguage, ORDER_STATUS, type PaymentGateway } from './gateway';
export { registerSandboxGateway, SANDBOX_CREDENTIALS, SANDBOX_PREFIX } from './sandbox';
export { injectTransport } from './transport';
