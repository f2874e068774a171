import { messageReplySchema } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { VEHICLES_KEY } from './get-vehicles';

/** DELETE /api/user/vehicles/{id}. */
export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/user/vehicles/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: messageReplySchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VEHICLES_KEY }),
  });
}
