import type { UserType } from '@fuel/contract';
import type { Db } from '../../db/database';
import type { Outbox } from '../../lib/write-transaction';
import { announce, type NotificationTemplate, notify } from '../notifications';
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

/**
 * Stores a message to `to` about `about`, in `to`'s language, in the write's transaction; its
 * open pages hear of it once that has committed.
 */
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
  announce(outbox, row);
}
