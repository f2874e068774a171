import { type PaymentRegisterBody, paymentsRoutes } from '@fuel/contract';
import { callApi } from '../../../lib/api-client';

/**
 * Our order at today's price, registered with the bank. The key makes a repeated click or a
 * retried request return the same order (DESIGN §3).
 */
export function registerPayment(body: PaymentRegisterBody, idempotencyKey: string) {
  return callApi(
    paymentsRoutes.register,
    { body },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}
