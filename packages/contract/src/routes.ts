import { authRoutes, registrationRoutes } from './auth';
import { balanceRulesRoutes } from './balance-rules';
import { cardCodesRoutes } from './card-codes';
import { cardExtrasRoutes } from './card-extras';
import { cardGroupsRoutes } from './card-groups';
import { cardsRoutes } from './cards.routes';
import { dashboardRoutes } from './dashboard';
import { eventsRoutes } from './events.routes';
import { fleetRoutes } from './fleet';
import { friendsRoutes } from './friends.routes';
import { ledgerRoutes } from './ledger';
import { mapRoutes } from './map';
import { notificationsRoutes } from './notifications.routes';
import { paymentCallbackRoutes } from './payment-callback';
import { paymentsRoutes } from './payments.routes';
import { productsRoutes } from './products';
import { profileRoutes } from './profile.routes';
import { pumpTerminalRoutes } from './pump-terminal.routes';
import { receiptsRoutes } from './receipts';
import { refuelsRoutes } from './refuels.routes';
import type { RouteDef } from './route';
import { statementsRoutes } from './statements';
import { stationsRoutes } from './stations';
import { teamRoutes } from './team';
import { transactionsRoutes } from './transactions.routes';
import { uploadsRoutes } from './uploads.routes';
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
  pumpTerminal: pumpTerminalRoutes,
  receipts: receiptsRoutes,
  refuels: refuelsRoutes,
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
