import { type VehicleBody, vehiclesRoutes } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateUserData, queryKeys } from '../../../lib/query-keys';

/** PUT /api/user/vehicles/{id}: every field is sent again. */
export function useUpdateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: VehicleBody }) =>
      callApi(vehiclesRoutes.update, { params: { id }, body }),
    onSuccess: () => invalidateUserData(queryClient, queryKeys.vehicles),
  });
}
