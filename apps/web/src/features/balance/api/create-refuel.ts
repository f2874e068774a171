import { type RouteBody, refuelsRoutes } from '@fuel/contract';
import { callApi } from '../../../lib/api-client';

/** Holds the volume and returns a one-time code (422 when short). */
export function createRefuel(body: RouteBody<typeof refuelsRoutes.create>, idempotencyKey: string) {
  return callApi(
    refuelsRoutes.create,
    { body },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}
