import { type VehicleBody, vehicleSchema } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { VEHICLES_KEY } from './get-vehicles';

/** PUT /api/user/vehicles/{id}: every field is sent again. */
export function useUpdateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: VehicleBody }) =>
      apiRequest(`/user/vehicles/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body,
        schema: vehicleSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VEHICLES_KEY }),
  });
}
