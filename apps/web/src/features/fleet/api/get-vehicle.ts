import { vehiclesRoutes } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi, loadRecord } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/user/vehicles/{id}: the vehicle whose page it is (404 if not the account's). */
export function useVehicle(id: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...queryKeys.vehicles, 'one', language, id],
    queryFn: ({ signal }) =>
      loadRecord(callApi(vehiclesRoutes.get, { params: { id } }, { language, signal })),
  });
}
