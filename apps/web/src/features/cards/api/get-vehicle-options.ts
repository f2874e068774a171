import { vehiclesRoutes } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/user/vehicles (one page of the maximum size): the choices of a card's vehicle, kept
 * with the vehicles so that adding, editing or removing one refreshes them.
 */
export function useVehicleOptions() {
  const language = useLanguage();
  return useQuery({
    queryKey: [...queryKeys.vehicles, 'choices', language],
    queryFn: ({ signal }) =>
      callApi(vehiclesRoutes.list, { query: { offset: 1, limit: 100 } }, { language, signal }),
  });
}
