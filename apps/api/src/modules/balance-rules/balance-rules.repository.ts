import type { Language } from '@fuel/contract';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { balanceRules, products, savedCards } from '../../db/schema';

export type BalanceRuleRow = typeof balanceRules.$inferSelect;

/** The user's rules with their product and card, in the catalog's order. */
export function findRules(db: Db, userId: string, lang: Language) {
  return db
    .select({
      rule: balanceRules,
      productName: sql<string>`${products.name}->>${lang}`,
      unit: products.unit,
      cardMaskedPan: savedCards.maskedPan,
    })
    .from(balanceRules)
    .innerJoin(products, eq(products.id, balanceRules.productId))
    .leftJoin(savedCards, eq(savedCards.id, balanceRules.topUpCardId))
    .where(eq(balanceRules.userId, userId))
    .orderBy(asc(products.sortOrder));
}

export async function findRule(db: Db, userId: string, productId: string) {
  const [row] = await db
    .select()
    .from(balanceRules)
    .where(and(eq(balanceRules.userId, userId), eq(balanceRules.productId, productId)));
  return row;
}

/** Locks the rule: one automatic purchase decision at a time per rule (the monthly cap). */
export async function lockRule(db: Db, userId: string, productId: string) {
  const [row] = await db
    .select()
    .from(balanceRules)
    .where(and(eq(balanceRules.userId, userId), eq(balanceRules.productId, productId)))
    .for('update');
  return row;
}

/**
 * Creates or changes the rule. The latch starts from the balance as it is now (read under the
 * balance row's lock): a rule set while the balance is already low waits for the next rise.
 */
export async function upsertRule(
  db: Db,
  values: Omit<typeof balanceRules.$inferInsert, 'crossings' | 'alertedCrossing' | 'updatedAt'>,
) {
  const { userId, productId, ...set } = values;
  await db
    .insert(balanceRules)
    .values(values)
    .onConflictDoUpdate({
      target: [balanceRules.userId, balanceRules.productId],
      set: { ...set, updatedAt: sql`now()` },
    });
}

export async function deleteRule(db: Db, userId: string, productId: string) {
  const rows = await db
    .delete(balanceRules)
    .where(and(eq(balanceRules.userId, userId), eq(balanceRules.productId, productId)))
    .returning({ userId: balanceRules.userId });
  return rows.length > 0;
}

/** Claims the alert of one crossing: true for exactly one caller. */
export async function claimAlert(db: Db, userId: string, productId: string, crossing: number) {
  const rows = await db
    .update(balanceRules)
    .set({ alertedCrossing: crossing })
    .where(
      and(
        eq(balanceRules.userId, userId),
        eq(balanceRules.productId, productId),
        lt(balanceRules.alertedCrossing, crossing),
      ),
    )
    .returning({ userId: balanceRules.userId });
  return rows.length > 0;
}

/** Stops the automatic top-up; true only for the call that stopped it. */
export async function stopTopUp(db: Db, userId: string, productId: string, reason: string) {
  const rows = await db
    .update(balanceRules)
    .set({ topUpActive: false, stoppedReason: reason, updatedAt: sql`now()` })
    .where(
      and(
        eq(balanceRules.userId, userId),
        eq(balanceRules.productId, productId),
        eq(balanceRules.topUpActive, true),
      ),
    )
    .returning({ userId: balanceRules.userId });
  return rows.length > 0;
}

/**
 * Stops every automatic top-up of the user that pays with this saved card, in the transaction
 * that removes the card; returns the products whose top-up it stopped.
 */
export async function stopTopUpsPaidWith(db: Db, userId: string, cardId: string) {
  const rows = await db
    .update(balanceRules)
    .set({ topUpActive: false, stoppedReason: 'card_removed', updatedAt: sql`now()` })
    .where(
      and(
        eq(balanceRules.userId, userId),
        eq(balanceRules.topUpCardId, cardId),
        eq(balanceRules.topUpActive, true),
      ),
    )
    .returning({ productId: balanceRules.productId });
  return rows.map((r) => r.productId);
}
