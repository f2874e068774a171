import { teamRoutes } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { teamKeys } from './keys';

/** GET /api/user/accounts: the person's own account, then each company they act for, with the role. */
export function useAccounts() {
  return useQuery({
    queryKey: teamKeys.accounts,
    queryFn: ({ signal }) => callApi(teamRoutes.accounts, {}, { signal }),
    // Asked anew each time the list opens: an invitation accepted elsewhere shows at once.
    staleTime: 0,
  });
}
