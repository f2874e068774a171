import type { Language } from '@fuel/contract';
import type { Db } from '../db/database';
import type { MailAttachment, Mailer } from '../integrations/mail/mailer';
import type { PushMessage, PushSender } from '../integrations/push/push-sender';
import type { SmsSender } from '../integrations/sms/sms-sender';
import { renderInviteSms, renderLoginSms, renderMail } from '../mail/render';
import {
  enqueue,
  enqueueAll,
  type JobHandlers,
  type MailAttachmentRef,
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

/** Queues Web Push notifications, each to every browser its user subscribed, in one statement. */
export function queuePushes(db: Db, messages: PushMessage[]): Promise<void> {
  return enqueueAll(db, 'push', messages);
}

/** Makes a queued e-mail's attachment when it is sent, in the e-mail's language. */
export type AttachmentMaker = (ref: MailAttachmentRef, lang: Language) => Promise<MailAttachment>;

export function deliveryHandlers(deps: {
  mailer: Mailer;
  sms: SmsSender;
  push: PushSender;
  attachment?: AttachmentMaker;
}): Pick<JobHandlers, 'mail' | 'sms' | 'sms.invite' | 'push'> {
  const attach = (ref: MailAttachmentRef, lang: Language) => {
    if (!deps.attachment) throw new Error(`cannot attach ${ref.kind}`);
    return deps.attachment(ref, lang);
  };
  return {
    mail: async (job) => {
      const attachments = job.attachments?.length
        ? await Promise.all(job.attachments.map((ref) => attach(ref, job.lang)))
        : undefined;
      await deps.mailer.send({
        to: job.to,
        ...renderMail(job.template, job.lang, job.params),
        ...(attachments && { attachments }),
      });
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
