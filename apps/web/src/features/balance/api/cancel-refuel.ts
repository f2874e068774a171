import { refuelsRoutes } from '@fuel/contract';
import { callApi } from '../../../lib/api-client';

/** Cancelling a code: it stops working and the hold returns. */
export function cancelRefuel(id: string) {
  return callApi(refuelsRoutes.cancel, { params: { id } });
}
