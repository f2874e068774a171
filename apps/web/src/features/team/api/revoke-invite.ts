import { teamRoutes } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { teamKeys } from './keys';

/** DELETE /api/user/team/invites/{id}: the link stops working. */
export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(teamRoutes.revokeInvite, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.invites }),
  });
}
