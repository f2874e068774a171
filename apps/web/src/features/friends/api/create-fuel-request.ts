import { type FuelRequestBody, friendsRoutes } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateUserData, queryKeys } from '../../../lib/query-keys';

/** Ask a friend or partner for fuel; open for 7 days. */
export function useCreateFuelRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FuelRequestBody) => callApi(friendsRoutes.askForFuel, { body }),
    onSuccess: () => invalidateUserData(queryClient, queryKeys.friends),
  });
}
