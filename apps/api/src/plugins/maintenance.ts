import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { paymentDeps, reconcilePayments } from '../modules/payments';
import { expireRefuels } from '../modules/refuels';

declare module 'fastify' {
  interface FastifyInstance {
    /** One round of the periodic work: settle pending payments, release expired refuel codes. */
    maintenance(): Promise<{ reconciled: number; expired: number }>;
  }
}

const INTERVAL_MS = 15_000;

/** Periodic work of every API process with RUN_WORKER (safe to run in several at once). */
export const maintenance = fp(async (app: FastifyInstance) => {
  const run = async () => {
    const deps = paymentDeps(app);
    const reconciled = await reconcilePayments(deps);
    const expired = await expireRefuels({ db: app.database.db, events: app.events });
    return { reconciled, expired };
  };
  app.decorate('maintenance', run);
  if (!app.config.runWorker) return;

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    running = run()
      .catch((err) => app.log.error({ err }, 'maintenance round failed'))
      .finally(() => {
        timer = setTimeout(tick, INTERVAL_MS);
      });
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(tick, INTERVAL_MS);
  });
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    await running;
    clearTimeout(timer);
  });
});
