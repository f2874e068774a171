import { paymentRegisterReplySchema } from '@fuel/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/payment/register: our order at today's price, registered with the bank. The key
 * makes a repeated click or a retried request return the same order (DESIGN §3).
 */
export function registerPayment(
  body: { product_id: string; quantity: number; save_card?: boolean },
  idempotencyKey: string,
) {
  return apiRequest('/payment/register', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: paymentRegisterReplySchema,
  });
}
