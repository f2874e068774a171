import { type ConsumptionGroup, fleetRoutes } from '@fuel/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, loadRecord } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import type { Period } from '../period';

interface ConsumptionAsk {
  period: Period;
  /** One vehicle's (its page); every vehicle's when left out. */
  vehicleId?: string;
  by?: ConsumptionGroup;
}

/**
 * GET /api/user/consumption: per vehicle and fuel, and per month by vehicle, card or driver.
 * Kept under the fills, so a new or corrected fill reloads it.
 */
export function useConsumption({ period, vehicleId, by }: ConsumptionAsk) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...queryKeys.fills, 'consumption', language, period, vehicleId ?? '', by ?? ''],
    queryFn: ({ signal }) => {
      const load = callApi(
        fleetRoutes.consumption,
        { query: { ...period, ...(vehicleId ? { vehicle_id: vehicleId } : {}), by } },
        { language, signal },
      );
      // A vehicle's page that does not exist says so once, not as a toast too.
      return vehicleId ? loadRecord(load) : load;
    },
    placeholderData: keepPreviousData,
  });
}
