import { teamRoutes } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { teamKeys } from './keys';

/** DELETE /api/user/team/members/{id}: the person no longer acts for the company. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(teamRoutes.removeMember, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.members }),
  });
}
