import { type FleetSettings, fleetRoutes } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateUserData, queryKeys } from '../../../lib/query-keys';
import { SETTINGS_KEY } from './fleet-settings';

/** PUT /api/user/fleet-settings: every vehicle's fills are flagged again by the new thresholds. */
export function useSaveFleetSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FleetSettings) => callApi(fleetRoutes.saveSettings, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(SETTINGS_KEY, saved);
      return invalidateUserData(queryClient, queryKeys.fills);
    },
  });
}
