import { randomUUID } from 'node:crypto';
import { API_PREFIX, installValidationKeys } from '@fuel/contract';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import pino from 'pino';
import { mailAttachment, maintenanceRound, moduleJobs } from './background';
import type { Config } from './config/env';
import type { Database } from './db/database';
import { devMailboxRoutes } from './integrations/dev-mailbox/dev-mailbox.routes';
import { replySerializerCompiler } from './lib/reply-serializer';
import { RequestLog } from './lib/request-log';
import { authRoutes, checkSession, verifyAccessToken, watchSessions } from './modules/auth';
import { balanceRulesRoutes, stopTopUpsOfRemovedCard } from './modules/balance-rules';
import {
  cardCodesRoutes,
  cardDevRoutes,
  cardExtrasRoutes,
  cardGroupsRoutes,
  cardsRoutes,
} from './modules/cards';
import { dashboardRoutes } from './modules/dashboard';
import { eventsRoutes } from './modules/events';
import { fleetRoutes } from './modules/fleet';
import { relationsRoutes, transfersRoutes } from './modules/friends';
import { healthRoutes } from './modules/health';
import { ledgerRoutes } from './modules/ledger';
import { mapRoutes } from './modules/map';
import { notificationsRoutes } from './modules/notifications';
import { paymentsRoutes, pendingOrdersSummary } from './modules/payments';
import { productsRoutes } from './modules/products';
import { profileRoutes } from './modules/profile';
import { receiptsRoutes } from './modules/receipts';
import { pumpSimulatorRoutes, pumpTerminalRoutes, refuelsRoutes } from './modules/refuels';
import { statementsRoutes } from './modules/statements';
import { stationsRoutes } from './modules/stations';
import { auditTrail, teamRoutes } from './modules/team';
import { transactionsRoutes } from './modules/transactions';
import { uploadsRoutes } from './modules/uploads';
import { pushConfigRoutes, pushSubscriptionStore, usersRoutes } from './modules/users';
import { vehiclesRoutes } from './modules/vehicles';
import { authenticate } from './plugins/authenticate';
import { contractValidatorCompiler } from './plugins/contract-validation';
import { delivery } from './plugins/delivery';
import { devTools } from './plugins/dev-tools';
import { docs } from './plugins/docs';
import { errorHandler } from './plugins/error-handler';
import { events } from './plugins/events';
import { fiscalRegister } from './plugins/fiscal-register';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors';
import { maintenance } from './plugins/maintenance';
import { metrics } from './plugins/metrics';
import { paymentGateway } from './plugins/payment-gateway';
import { rateLimits } from './plugins/rate-limit';
import { reads } from './plugins/reads';
import { redis } from './plugins/redis';
import { requestBodies } from './plugins/request-bodies';
import { requestLanguage } from './plugins/request-language';
import { security } from './plugins/security';
import { siteUrl } from './plugins/site-url';
import { spa } from './plugins/spa';
import { storage } from './plugins/storage';

installValidationKeys();

export interface AppOptions {
  config: Config;
  database: Database;
}

/** Options for the Fastify instance that carries the app: logging and request ids. */
export function serverOptions(config: Config): FastifyServerOptions {
  return {
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // Written by a background write (libuv's pool) instead of a blocking one per line; lines
      // logged while a write is under way go out together with the next. Flushed on exit.
      stream: pino.destination({ dest: 1, sync: false }),
    },
    // A caller's X-Request-Id is kept (to follow a request across services) only when it looks
    // like an id: it is echoed in a header and written to every log line.
    requestIdHeader: false,
    logController: new RequestLog({ requestIdLogLabel: 'request_id' }),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    clientErrorHandler,
  };
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The whole product as one plugin: the server entry and the tests register it the same way. */
export const app = fp(async (fastify: FastifyInstance, { config, database }: AppOptions) => {
  fastify.decorate('config', config);
  fastify.decorate('database', database);
  // Signed-in requests find their session in memory while the database announces its changes.
  fastify.addHook('onClose', await watchSessions(database));
  fastify.setValidatorCompiler(contractValidatorCompiler);
  fastify.setSerializerCompiler(replySerializerCompiler(config.env === 'test'));
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await fastify.register(requestBodies);
  await fastify.register(requestLanguage);
  await fastify.register(siteUrl);
  await fastify.register(errorHandler);
  await fastify.register(security);
  await fastify.register(metrics, { pendingPayments: pendingOrdersSummary });
  await fastify.register(redis);
  await fastify.register(rateLimits);
  await fastify.register(docs);
  await fastify.register(authenticate, { verifyAccessToken, checkSession });
  // Before the job worker and the periodic work: plugins close in reverse order, so the live
  // events' Redis connections stay open until the jobs in hand have finished and announced.
  await fastify.register(reads);
  await fastify.register(events);
  await fastify.register(delivery, {
    pushSubscriptions: pushSubscriptionStore,
    attachment: mailAttachment,
    jobs: moduleJobs,
  });
  await fastify.register(paymentGateway);
  await fastify.register(fiscalRegister);
  await fastify.register(storage);
  await fastify.register(maintenance, { round: maintenanceRound });
  await fastify.register(auditTrail);

  await fastify.register(healthRoutes);
  await fastify.register(
    async (api) => {
      await api.register(productsRoutes);
      await api.register(stationsRoutes);
      await api.register(mapRoutes);
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(teamRoutes);
      await api.register(pushConfigRoutes);
      await api.register(eventsRoutes);
      await api.register(ledgerRoutes);
      await api.register(transactionsRoutes);
      await api.register(paymentsRoutes, { onSavedCardRemoved: stopTopUpsOfRemovedCard });
      await api.register(balanceRulesRoutes);
      await api.register(refuelsRoutes);
      await api.register(receiptsRoutes);
      await api.register(statementsRoutes);
      await api.register(pumpTerminalRoutes);
      await api.register(vehiclesRoutes);
      await api.register(fleetRoutes);
      await api.register(cardsRoutes);
      await api.register(cardCodesRoutes);
      await api.register(cardExtrasRoutes);
      await api.register(cardGroupsRoutes);
      await api.register(notificationsRoutes);
      await api.register(dashboardRoutes);
      await api.register(profileRoutes);
      await api.register(uploadsRoutes);
      await api.register(relationsRoutes);
      await api.register(transfersRoutes);
    },
    { prefix: API_PREFIX },
  );

  await fastify.register(devTools, {
    routes: [devMailboxRoutes, pumpSimulatorRoutes, cardDevRoutes],
  });
  await fastify.register(spa);
});
