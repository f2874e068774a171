import { type FillExceptionKind, fleetRoutes } from '@fuel/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import type { Period } from '../period';

export const EXCEPTIONS_PAGE_SIZE = 20;

export interface ExceptionFilters extends Period {
  kind: FillExceptionKind | '';
  vehicle: string;
  page: number;
}

/** GET /api/user/fill-exceptions: the fills that look wrong, newest first. */
export function useFillExceptions(filters: ExceptionFilters) {
  const language = useLanguage();
  const { from, to, kind, vehicle, page } = filters;
  return useQuery({
    queryKey: [...queryKeys.fills, 'exceptions', language, filters],
    queryFn: ({ signal }) =>
      callApi(
        fleetRoutes.exceptions,
        {
          query: {
            from,
            to,
            ...(kind ? { kind } : {}),
            ...(vehicle ? { vehicle_id: vehicle } : {}),
            offset: page,
            limit: EXCEPTIONS_PAGE_SIZE,
          },
        },
        { language, signal },
      ),
    placeholderData: keepPreviousData,
  });
}
