import type { Language } from '@fuel/contract';
import type { Db } from '../db/database';
import type { Mailer } from '../integrations/mail/mailer';
import type { PushMessage, PushSender } from '../integrations/push/push-sender';
import type { SmsSender } from '../integrations/sms/sms-sender';
import { type MailParams, type MailTemplate, renderLoginSms, renderMail } from '../mail/render';
import { insertJob } from './jobs.repository';
import type { JobHandler } from './worker';

interface MailJob {
  to: string;
  template: MailTemplate;
  lang: Language;
  params: MailParams;
}
interface SmsCodeJob {
  to: string;
  lang: Language;
  code: string;
}

/** Queues an e-mail in the caller's transaction; it is rendered and sent by the worker. */
export function queueMail(db: Db, job: MailJob): Promise<void> {
  return insertJob(db, 'mail', { ...job });
}

export function queueLoginSms(db: Db, job: SmsCodeJob): Promise<void> {
  return insertJob(db, 'sms', { ...job });
}

/** Queues a Web Push notification to every browser the user subscribed. */
export function queuePush(db: Db, message: PushMessage): Promise<void> {
  return insertJob(db, 'push', { ...message });
}

export function deliveryHandlers(deps: {
  mailer: Mailer;
  sms: SmsSender;
  push: PushSender;
}): Record<string, JobHandler> {
  return {
    mail: async (payload) => {
      const job = payload as unknown as MailJob;
      await deps.mailer.send({ to: job.to, ...renderMail(job.template, job.lang, job.params) });
    },
    sms: async (payload) => {
      const job = payload as unknown as SmsCodeJob;
      await deps.sms.send(job.to, renderLoginSms(job.lang, job.code));
    },
    push: (payload) => deps.push.send(payload as unknown as PushMessage),
  };
}
