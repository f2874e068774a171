import { cardGroupsRoutes } from '@fuel/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateUserData, queryKeys } from '../../../lib/query-keys';

const groupsKey = [...queryKeys.cards, 'groups'] as const;

/** The company's card groups with their card counts (the cards screen reads the same). */
export function useTeamCardGroups() {
  return useQuery({
    queryKey: [...groupsKey, 'team'],
    queryFn: ({ signal }) => callApi(cardGroupsRoutes.list, {}, { signal }),
  });
}

function useGroupMutation<Input, Reply>(call: (input: Input) => Promise<Reply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => invalidateUserData(queryClient, queryKeys.cards),
  });
}

export const useCreateCardGroup = () =>
  useGroupMutation((name: string) => callApi(cardGroupsRoutes.create, { body: { name } }));

export const useRemoveCardGroup = () =>
  useGroupMutation((id: string) => callApi(cardGroupsRoutes.remove, { params: { id } }));
