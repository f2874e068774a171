import { fleetRoutes } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi, isMissing, loadRecord } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/user/fills/{id}: a refuel's vehicle fill. Null when the refuel was for no vehicle
 * (or one since removed): nothing to show, and nothing to say about it.
 */
export function useFill(refuelId: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...queryKeys.fills, 'one', refuelId, language],
    queryFn: async ({ signal }) => {
      try {
        return await loadRecord(
          callApi(fleetRoutes.getFill, { params: { id: refuelId } }, { language, signal }),
        );
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
  });
}
