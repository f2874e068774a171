import { type TeamRole, teamRoutes } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { teamKeys } from './keys';

/** PATCH /api/user/team/members/{id}: another role for a member (at their next request). */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      role,
      cardGroupIds,
    }: {
      id: string;
      role: TeamRole;
      /** For a fleet manager: the card groups they are kept to; null: every card. */
      cardGroupIds?: string[] | null;
    }) =>
      callApi(teamRoutes.changeRole, {
        params: { id },
        body: { role, ...(cardGroupIds !== undefined ? { card_group_ids: cardGroupIds } : {}) },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.members }),
  });
}
