import { authRoutes, registrationRoutes } from './auth';
import type { RouteDef } from './route';
import { usersRoutes } from './users';
import { vehiclesRoutes } from './vehicles';

/**
 * Every endpoint of the API by module. The web imports a module's table directly (so a page
 * bundles only the schemas it calls); this whole table is for the checks that the API registers
 * each route and that no path is written anywhere else.
 */
export const API_ROUTES = {
  auth: authRoutes,
  registration: registrationRoutes,
  users: usersRoutes,
  vehicles: vehiclesRoutes,
} satisfies Record<string, Record<string, RouteDef>>;

export function allRoutes(): RouteDef[] {
  return Object.values(API_ROUTES).flatMap((table) => Object.values(table) as RouteDef[]);
}
