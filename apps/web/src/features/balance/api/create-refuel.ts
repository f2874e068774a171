import { refuelSchema } from '@fuel/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/user/refuels: holds the volume and returns a one-time code (422 when short). */
export function createRefuel(
  body: { product_id: string; volume: number; station_id?: string | null | undefined },
  idempotencyKey: string,
) {
  return apiRequest('/user/refuels', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: refuelSchema,
  });
}
