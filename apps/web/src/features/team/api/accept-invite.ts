import { teamRoutes } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { teamKeys } from './keys';

/** POST /api/user/team-invites/{id}/{token}/accept: the signed-in person joins the company. */
export function useAcceptInvite(id: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(teamRoutes.acceptInvite, { params: { id, token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.accounts }),
  });
}
