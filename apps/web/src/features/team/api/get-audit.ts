import { type RouteQuery, teamRoutes } from '@fuel/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { teamKeys } from './keys';

/** The audit log's query: filters and page, each optional. */
export type AuditApiQuery = NonNullable<RouteQuery<typeof teamRoutes.audit>>;

/** GET /api/user/audit: one page of the company's audit log, newest first, filtered. */
export function useAudit(query: AuditApiQuery) {
  return useQuery({
    queryKey: [...teamKeys.audit, query],
    queryFn: ({ signal }) => callApi(teamRoutes.audit, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}
