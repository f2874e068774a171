import { type TeamRole, teamRoutes } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { teamKeys } from './keys';

/** PATCH /api/user/team/members/{id}: another role for a member (at their next request). */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: TeamRole }) =>
      callApi(teamRoutes.changeRole, { params: { id }, body: { role } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.members }),
  });
}
