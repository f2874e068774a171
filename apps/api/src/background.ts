import type { FastifyInstance } from 'fastify';
import { purgeIdempotencyKeys } from './idempotency/idempotency';
import { purgeOldFailures } from './modules/auth';
import { handleLowBalance } from './modules/balance-rules';
import { expireCardRefuels } from './modules/cards';
import { forgetCardsOfDeletedAccounts, paymentDeps, reconcilePayments } from './modules/payments';
import { printWaitingReceipts, receiptAttachment, wakeStalledReceipts } from './modules/receipts';
import { expireRefuels } from './modules/refuels';
import { mailMonthlyStatements } from './modules/statements';
import type { DeliveryOptions } from './plugins/delivery';
import type { MaintenanceRound } from './plugins/maintenance';

/*
 * What the modules do away from requests. The delivery and maintenance plugins run jobs and
 * rounds; which module does what is wired here, beside app.ts, so that no plugin imports a
 * module. Each takes the app: the payment gateway and the fiscal register are plugins
 * registered after delivery, reached when the work runs.
 */

/** What printing receipts needs. */
function receiptDeps(app: FastifyInstance) {
  return {
    db: app.database.db,
    config: app.config,
    register: app.fiscalRegister,
    events: app.events,
  };
}

/** The jobs modules handle, beside the delivery of e-mail, SMS and push. */
export const moduleJobs: DeliveryOptions['jobs'] = (app) => ({
  'balance.low': (job) => handleLowBalance(paymentDeps(app), job),
  // Prints every waiting receipt in order, whichever receipt queued the job.
  'fiscal.print': async () => {
    await printWaitingReceipts(receiptDeps(app));
  },
});

/** A receipt's PDF, made from the stored receipt when its e-mail is sent. */
export const mailAttachment: DeliveryOptions['attachment'] = (app) => (ref, lang) =>
  receiptAttachment({ db: app.database.db, config: app.config }, ref.receipt_id, lang);

/**
 * One round of the periodic work: settle pending payments, release expired refuel codes, let
 * the bank forget the saved cards of deleted accounts, drop old sign-in failures and idempotency
 * keys, wake receipts left waiting, e-mail companies last month's statement (once each).
 */
export async function maintenanceRound(app: FastifyInstance): Promise<MaintenanceRound> {
  const db = app.database.db;
  const deps = paymentDeps(app);
  const reconciled = await reconcilePayments(deps, {
    onError: (orderId, err) => app.log.error({ err, order_id: orderId }, 'settling failed'),
  });
  const expired =
    (await expireRefuels({ db, events: app.events })) +
    (await expireCardRefuels({ db, events: app.events }));
  await forgetCardsOfDeletedAccounts(deps, {
    onError: (cardId, err) => app.log.error({ err, card_id: cardId }, 'unbinding failed'),
  });
  await purgeOldFailures(db);
  await purgeIdempotencyKeys(db);
  await wakeStalledReceipts(receiptDeps(app));
  await mailMonthlyStatements({ db, config: app.config });
  return { reconciled, expired };
}
