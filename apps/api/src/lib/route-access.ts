import {
  API_PREFIX,
  API_ROUTES,
  ROUTE_ACCESS,
  type RouteAccess,
  type RouteDef,
} from '@fuel/contract';

export interface RouteAccessEntry {
  /** The route's name in the contract's route table, e.g. `cards.block`. */
  action: string;
  access: RouteAccess;
}

/**
 * The contract's route table and its access table, keyed the way Fastify names a matched route
 * (`request.routeOptions.url`, where `:id` stays a parameter).
 */
const byRoute = new Map<string, RouteAccessEntry>();
for (const [module, table] of Object.entries(API_ROUTES)) {
  const access = ROUTE_ACCESS[module as keyof typeof ROUTE_ACCESS] as Record<string, RouteAccess>;
  for (const [name, route] of Object.entries(table as Record<string, RouteDef>)) {
    const url = `${API_PREFIX}${route.path}`;
    const needs = access[name];
    if (!needs) throw new Error(`${module}.${name} has no entry in ROUTE_ACCESS`);
    byRoute.set(`${route.method} ${url}`, { action: `${module}.${name}`, access: needs });
  }
}

/** What the matched route needs from a company member; undefined for routes outside the table. */
export function routeAccessOf(
  method: string,
  url: string | undefined,
): RouteAccessEntry | undefined {
  return url === undefined ? undefined : byRoute.get(`${method} ${url}`);
}
