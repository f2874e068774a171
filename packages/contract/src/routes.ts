import { authRoutes, registrationRoutes } from './auth';
import { balanceRulesRoutes } from './balance-rules';
import { cardCodesRoutes } from './card-codes';
import { cardExtrasRoutes } from './card-extras';
import { cardGroupsRoutes } from './card-groups';
import { cardsRoutes } from './card-routes';
import { dashboardRoutes } from './dashboard';
import { eventsRoutes } from './event-routes';
import { fleetRoutes } from './fleet';
import { friendsRoutes } from './friend-routes';
import { ledgerRoutes } from './ledger';
import { mapRoutes } from './map';
import { notificationsRoutes } from './notification-routes';
import { paymentCallbackRoutes } from './payment-callback';
import { paymentsRoutes } from './payment-routes';
import { productsRoutes } from './products';
import { profileRoutes } from './profile-routes';
import { receiptsRoutes } from './receipts';
import { refuelsRoutes } from './refuel-routes';
import type { RouteDef } from './route';
import { statementsRoutes } from './statements';
import { stationApiRoutes } from './station-routes';
import { stationsRoutes } from './stations';
import { teamRoutes } from './team';
import { transactionsRoutes } from './transaction-routes';
import { uploadsRoutes } from './upload-routes';
import { usersRoutes } from './users';
import { vehiclesRoutes } from './vehicles';

/**
 * Every endpoint of the API by module. The web imports a module's table directly (so a page
 * bundles only the schemas it calls); this whole table is for the checks that the API registers
 * each route and that no path is written anywhere else.
 */
export const API_ROUTES = {
  auth: authRoutes,
  balanceRules: balanceRulesRoutes,
  cards: cardsRoutes,
  cardCodes: cardCodesRoutes,
  cardExtras: cardExtrasRoutes,
  cardGroups: cardGroupsRoutes,
  dashboard: dashboardRoutes,
  events: eventsRoutes,
  fleet: fleetRoutes,
  friends: friendsRoutes,
  ledger: ledgerRoutes,
  map: mapRoutes,
  notifications: notificationsRoutes,
  payments: { ...paymentsRoutes, ...paymentCallbackRoutes },
  registration: registrationRoutes,
  products: productsRoutes,
  profile: profileRoutes,
  receipts: receiptsRoutes,
  refuels: refuelsRoutes,
  stationApi: stationApiRoutes,
  statements: statementsRoutes,
  stations: stationsRoutes,
  team: teamRoutes,
  transactions: transactionsRoutes,
  uploads: uploadsRoutes,
  users: usersRoutes,
  vehicles: vehiclesRoutes,
} satisfies Record<string, Record<string, RouteDef>>;

export function allRoutes(): RouteDef[] {
  return Object.values(API_ROUTES).flatMap((table) => Object.values(table) as RouteDef[]);
}
