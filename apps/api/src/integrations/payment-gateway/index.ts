/** Card payments through the bank's RBS/BPC gateway, or the built-in sandbox that speaks it. */
export { callbackChecksum, verifyCallbackChecksum } from './callback-checksum';
export { createPaymentGateway, paymentCallbackSecret } from './create-payment-gateway';
export { GatewayError, GatewayUnavailableError } from './errors';
export {
  ACTION_CODE,
  CURRENCY_AMD,
  type GatewayBinding,
  type GatewayLanguage,
  type GatewayOrderStatus,
  gatewayLanguage,
  ORDER_STATUS,
  type PaymentGateway,
  type RegisterOrderInput,
} from './gateway';
export { rbsClient } from './rbs-client';
export { registerSandboxGateway, SANDBOX_CREDENTIALS, SANDBOX_PREFIX, TEST_CARDS } from './sandbox';
export { injectTransport, type Transport } from './transport';
