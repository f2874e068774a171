import { teamRoutes } from '@fuel/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { switchAccount } from '../../../lib/session/account';

/**
 * POST /api/user/act-as: the session acts for another of the person's accounts. The new access
 * token, type and details are stored as sign-in stores them; the app then drops what it had
 * read and opens the new role's first page.
 */
export function useActAs() {
  return useMutation({
    mutationFn: (accountId: number) =>
      callApi(teamRoutes.actAs, { body: { account_id: accountId } }),
    onSuccess: (reply) => switchAccount(reply),
  });
}
