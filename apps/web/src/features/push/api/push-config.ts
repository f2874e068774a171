import { usersRoutes } from '@fuel/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The VAPID key to subscribe with; null when the server has push turned off. */
export const pushConfigQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.push, 'config'],
    queryFn: () => callApi(usersRoutes.pushConfig),
    staleTime: Number.POSITIVE_INFINITY,
    // A cabinet without push works the same; no toast-worthy retry storm for it.
    retry: false,
  });
