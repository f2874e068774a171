import type { Db } from '../db/database';
import type { Mailer } from '../integrations/mail/mailer';
import type { PushMessage, PushSender } from '../integrations/push/push-sender';
import type { SmsSender } from '../integrations/sms/sms-sender';
import { renderInviteSms, renderLoginSms, renderMail } from '../mail/render';
import {
  enqueue,
  type JobHandlers,
  type MailJob,
  type SmsCodeJob,
  type SmsInviteJob,
} from './kinds';

/** Queues an e-mail in the caller's transaction; it is rendered and sent by the worker. */
export function queueMail(db: Db, job: MailJob): Promise<void> {
  return enqueue(db, 'mail', job);
}

export function queueLoginSms(db: Db, job: SmsCodeJob): Promise<void> {
  return enqueue(db, 'sms', job);
}

export function queueInviteSms(db: Db, job: SmsInviteJob): Promise<void> {
  return enqueue(db, 'sms.invite', job);
}

/** Queues a Web Push notification to every browser the user subscribed. */
export function queuePush(db: Db, message: PushMessage): Promise<void> {
  return enqueue(db, 'push', message);
}

export function deliveryHandlers(deps: {
  mailer: Mailer;
  sms: SmsSender;
  push: PushSender;
}): Pick<JobHandlers, 'mail' | 'sms' | 'sms.invite' | 'push'> {
  return {
    mail: async (job) => {
      await deps.mailer.send({ to: job.to, ...renderMail(job.template, job.lang, job.params) });
    },
    sms: async (job) => {
      await deps.sms.send(job.to, renderLoginSms(job.lang, job.code));
    },
    'sms.invite': async (job) => {
      await deps.sms.send(job.to, renderInviteSms(job.lang, job.company, job.url));
    },
    push: (message) => deps.push.send(message),
  };
}
