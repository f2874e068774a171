import { teamRoutes } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, callApi, isMissing } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';

/** A link that names no invitation: said on the page, not as a toast as well. */
export function isBadLink(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.has('LINK_INVALID') || isMissing(error));
}

/** GET /api/team-invites/{id}/{token}: what the link invites to, read signed in or not. */
export function useInviteView(id: string, token: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['team-invite', id, token, language],
    queryFn: async ({ signal }) => {
      try {
        return await callApi(
          teamRoutes.viewInvite,
          { params: { id, token } },
          { signal, language },
        );
      } catch (error) {
        if (isBadLink(error)) error.shownInline();
        throw error;
      }
    },
    retry: false,
  });
}
