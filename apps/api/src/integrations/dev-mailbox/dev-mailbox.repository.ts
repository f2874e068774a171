import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { devMailbox } from '../../db/schema';

export type DevMessage = typeof devMailbox.$inferSelect;
export type NewDevMessage = typeof devMailbox.$inferInsert;

export async function storeDevMessage(db: Db, message: NewDevMessage): Promise<void> {
  await db.insert(devMailbox).values(message);
}

export function listDevMessages(db: Db, recipient?: string, limit = 50): Promise<DevMessage[]> {
  return db
    .select()
    .from(devMailbox)
    .where(recipient ? and(eq(devMailbox.recipient, recipient.toLowerCase())) : undefined)
    .orderBy(desc(devMailbox.createdAt))
    .limit(limit);
}
