import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { fleetSettings } from '../../db/schema';

// An account's thresholds for flagging fills.

export async function findFleetSettings(db: Db, userId: string) {
  const [row] = await db.select().from(fleetSettings).where(eq(fleetSettings.userId, userId));
  return row;
}

export async function saveFleetSettings(db: Db, row: typeof fleetSettings.$inferInsert) {
  await db
    .insert(fleetSettings)
    .values(row)
    .onConflictDoUpdate({
      target: fleetSettings.userId,
      set: {
        quickRefillMinutes: row.quickRefillMinutes,
        highConsumptionPercent: row.highConsumptionPercent,
      },
    });
}
