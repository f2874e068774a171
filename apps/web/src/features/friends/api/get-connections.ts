import { type ConnectionsQuery, friendsRoutes, PAGINATION } from '@fuel/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { type ListParams, PAGE_SIZE } from '../list-params';

function getConnections(query: Partial<ConnectionsQuery>, signal: AbortSignal) {
  return callApi(friendsRoutes.connections, { query }, { signal });
}

/** One page of friends or partners, searched by name or ID. */
export function useConnections({ page, search }: ListParams) {
  const query = { offset: page, limit: PAGE_SIZE, ...(search ? { search } : {}) };
  return useQuery({
    queryKey: [...queryKeys.friends, 'connections', query],
    queryFn: ({ signal }) => getConnections(query, signal),
    // The old page stays on screen while the next one loads: no jump of the layout.
    placeholderData: keepPreviousData,
  });
}

/** The people fuel can be sent to from My balance: one page of the largest size. */
export function useAllConnections() {
  const query = { offset: PAGINATION.firstOffset, limit: PAGINATION.maxLimit };
  return useQuery({
    queryKey: [...queryKeys.friends, 'connections', query],
    queryFn: ({ signal }) => getConnections(query, signal),
  });
}
