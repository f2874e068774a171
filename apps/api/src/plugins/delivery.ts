import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { devMailboxMailer, smtpMailer } from '../integrations/mail/mailer';
import { webPushSender } from '../integrations/push/push-sender';
import { devMailboxSmsSender, httpSmsSender } from '../integrations/sms/sms-sender';
import { deliveryHandlers } from '../jobs/delivery';
import { workerHandlers } from '../jobs/kinds';
import { JobWorker } from '../jobs/worker';
import { handleLowBalance } from '../modules/balance-rules';
import { paymentDeps } from '../modules/payments';
import { printWaitingReceipts, receiptAttachment } from '../modules/receipts';
import { pushSubscriptionStore } from '../modules/users';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobWorker;
  }
}

/**
 * E-mail over SMTP when SMTP_URL is set, SMS through the HTTP gateway when SMS_API_URL is set;
 * otherwise both land in the development mailbox; Web Push with VAPID keys. The worker
 * delivers what services queue.
 */
export const delivery = fp(async (app: FastifyInstance) => {
  const db = app.database.db;
  const { mail, sms: smsConfig } = app.config;
  const mailer = mail.smtpUrl ? smtpMailer(mail.smtpUrl, mail.from) : devMailboxMailer(db);
  const sms =
    smsConfig.apiUrl && smsConfig.apiKey
      ? httpSmsSender(smsConfig.apiUrl, smsConfig.apiKey)
      : devMailboxSmsSender(db);
  const push = webPushSender(pushSubscriptionStore(db), app.config.push);
  const worker = new JobWorker(
    db,
    workerHandlers({
      ...deliveryHandlers({
        mailer,
        sms,
        push,
        // A receipt's PDF, made from the stored receipt when its e-mail is sent.
        attachment: (ref, lang) =>
          receiptAttachment({ db, config: app.config }, ref.receipt_id, lang),
      }),
      // The gateway is registered after this plugin; the handler reaches it when a job runs.
      'balance.low': (job) => handleLowBalance(paymentDeps(app), job),
      // Prints every waiting receipt in order, whichever receipt queued the job.
      'fiscal.print': async () => {
        await printWaitingReceipts(receiptDeps(app));
      },
    }),
    app.log,
  );
  app.decorate('jobs', worker);
  app.log.info({ mail: mailer.kind, sms: sms.kind, push: push.enabled }, 'message delivery');

  if (app.config.runWorker) app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => {
    await worker.stop();
    mailer.close();
  });
});

/** What printing receipts needs: the fiscal register is registered after this plugin. */
export function receiptDeps(app: FastifyInstance) {
  return {
    db: app.database.db,
    config: app.config,
    register: app.fiscalRegister,
    events: app.events,
  };
}
