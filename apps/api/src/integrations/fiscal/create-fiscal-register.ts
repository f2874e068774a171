import type { Config } from '../../config/env';
import type { Transport } from '../payment-gateway/transport';
import { ehdmClient } from './ehdm-client';
import type { FiscalRegister } from './fiscal-register';
import { clientCertificateTransport } from './https-transport';
import {
  SANDBOX_CASHIER_ID,
  SANDBOX_FISCAL_CALLS,
  SANDBOX_FISCAL_PREFIX,
  SANDBOX_REGISTER_ID,
} from './sandbox';

/**
 * The e-HDM service when FISCAL_REGISTER_URL is configured, otherwise the same client talking
 * to the built-in sandbox, reached in-process: one code path for both.
 */
export function createFiscalRegister(config: Config, sandboxTransport: Transport): FiscalRegister {
  const real = config.fiscal.register;
  if (real) {
    return ehdmClient({
      kind: 'ehdm',
      baseUrl: real.url,
      registerId: real.registerId,
      cashierId: real.cashierId,
      transport: clientCertificateTransport(real),
    });
  }
  return ehdmClient({
    kind: 'sandbox',
    baseUrl: `${config.publicUrl}${SANDBOX_FISCAL_PREFIX}${SANDBOX_FISCAL_CALLS}`,
    registerId: SANDBOX_REGISTER_ID,
    cashierId: SANDBOX_CASHIER_ID,
    transport: sandboxTransport,
  });
}
