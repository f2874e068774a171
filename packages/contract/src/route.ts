import type * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API endpoint: the API registers it with these schemas and the web client calls it
 * through them, so its path is written once. `path` uses `:name` for parameters and is relative
 * to `/api`. `reply` is the 200 body; an endpoint without one streams or sends a file.
 */
export interface RouteDef {
  method: HttpMethod;
  path: string;
  params?: z.core.SomeType;
  query?: z.core.SomeType;
  body?: z.core.SomeType;
  reply?: z.core.SomeType;
  /** The status `reply` is sent with when it is not 200: 201 for a route that creates something. */
  status?: 201;
  /** A multipart upload: the name of its file field (the body is a FormData, not JSON). */
  fileField?: string;
}

/** Keeps each route's exact schemas in its type. */
export function defineRoutes<const T extends Record<string, RouteDef>>(routes: T): T {
  return routes;
}

export type RouteParams<R> = R extends { params: infer S extends z.core.SomeType }
  ? z.output<S>
  : undefined;
/** Query fields as the server reads them; each may be left out (the server has defaults). */
export type RouteQuery<R> = R extends { query: infer S extends z.core.SomeType }
  ? Partial<z.output<S>>
  : undefined;
export type RouteBody<R> = R extends { body: infer S extends z.core.SomeType }
  ? z.input<S>
  : undefined;
export type RouteReply<R> = R extends { reply: infer S extends z.core.SomeType }
  ? z.output<S>
  : unknown;

/** What a call of `R` sends: its parameters and body when it has them, its query optionally. */
export type RouteInput<R> = (R extends { params: z.core.SomeType }
  ? { params: RouteParams<R> }
  : { params?: undefined }) &
  (R extends { body: z.core.SomeType }
    ? { body: RouteBody<R> }
    : R extends { fileField: string }
      ? { body: FormData }
      : { body?: undefined }) &
  (R extends { query: z.core.SomeType } ? { query?: RouteQuery<R> } : { query?: undefined });

/** Where the API is mounted; every route's path is relative to it. */
export const API_PREFIX = '/api';

/** Whether a request's address (a path, with or without its query) is the API's. */
export function isApiUrl(url: string): boolean {
  if (!url.startsWith(API_PREFIX)) return false;
  const next = url[API_PREFIX.length];
  return next === undefined || next === '/' || next === '?';
}

/** The route's address as a browser reaches it: the API prefix and the filled-in path. */
export function apiUrlOf(route: Pick<RouteDef, 'path'>, params?: object): string {
  return `${API_PREFIX}${pathOf(route, params)}`;
}

/** The route's path with its `:name` parameters filled in (URL-encoded). */
export function pathOf(route: Pick<RouteDef, 'path'>, params?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return route.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`${route.path}: no ${name}`);
    return encodeURIComponent(String(value));
  });
}
