import type { UserType } from '@fuel/contract';
import type { Db } from '../../db/database';
import type { Outbox } from '../../lib/write-transaction';
import { announce, type NotificationTemplate, notifyAll } from '../notifications';
import type { findParty } from './relations.repository';

export type Party = Awaited<ReturnType<typeof findParty>>;

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

/** A message to `to` about `about`. */
export interface Notice {
  to: Party;
  about: Party;
  kind: string;
  params?: Record<string, string | number>;
  /** `to`'s history row the message is about, which it then opens. */
  transactionId?: string | null;
}

/**
 * Stores messages, each to `to` about `about` in `to`'s language, in the write's transaction (in
 * two statements however many: a transfer tells both sides); their open pages hear of them once
 * that has committed.
 */
export async function tellAll(db: Db, outbox: Outbox, notices: Notice[]) {
  const rows = await notifyAll(
    db,
    notices.map((n) => ({
      userId: n.to.id,
      template: (TRANSFER_NOTICES.has(n.kind)
        ? n.kind
        : template(n.to.type, n.kind)) as NotificationTemplate,
      params: { name: n.about.name, id: n.about.publicId, ...n.params },
      lang: n.to.language,
      transactionId: n.transactionId ?? null,
    })),
  );
  for (const row of rows) announce(outbox, row);
}

/** `tellAll` for one message. */
export function tell(
  db: Db,
  outbox: Outbox,
  to: Party,
  about: Party,
  kind: string,
  params: Record<string, string | number> = {},
) {
  return tellAll(db, outbox, [{ to, about, kind, params }]);
}
