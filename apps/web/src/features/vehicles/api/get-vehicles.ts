import { vehiclesRoutes } from '@fuel/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { PAGE_SIZE } from '../form';

/** GET /api/user/vehicles: one page, fuel names in the interface language. */
export function useVehicles(page: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...queryKeys.vehicles, language, page],
    queryFn: ({ signal }) =>
      callApi(
        vehiclesRoutes.list,
        { query: { offset: page, limit: PAGE_SIZE } },
        { language, signal },
      ),
    placeholderData: keepPreviousData,
  });
}
