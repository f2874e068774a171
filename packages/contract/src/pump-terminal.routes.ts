import {
  stationCompleteBodySchema,
  stationCompleteReplySchema,
  stationRefuelLookupReplySchema,
  stationRefuelParamsSchema,
} from './refuels';
import { defineRoutes } from './route';
import {
  stationCardAuthorizeBodySchema,
  stationCardAuthorizeParamsSchema,
  stationCardAuthorizeReplySchema,
  stationCardRefuelParamsSchema,
} from './station-cards';

/** What pump terminals call, each with its station's key: refuel codes and company cards. */
export const pumpTerminalRoutes = defineRoutes({
  lookupCode: {
    method: 'GET',
    path: '/station/v1/stations/:stationId/refuels/:code',
    params: stationRefuelParamsSchema,
    reply: stationRefuelLookupReplySchema,
  },
  completeCode: {
    method: 'POST',
    path: '/station/v1/stations/:stationId/refuels/:code/complete',
    params: stationRefuelParamsSchema,
    body: stationCompleteBodySchema,
    reply: stationCompleteReplySchema,
  },
  /** Nothing was dispensed: the hold goes back at once (answers as a completion of 0). */
  cancelCode: {
    method: 'POST',
    path: '/station/v1/stations/:stationId/refuels/:code/cancel',
    params: stationRefuelParamsSchema,
    reply: stationCompleteReplySchema,
  },
  authorizeCard: {
    method: 'POST',
    path: '/station/v1/stations/:stationId/card-refuels',
    params: stationCardAuthorizeParamsSchema,
    body: stationCardAuthorizeBodySchema,
    reply: stationCardAuthorizeReplySchema,
  },
  completeCard: {
    method: 'POST',
    path: '/station/v1/stations/:stationId/card-refuels/:refuelId/complete',
    params: stationCardRefuelParamsSchema,
    body: stationCompleteBodySchema,
    reply: stationCompleteReplySchema,
  },
  /** Nothing was dispensed: the company's fuel and the card's limits are free again at once. */
  cancelCard: {
    method: 'POST',
    path: '/station/v1/stations/:stationId/card-refuels/:refuelId/cancel',
    params: stationCardRefuelParamsSchema,
    reply: stationCompleteReplySchema,
  },
});
