import type { FastifyInstance } from 'fastify';
import type { PaymentDeps } from './settle.service';

/**
 * What settling a payment needs, taken from the app: its database, configuration, the bank's
 * gateway and the live-event publisher. The routes, the jobs and the maintenance tasks all
 * settle through the same wiring.
 */
export function paymentDeps(app: FastifyInstance): PaymentDeps {
  return {
    db: app.database.db,
    config: app.config,
    gateway: app.paymentGateway,
    events: app.events,
  };
}
