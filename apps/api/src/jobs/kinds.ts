import type { Language } from '@fuel/contract';
import type { Db } from '../db/database';
import type { PushMessage } from '../integrations/push/push-sender';
import type { MailParams, MailTemplate } from '../mail/render';
import { insertJobs } from './jobs.repository';
import type { JobHandler } from './worker';

/**
 * A file to attach, named by what it is made from: it is made when the e-mail is sent (a
 * receipt's PDF, from the stored receipt), so the job stays small and a retry sends the same.
 */
export interface MailAttachmentRef {
  kind: 'receipt_pdf';
  receipt_id: string;
}

export interface MailJob {
  to: string;
  template: MailTemplate;
  lang: Language;
  params: MailParams;
  attachments?: MailAttachmentRef[];
}

export interface SmsCodeJob {
  to: string;
  lang: Language;
  code: string;
}

/** An invitation to a company's team, by SMS beside the e-mail. */
export interface SmsInviteJob {
  to: string;
  lang: Language;
  company: string;
  url: string;
}

/** A fall below a low-balance threshold; the balance rules handle it. */
export interface LowBalanceJob {
  user_id: string;
  product_id: string;
  /** The rule's crossing number: one alert and at most one automatic purchase each. */
  crossing: number;
}

/**
 * Print waiting receipts on the fiscal register. The job names the receipt that queued it, but
 * prints every waiting receipt in order (or none, when another printer is at it): null when
 * the periodic round queued it for a stalled queue.
 */
export interface FiscalPrintJob {
  receipt_id: string | null;
}

/**
 * Every kind of durable job and its payload. Queuing (`enqueue`) and handling (`JobHandlers`)
 * are both checked against this one map, so a kind cannot be queued with another kind's
 * payload, nor handled as something it is not.
 */
export interface JobPayloads {
  mail: MailJob;
  sms: SmsCodeJob;
  'sms.invite': SmsInviteJob;
  push: PushMessage;
  'balance.low': LowBalanceJob;
  'fiscal.print': FiscalPrintJob;
}

export type JobKind = keyof JobPayloads;

/** One handler for each kind, taking that kind's payload. */
export type JobHandlers = { [K in JobKind]: (payload: JobPayloads[K]) => Promise<void> };

/** Queues a job in the caller's transaction: it runs once that transaction has committed. */
export function enqueue<K extends JobKind>(db: Db, kind: K, payload: JobPayloads[K]) {
  return insertJobs(db, kind, [payload]);
}

/** Several jobs of one kind in one statement, in the caller's transaction. */
export function enqueueAll<K extends JobKind>(db: Db, kind: K, payloads: JobPayloads[K][]) {
  return insertJobs(db, kind, payloads);
}

/**
 * The worker's view of the handlers. It reads payloads back as plain JSON; each was written by
 * `enqueue` for its kind, which is what makes handing it to that kind's handler sound.
 */
export function workerHandlers(handlers: JobHandlers): Record<string, JobHandler> {
  return handlers as unknown as Record<string, JobHandler>;
}
