import { refuelSchema } from '@fuel/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/user/refuels/{id}/cancel: the code stops working and the hold returns. */
export function cancelRefuel(id: string) {
  return apiRequest(`/user/refuels/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    body: {},
    schema: refuelSchema,
  });
}
