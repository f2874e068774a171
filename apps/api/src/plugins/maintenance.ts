import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeIdempotencyKeys } from '../idempotency/idempotency';
import { purgeOldFailures } from '../modules/auth';
import { expireCardRefuels } from '../modules/cards';
import { forgetCardsOfDeletedAccounts, paymentDeps, reconcilePayments } from '../modules/payments';
import { wakeStalledReceipts } from '../modules/receipts';
import { expireRefuels } from '../modules/refuels';
import { mailMonthlyStatements } from '../modules/statements';
import { receiptDeps } from './delivery';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * One round of the periodic work: settle pending payments, release expired refuel codes,
     * let the bank forget the saved cards of deleted accounts, wake receipts left waiting,
     * e-mail companies last month's statement (once each).
     */
    maintenance(): Promise<{ reconciled: number; expired: number }>;
  }
}

/** Periodic work of every API process with RUN_WORKER (safe to run in several at once). */
export const maintenance = fp(async (app: FastifyInstance) => {
  const run = async () => {
    const deps = paymentDeps(app);
    const reconciled = await reconcilePayments(deps, {
      onError: (orderId, err) => app.log.error({ err, order_id: orderId }, 'settling failed'),
    });
    const expired =
      (await expireRefuels({ db: app.database.db, events: app.events })) +
      (await expireCardRefuels({ db: app.database.db, events: app.events }));
    await forgetCardsOfDeletedAccounts(deps, {
      onError: (cardId, err) => app.log.error({ err, card_id: cardId }, 'unbinding failed'),
    });
    await purgeOldFailures(app.database.db);
    await purgeIdempotencyKeys(app.database.db);
    await wakeStalledReceipts(receiptDeps(app));
    await mailMonthlyStatements({ db: app.database.db, config: app.config });
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
