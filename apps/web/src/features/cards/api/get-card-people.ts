import { cardGroupsRoutes, teamRoutes } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** The company's team members a card can be given to (the first hundred). */
export function useTeamMembers(enabled: boolean) {
  const language = useLanguage();
  const query = { offset: 1, limit: 100 };
  return useQuery({
    queryKey: [...queryKeys.cards, 'members', language],
    queryFn: ({ signal }) => callApi(teamRoutes.members, { query }, { language, signal }),
    enabled,
  });
}

/** The company's card groups (a fleet manager kept to some gets only those). */
export function useCardGroups(enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...queryKeys.cards, 'groups', language],
    queryFn: ({ signal }) => callApi(cardGroupsRoutes.list, {}, { language, signal }),
    enabled,
  });
}
