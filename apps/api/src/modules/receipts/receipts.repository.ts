import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { fiscalRegisters, receipts } from '../../db/schema';
import type { FiscalAnswer } from '../../integrations/fiscal';

export type ReceiptRow = typeof receipts.$inferSelect;
export type NewReceipt = typeof receipts.$inferInsert;

/** The operation's receipt, once: a second call for the same operation writes nothing. */
export async function insertReceipt(tx: Db, row: NewReceipt): Promise<string | undefined> {
  const [saved] = await tx
    .insert(receipts)
    .values(row)
    .onConflictDoNothing({ target: receipts.operationId })
    .returning({ id: receipts.id });
  return saved?.id;
}

export async function findReceipt(db: Db, id: string) {
  const [row] = await db.select().from(receipts).where(eq(receipts.id, id));
  return row;
}

export async function findOwnReceipt(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(receipts)
    .where(and(eq(receipts.id, id), eq(receipts.userId, userId)));
  return row;
}

export async function findOwnReceiptOf(db: Db, userId: string, operationId: string) {
  const [row] = await db
    .select()
    .from(receipts)
    .where(and(eq(receipts.operationId, operationId), eq(receipts.userId, userId)));
  return row;
}

/**
 * Locks the register's row (made on first use): sequence numbers are given out under it. Says
 * whether another printer holds its lease.
 */
export async function lockRegister(tx: Db, registerId: string, holder: string) {
  await tx.insert(fiscalRegisters).values({ id: registerId }).onConflictDoNothing();
  const [row] = await tx
    .select({
      lastSequence: fiscalRegisters.lastSequence,
      busy: sql<boolean>`coalesce(${fiscalRegisters.leaseHolder} <> ${holder} and ${fiscalRegisters.leasedUntil} > now(), false)`,
    })
    .from(fiscalRegisters)
    .where(eq(fiscalRegisters.id, registerId))
    .for('update');
  if (!row) throw new Error(`fiscal register ${registerId} not found`);
  return row;
}

export async function holdRegister(tx: Db, registerId: string, holder: string, seconds: number) {
  await tx
    .update(fiscalRegisters)
    .set({
      leaseHolder: holder,
      leasedUntil: sql`now() + make_interval(secs => ${seconds})`,
      triedAt: sql`now()`,
    })
    .where(eq(fiscalRegisters.id, registerId));
}

/** Gives the register back, if this printer still holds it. */
export async function releaseRegister(db: Db, registerId: string, holder: string) {
  await db
    .update(fiscalRegisters)
    .set({ leaseHolder: null, leasedUntil: null })
    .where(and(eq(fiscalRegisters.id, registerId), eq(fiscalRegisters.leaseHolder, holder)));
}

/** The receipt given a sequence number on this register and not yet printed, if any. */
export async function findInFlight(tx: Db, registerId: string) {
  const [row] = await tx
    .select()
    .from(receipts)
    .where(
      and(
        eq(receipts.state, 'waiting'),
        eq(receipts.registerId, registerId),
        isNotNull(receipts.sequence),
      ),
    )
    .orderBy(asc(receipts.sequence))
    .limit(1);
  return row;
}

/** The oldest receipt waiting for a sequence number. */
export async function findOldestWaiting(tx: Db) {
  const [row] = await tx
    .select()
    .from(receipts)
    .where(and(eq(receipts.state, 'waiting'), isNull(receipts.sequence)))
    .orderBy(asc(receipts.number))
    .limit(1);
  return row;
}

/** Gives a receipt the register's next sequence number: both rows change together. */
export async function assignSequence(
  tx: Db,
  receiptId: string,
  registerId: string,
  sequence: number,
): Promise<ReceiptRow> {
  await tx
    .update(fiscalRegisters)
    .set({ lastSequence: sequence })
    .where(eq(fiscalRegisters.id, registerId));
  const [row] = await tx
    .update(receipts)
    .set({ registerId, sequence })
    .where(and(eq(receipts.id, receiptId), isNull(receipts.sequence)))
    .returning();
  if (!row) throw new Error(`receipt ${receiptId} already has a sequence number`);
  return row;
}

/** Stores the register's answer; the receipt, if this call is what issued it. */
export async function markIssued(
  db: Db,
  id: string,
  seller: { name: string; taxId: string },
  answer: FiscalAnswer,
): Promise<ReceiptRow | undefined> {
  const [row] = await db
    .update(receipts)
    .set({
      state: 'issued',
      sellerName: seller.name,
      sellerTin: seller.taxId,
      fiscalReceiptId: answer.receiptId,
      fiscalNumber: answer.fiscalNumber,
      fiscalQr: answer.qr,
      issuedAt: new Date(answer.printedAt),
      lastError: null,
    })
    .where(and(eq(receipts.id, id), eq(receipts.state, 'waiting')))
    .returning();
  return row;
}

export async function noteFailure(db: Db, id: string, message: string) {
  await db
    .update(receipts)
    .set({ lastError: message.slice(0, 500) })
    .where(eq(receipts.id, id));
}

/**
 * Marks the register tried now if receipts wait and nobody tried for `seconds`: the periodic
 * round then queues a print, so a queue whose jobs ran out of attempts in a long outage wakes.
 */
export async function claimStalledRegister(
  db: Db,
  registerId: string,
  seconds: number,
): Promise<boolean> {
  await db.insert(fiscalRegisters).values({ id: registerId }).onConflictDoNothing();
  const rows = await db
    .update(fiscalRegisters)
    .set({ triedAt: sql`now()` })
    .where(
      and(
        eq(fiscalRegisters.id, registerId),
        sql`${fiscalRegisters.triedAt} < now() - make_interval(secs => ${seconds})`,
        sql`exists (select 1 from ${receipts} where ${receipts.state} = 'waiting')`,
      ),
    )
    .returning({ id: fiscalRegisters.id });
  return rows.length > 0;
}
