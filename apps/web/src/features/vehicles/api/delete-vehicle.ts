import { vehiclesRoutes } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateUserData, queryKeys } from '../../../lib/query-keys';

/** DELETE /api/user/vehicles/{id}. */
export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(vehiclesRoutes.remove, { params: { id } }),
    onSuccess: () => invalidateUserData(queryClient, queryKeys.vehicles),
  });
}
