import { dashboardRoutes } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The Main screen's summary: a few of everything in one call. Any change to what it summarises
 * (here, on another screen or live) marks it stale through lib/query-keys.
 */
export function useDashboard() {
  const language = useLanguage();
  return useQuery({
    queryKey: [...queryKeys.dashboard, language],
    queryFn: ({ signal }) => callApi(dashboardRoutes.get, undefined, { language, signal }),
  });
}
