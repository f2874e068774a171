import { createHash } from 'node:crypto';
import { pumpTerminalRoutes as r } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { routeRegistrar } from '../../lib/route-registrar';
import { authorizeCardRefuel, cancelCardRefuel, completeCardRefuel } from '../cards';
import { authenticateStation, cancelAtPump, completeAtPump, lookupAtPump } from './station.service';

/** Calls a minute from one address, whatever keys they carry (a station's pumps share one). */
export const STATION_CALLS_PER_ADDRESS = 120;

/**
 * The API pump terminals call, with a per-station key (`Authorization: Bearer fcst_…`). A key
 * works only for its own station; codes are guessed at most 60 times a minute per key, and one
 * address makes at most STATION_CALLS_PER_ADDRESS calls a minute.
 */
export const pumpTerminalRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.database.db, events: app.events };
  const register = routeRegistrar(app, {
    tags: ['station'],
    errors: [400, 401, 404, 409, 422, 429],
  });
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
  // Every call here is a station's own: its key is checked once the request is found valid,
  // before the call's handler runs.
  app.addHook('preHandler', async (request) => {
    const { stationId } = request.params as { stationId: string };
    await authenticateStation(deps.db, request.headers.authorization, stationId);
  });

  register(
    r.lookupCode,
    { summary: 'What a code allows: product and maximum volume', config: perKey },
    (request) => lookupAtPump(deps.db, request.params.stationId, request.params.code, request.lang),
  );
  register(
    r.completeCode,
    {
      summary: 'Report the volume dispensed; the rest is released',
      description:
        'At most the authorised volume. `dispensed: 0` means nothing was dispensed: the whole hold is released at once, as by `…/cancel`. The same report again answers the same.',
      config: perKey,
    },
    (request) =>
      completeAtPump(deps, request.params.stationId, request.params.code, request.body.dispensed),
  );

  register(
    r.cancelCode,
    {
      summary: 'Nothing was dispensed: release the whole hold now',
      description:
        'The driver gave up at the pump: the volume goes back to the balance at once instead of staying held until the code expires, and the history shows the code as cancelled. The reply is a completion of 0; the same call again answers the same. 409 REFUEL_NOT_ACTIVE when the code was already used or cancelled.',
      config: perKey,
    },
    (request) => cancelAtPump(deps, request.params.stationId, request.params.code),
  );

  // Company fuel cards: authorise with card number + PIN (the volume is held), then complete.
  register(
    r.authorizeCard,
    {
      summary: 'Authorise a refuel with a company card and its PIN: the volume is held',
      config: perKey,
    },
    (request) => authorizeCardRefuel(deps, request.params.stationId, request.body, request.lang),
  );
  register(
    r.completeCard,
    {
      summary: 'Report the volume dispensed with a card; the rest is released',
      description:
        'At most the authorised volume. `dispensed: 0` means nothing was dispensed: the hold is released at once, as by `…/cancel`. The same report again answers the same.',
      config: perKey,
    },
    (request) =>
      completeCardRefuel(
        deps,
        request.params.stationId,
        request.params.refuelId,
        request.body.dispensed,
      ),
  );
  register(
    r.cancelCard,
    {
      summary: 'Nothing was dispensed with the card: release the hold now',
      description:
        "The company's fuel and the card's day and month limits are free again at once, instead of 15 minutes later; the card's history shows the refuel as cancelled. The reply is a completion of 0; the same call again answers the same. 409 REFUEL_NOT_ACTIVE when the refuel was already completed.",
      config: perKey,
    },
    (request) => cancelCardRefuel(deps, request.params.stationId, request.params.refuelId),
  );
};
