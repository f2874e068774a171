import { type FillEditBody, fleetRoutes } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateUserData, queryKeys } from '../../../lib/query-keys';

/**
 * PATCH /api/user/fills/{id}: what was said of a fill, corrected. The vehicle's consumption and
 * flags are worked out again, so every fill list and report is reloaded, and the vehicle (its
 * last reading).
 */
export function useEditFill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: FillEditBody }) =>
      callApi(fleetRoutes.editFill, { params: { id }, body }),
    onSuccess: () => invalidateUserData(queryClient, queryKeys.fills, queryKeys.vehicles),
  });
}
