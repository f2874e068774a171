import type { UserType } from '@fuel/contract';
import type { Db } from '../../db/database';
import type { EventHub, UserEvent } from '../../lib/event-hub';
import { announce, type NotificationTemplate, notify } from '../notifications';
import type { findParty } from './relations.repository';

export type Party = Awaited<ReturnType<typeof findParty>>;

/** What a change tells the other side once it is committed: messages and live events. */
export interface Outbox {
  messages: Awaited<ReturnType<typeof notify>>[];
  events: { userId: string; event: UserEvent }[];
}
export const emptyOutbox = (): Outbox => ({ messages: [], events: [] });

/** Friends' texts for individuals, partners' for companies. */
function template(type: UserType, kind: string): NotificationTemplate {
  return `${type === 'company' ? 'partner' : 'friend'}_${kind}` as NotificationTemplate;
}

/** The messages of a transfer, worded alike for individuals and companies. */
const TRANSFER_NOTICES = new Set([
  'fuel_received',
  'fuel_received_note',
  'fuel_sent',
  'fuel_sent_note',
]);

/** Stores a message to `to` about `about`, in `to`'s language, in the caller's transaction. */
export async function tell(
  db: Db,
  outbox: Outbox,
  to: Party,
  about: Party,
  kind: string,
  params: Record<string, string | number> = {},
  /** `to`'s history row the message is about, which it then opens. */
  transactionId: string | null = null,
) {
  const name = TRANSFER_NOTICES.has(kind) ? kind : template(to.type, kind);
  const row = await notify(
    db,
    to.id,
    name as NotificationTemplate,
    { name: about.name, id: about.publicId, ...params },
    to.language,
    transactionId,
  );
  outbox.messages.push(row);
}

/** After the commit: open tabs on both sides update at once. */
export function deliver(events: EventHub, outbox: Outbox) {
  for (const row of outbox.messages) announce(events, row);
  for (const { userId, event } of outbox.events) events.publish(userId, event);
}

const RETRYABLE = new Set(['40P01', '40001']);

function isRetryable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    if (RETRYABLE.has((e as { code?: string }).code ?? '')) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs a transaction again when PostgreSQL chose it as a deadlock victim or could not serialize
 * it: the client gets an answer, never that error. Balance rows are locked in a fixed order, so
 * this is a safety net, not the plan.
 */
export async function retrying<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (err) {
      if (i >= attempts || !isRetryable(err)) throw err;
      await new Promise((r) => setTimeout(r, 5 * i + Math.random() * 10));
    }
  }
}
