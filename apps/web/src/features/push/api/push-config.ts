import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface PushConfig {
  public_key: string | null;
}

/** The VAPID key to subscribe with; null when the server has push turned off. */
export const pushConfigQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.push, 'config'],
    queryFn: () => apiRequest<PushConfig>('/push/config'),
    staleTime: Number.POSITIVE_INFINITY,
    // A cabinet without push works the same; no toast-worthy retry storm for it.
    retry: false,
  });
