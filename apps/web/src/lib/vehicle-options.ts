import { type Vehicle, vehiclesRoutes } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';
import { useLanguage } from './i18n';
import { queryKeys } from './query-keys';

/**
 * GET /api/user/vehicles (one page of the maximum size): the user's vehicles to choose from (a
 * card's vehicle, a refuel code's), kept with the vehicles so that adding, editing or removing
 * one refreshes them.
 */
export function useVehicleOptions(enabled = true) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...queryKeys.vehicles, 'choices', language],
    queryFn: ({ signal }) =>
      callApi(vehiclesRoutes.list, { query: { offset: 1, limit: 100 } }, { language, signal }),
    enabled,
  });
}

/** How a vehicle is named wherever one is chosen or shown: its plate, then its model. */
export function vehicleLabel(vehicle: Pick<Vehicle, 'license_plate' | 'model'>): string {
  return `${vehicle.license_plate} · ${vehicle.model}`;
}
