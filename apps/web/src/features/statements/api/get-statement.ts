import { statementsRoutes } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** A month whose statement there is not (not begun, or before the account): said on the page. */
export const isUnavailableMonth = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.codes.includes('STATEMENT_MONTH_UNAVAILABLE');

/**
 * One month's statement. Kept under the history's key: whatever moves fuel makes it stale too.
 */
export function useStatement(month: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...queryKeys.transactions, 'statement', language, month],
    queryFn: async ({ signal }) => {
      try {
        return await callApi(statementsRoutes.get, { params: { month } }, { language, signal });
      } catch (error) {
        if (isUnavailableMonth(error)) error.shownInline();
        throw error;
      }
    },
    retry: (count, error) => !isUnavailableMonth(error) && count < 2,
  });
}
