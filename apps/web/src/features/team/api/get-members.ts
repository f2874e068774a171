import { teamRoutes } from '@fuel/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { teamKeys } from './keys';

export const MEMBERS_PAGE_SIZE = 20;

/** GET /api/user/team/members: one page, owners first, then by when they joined. */
export function useMembers(page: number) {
  return useQuery({
    queryKey: [...teamKeys.members, page],
    queryFn: ({ signal }) =>
      callApi(
        teamRoutes.members,
        { query: { offset: page, limit: MEMBERS_PAGE_SIZE } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
