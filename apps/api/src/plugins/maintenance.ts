import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What a round did: payments asked about, refuel codes released. */
export interface MaintenanceRound {
  reconciled: number;
  expired: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** One round of the periodic work (see `MaintenanceOptions.round`). */
    maintenance(): Promise<MaintenanceRound>;
  }
}

/** The work itself is the modules'; app.ts hands it in, so this plugin imports no module. */
export interface MaintenanceOptions {
  round(app: FastifyInstance): Promise<MaintenanceRound>;
}

/** Periodic work of every API process with RUN_WORKER (safe to run in several at once). */
export const maintenance = fp(async (app: FastifyInstance, options: MaintenanceOptions) => {
  const run = () => options.round(app);
  app.decorate('maintenance', run);
  if (!app.config.runWorker) return;

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    running = run()
      .catch((err) => app.log.error({ err }, 'maintenance round failed'))
      .finally(() => {
        timer = setTimeout(tick, app.config.maintenanceIntervalMs);
      });
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(tick, app.config.maintenanceIntervalMs);
  });
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    await running;
    clearTimeout(timer);
  });
});
