import { type VehicleBody, vehiclesRoutes } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateUserData, queryKeys } from '../../../lib/query-keys';

/** POST /api/user/vehicles; the reply has the plate as it was saved. */
export function useCreateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VehicleBody) => callApi(vehiclesRoutes.create, { body }),
    onSuccess: () => invalidateUserData(queryClient, queryKeys.vehicles),
  });
}
