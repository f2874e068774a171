import { type VehicleBody, vehicleSchema } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { VEHICLES_KEY } from './get-vehicles';

/** POST /api/user/vehicles; the reply has the plate as it was saved. */
export function useCreateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VehicleBody) =>
      apiRequest('/user/vehicles', { method: 'POST', body, schema: vehicleSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VEHICLES_KEY }),
  });
}
