import { type TeamInviteBody, teamRoutes } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { teamKeys } from './keys';

/** POST /api/user/team/invites: a single-use link by e-mail (and SMS with a phone). */
export function useSendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeamInviteBody) => callApi(teamRoutes.invite, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.invites }),
  });
}
