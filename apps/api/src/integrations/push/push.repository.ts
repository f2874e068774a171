import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { pushSubscriptions } from '../../db/schema';

export function findSubscriptionsOf(db: Db, userId: string) {
  return db
    .select({ endpoint: pushSubscriptions.endpoint, keys: pushSubscriptions.keys })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}

export async function deleteSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
