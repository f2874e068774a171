import { pathOf, type RouteDef, type RouteInput, type RouteReply } from '@fuel/contract';
import { apiRequest, type RequestOptions } from './client';
import type { Query } from './http';

export type CallOptions = Omit<RequestOptions<unknown>, 'method' | 'query' | 'body' | 'schema'>;

/**
 * Calls one route of the contract's table: its method and path, the parameters filled in, and
 * the reply checked against the route's reply schema before anyone reads it.
 */
export function callApi<R extends RouteDef>(
  route: R,
  ...[input, options]: Record<never, never> extends RouteInput<R>
    ? [input?: RouteInput<R>, options?: CallOptions]
    : [input: RouteInput<R>, options?: CallOptions]
): Promise<RouteReply<R>> {
  const { params, query, body } = (input ?? {}) as {
    params?: object;
    query?: Query;
    body?: unknown;
  };
  return apiRequest<RouteReply<R>>(pathOf(route, params), {
    ...options,
    method: route.method,
    query,
    body,
    schema: route.reply as RequestOptions<RouteReply<R>>['schema'],
  });
}

/**
 * Downloads what a file route sends (it has no JSON reply), with the same token, language and
 * refresh as every call; the reply is checked to be a file before it is handed on.
 */
export async function downloadApi<R extends RouteDef>(
  route: R,
  input: RouteInput<R>,
  options?: CallOptions,
): Promise<Blob> {
  const { params, query } = input as { params?: object; query?: Query };
  const file = await apiRequest<unknown>(pathOf(route, params), {
    ...options,
    method: route.method,
    query,
    as: 'blob',
  });
  if (!(file instanceof Blob)) throw new TypeError(`${route.path}: the reply is not a file`);
  return file;
}
