import { fleetRoutes } from '@fuel/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, loadRecord } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import type { Period } from '../period';

export const FILLS_PAGE_SIZE = 20;
/** The chart reads a period's fills in one go: the most a page may hold. */
const CHART_SIZE = 100;

/** GET /api/user/vehicles/{id}/fills: one page of a vehicle's fills in a period, newest first. */
export function useFills(vehicleId: string, period: Period, page: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...queryKeys.fills, 'vehicle', vehicleId, language, period, page],
    // Another account's vehicle: its page says so once (useVehicle), not a toast per list.
    queryFn: ({ signal }) =>
      loadRecord(
        callApi(
          fleetRoutes.fills,
          { params: { id: vehicleId }, query: { ...period, offset: page, limit: FILLS_PAGE_SIZE } },
          { language, signal },
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

/** The period's last fills (up to a hundred) for the chart of consumption over time. */
export function useChartFills(vehicleId: string, period: Period) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...queryKeys.fills, 'vehicle', vehicleId, language, period, 'chart'],
    queryFn: ({ signal }) =>
      loadRecord(
        callApi(
          fleetRoutes.fills,
          { params: { id: vehicleId }, query: { ...period, offset: 1, limit: CHART_SIZE } },
          { language, signal },
        ),
      ),
    placeholderData: keepPreviousData,
  });
}
