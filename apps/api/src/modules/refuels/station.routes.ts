import { createHash } from 'node:crypto';
import {
  stationCardAuthorizeBodySchema,
  stationCardAuthorizeParamsSchema,
  stationCardAuthorizeReplySchema,
  stationCardRefuelParamsSchema,
  stationCompleteBodySchema,
  stationCompleteReplySchema,
  stationRefuelLookupReplySchema,
  stationRefuelParamsSchema,
} from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { errorReplies } from '../../lib/error-replies';
import { authorizeCardRefuel, completeCardRefuel } from '../cards';
import { authenticateStation, completeAtPump, lookupAtPump } from './station.service';

const tags = ['station'];
/** Calls a minute from one address, whatever keys they carry (a station's pumps share one). */
export const STATION_CALLS_PER_ADDRESS = 120;
const errors = errorReplies(400, 401, 404, 409, 422, 429);

/**
 * The API pump terminals call, with a per-station key (`Authorization: Bearer fcst_…`). A key
 * works only for its own station; codes are guessed at most 60 times a minute per key, and one
 * address makes at most STATION_CALLS_PER_ADDRESS calls a minute.
 */
export const stationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.database.db, events: app.events };
  // AUTH_RATE_LIMIT_SCALE raises these too (load tests from one machine), as for sign-in.
  const scale = app.config.authRateLimitScale;
  const perKey = {
    rateLimit: {
      max: 60 * scale,
      timeWindow: '1 minute',
      keyGenerator: (request: { headers: Record<string, unknown>; ip: string }) =>
        `station:${createHash('sha256')
          .update(String(request.headers.authorization ?? request.ip))
          .digest('hex')}`,
    },
  };

  // Per address too: one machine trying many made-up keys gets a key limit of its own each time.
  const perAddress = app.createRateLimit({
    max: STATION_CALLS_PER_ADDRESS * scale,
    timeWindow: '1 minute',
    keyGenerator: (request) => `station-address:${request.ip}`,
  });
  app.addHook('onRequest', async (request, reply) => {
    const result = await perAddress(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new AppError('RATE_LIMITED');
  });

  app.get(
    '/station/v1/stations/:stationId/refuels/:code',
    {
      config: perKey,
      schema: {
        tags,
        summary: 'What a code allows: product and maximum volume',
        params: stationRefuelParamsSchema,
        response: { 200: stationRefuelLookupReplySchema, ...errors },
      },
    },
    async (request) => {
      await authenticateStation(deps.db, request.headers.authorization, request.params.stationId);
      return lookupAtPump(deps.db, request.params.stationId, request.params.code, request.lang);
    },
  );
  app.post(
    '/station/v1/stations/:stationId/refuels/:code/complete',
    {
      config: perKey,
      schema: {
        tags,
        summary: 'Report the volume dispensed; the rest is released',
        params: stationRefuelParamsSchema,
        body: stationCompleteBodySchema,
        response: { 200: stationCompleteReplySchema, ...errors },
      },
    },
    async (request) => {
      await authenticateStation(deps.db, request.headers.authorization, request.params.stationId);
      return completeAtPump(
        deps,
        request.params.stationId,
        request.params.code,
        request.body.dispensed,
      );
    },
  );

  // Company fuel cards: authorise with card number + PIN (the volume is held), then complete.
  app.post(
    '/station/v1/stations/:stationId/card-refuels',
    {
      config: perKey,
      schema: {
        tags,
        summary: 'Authorise a refuel with a company card and its PIN: the volume is held',
        params: stationCardAuthorizeParamsSchema,
        body: stationCardAuthorizeBodySchema,
        response: { 200: stationCardAuthorizeReplySchema, ...errors },
      },
    },
    async (request) => {
      await authenticateStation(deps.db, request.headers.authorization, request.params.stationId);
      return authorizeCardRefuel(deps, request.params.stationId, request.body, request.lang);
    },
  );
  app.post(
    '/station/v1/stations/:stationId/card-refuels/:refuelId/complete',
    {
      config: perKey,
      schema: {
        tags,
        summary: 'Report the volume dispensed with a card; the rest is released',
        params: stationCardRefuelParamsSchema,
        body: stationCompleteBodySchema,
        response: { 200: stationCompleteReplySchema, ...errors },
      },
    },
    async (request) => {
      await authenticateStation(deps.db, request.headers.authorization, request.params.stationId);
      return completeCardRefuel(
        deps,
        request.params.stationId,
        request.params.refuelId,
        request.body.dispensed,
      );
    },
  );
};
