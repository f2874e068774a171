import { fleetRoutes } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const SETTINGS_KEY = [...queryKeys.fills, 'settings'] as const;

/** GET /api/user/fleet-settings: when a fill is flagged as too quick or too thirsty. */
export function useFleetSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => callApi(fleetRoutes.settings, undefined, { signal }),
  });
}
