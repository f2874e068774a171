import { cardsRoutes } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateUserData, queryKeys } from '../../../lib/query-keys';

/**
 * POST /api/user/cards/{id}/block, from a fill that looks wrong: pumps refuse the card at once.
 * The cards and the fills (their card's state) are reloaded.
 */
export function useBlockCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(cardsRoutes.block, { params: { id } }),
    onSuccess: () => invalidateUserData(queryClient, queryKeys.cards, queryKeys.fills),
  });
}
