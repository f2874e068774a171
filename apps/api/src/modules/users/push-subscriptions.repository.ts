import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { pushSubscriptions } from '../../db/schema';
import type { PushSubscriptionStore } from '../../integrations/push/push-sender';

/** One row per browser endpoint; a browser that changes hands moves to its new owner. */
export async function savePushSubscription(
  db: Db,
  userId: string,
  endpoint: string,
  keys: { p256dh: string; auth: string },
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint, keys })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, keys, createdAt: sql`now()` },
    });
}

export async function deletePushSubscription(
  db: Db,
  userId: string,
  endpoint: string,
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** The browsers a user's push messages go to. */
function findPushSubscriptions(db: Db, userId: string) {
  return db
    .select({ endpoint: pushSubscriptions.endpoint, keys: pushSubscriptions.keys })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}

/** A deleted account is sent nothing more. */
export async function forgetPushSubscriptions(db: Db, userId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** The store the push sender reads and prunes. */
export const pushSubscriptionStore = (db: Db): PushSubscriptionStore => ({
  of: (userId) => findPushSubscriptions(db, userId),
  forget: (userId, endpoint) => deletePushSubscription(db, userId, endpoint),
});
