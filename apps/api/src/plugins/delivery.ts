import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { devMailboxMailer, smtpMailer } from '../integrations/mail/mailer';
import { type PushSubscriptionStore, webPushSender } from '../integrations/push/push-sender';
import { devMailboxSmsSender, httpSmsSender } from '../integrations/sms/sms-sender';
import { type AttachmentMaker, deliveryHandlers } from '../jobs/delivery';
import { type JobHandlers, workerHandlers } from '../jobs/kinds';
import { JobWorker } from '../jobs/worker';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobWorker;
  }
}

/** The jobs this plugin delivers itself: e-mail, SMS and Web Push. */
type DeliveryKind = 'mail' | 'sms' | 'sms.invite' | 'push';

/** What the modules add to delivery; app.ts wires them in, so this plugin imports no module. */
export interface DeliveryOptions {
  /** Where a user's Web Push subscriptions are kept. */
  pushSubscriptions(db: Db): PushSubscriptionStore;
  /** Makes an e-mail's attachment (a receipt's PDF) when the e-mail is sent. */
  attachment(app: FastifyInstance): AttachmentMaker;
  /**
   * The modules' own jobs. Made with the app: a handler reaches plugins registered after this
   * one (the gateway, the fiscal register) only when its job runs.
   */
  jobs(app: FastifyInstance): Omit<JobHandlers, DeliveryKind>;
}

/**
 * E-mail over SMTP when SMTP_URL is set, SMS through the HTTP gateway when SMS_API_URL is set;
 * otherwise both land in the development mailbox; Web Push with VAPID keys. The worker
 * delivers what services queue.
 */
export const delivery = fp(async (app: FastifyInstance, options: DeliveryOptions) => {
  const db = app.database.db;
  const { mail, sms: smsConfig } = app.config;
  const mailer = mail.smtpUrl ? smtpMailer(mail.smtpUrl, mail.from) : devMailboxMailer(db);
  const sms =
    smsConfig.apiUrl && smsConfig.apiKey
      ? httpSmsSender(smsConfig.apiUrl, smsConfig.apiKey)
      : devMailboxSmsSender(db);
  const push = webPushSender(options.pushSubscriptions(db), app.config.push);
  const worker = new JobWorker(
    db,
    workerHandlers({
      ...deliveryHandlers({ mailer, sms, push, attachment: options.attachment(app) }),
      ...options.jobs(app),
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
