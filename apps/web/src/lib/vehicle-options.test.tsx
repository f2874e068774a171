import type { Vehicle } from '@fuel/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render';
import { signInForTest } from '../test/session';
import { invalidateUserData, queryKeys } from './query-keys';
import { endSession } from './session';
import { useVehicleOptions } from './vehicle-options';

afterEach(() => {
  vi.unstubAllGlobals();
  endSession('logout');
});

it('reloads the vehicle choices after a vehicle is added, changed or removed', async () => {
  signInForTest({ user_type: 'company', user_full_name: 'Fleet LLC', user_id: 42 });
  const page = (plates: string[]) => ({
    count: plates.length,
    data: plates.map(
      (plate, i): Vehicle => ({
        id: `00000000-0000-4000-8000-00000000000${i}`,
        license_plate: plate,
        model: 'Niva',
        primary_fuel_type: '00000000-0000-4000-8000-00000000000a',
        primary_fuel_name: 'Diesel',
        second_fuel_type: null,
        second_fuel_name: null,
        primary_tank_capacity: null,
        second_tank_capacity: null,
        odometer_km: null,
        created_at: '2026-11-25T10:00:00.000Z',
      }),
    ),
  });
  const fetchMock = vi
    .fn<typeof fetch>()
    .mockResolvedValueOnce(jsonResponse(page(['01AA001'])))
    .mockResolvedValueOnce(jsonResponse(page(['01AA001', '02BB002'])));
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useVehicleOptions(), { wrapper });
  await waitFor(() => expect(result.current.data?.count).toBe(1));

  // What the vehicle screen's mutations do on success.
  await invalidateUserData(client, queryKeys.vehicles);
  await waitFor(() => expect(result.current.data?.count).toBe(2));
  expect(fetchMock).toHaveBeenCalledTimes(2);
});
