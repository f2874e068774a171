import type { Db } from '../../db/database';
import { type DevMessage, listDevMessages } from './dev-mailbox.repository';

/** The newest messages, optionally only those to one address or phone number. */
export function recentMessages(db: Db, to?: string): Promise<DevMessage[]> {
  return listDevMessages(db, to);
}
