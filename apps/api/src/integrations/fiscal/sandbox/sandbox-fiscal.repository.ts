import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { sandboxFiscalReceipts, sandboxFiscalRegisters } from '../../../db/schema/sandbox-fiscal';

export type SandboxReceipt = typeof sandboxFiscalReceipts.$inferSelect;

/** Locks a register's row (made on first use): calls on one register are taken in turn. */
export async function lockSandboxRegister(tx: Db, crn: string): Promise<number> {
  await tx.insert(sandboxFiscalRegisters).values({ crn }).onConflictDoNothing();
  const [row] = await tx
    .select({ last: sandboxFiscalRegisters.lastSequence })
    .from(sandboxFiscalRegisters)
    .where(eq(sandboxFiscalRegisters.crn, crn))
    .for('update');
  return row?.last ?? 0;
}

export async function findSandboxCall(tx: Db, crn: string, sequence: number) {
  const [row] = await tx
    .select()
    .from(sandboxFiscalReceipts)
    .where(and(eq(sandboxFiscalReceipts.crn, crn), eq(sandboxFiscalReceipts.sequence, sequence)));
  return row;
}

export async function findSandboxReceipt(db: Db, crn: string, receiptId: string) {
  const [row] = await db
    .select()
    .from(sandboxFiscalReceipts)
    .where(
      and(
        eq(sandboxFiscalReceipts.crn, crn),
        eq(sandboxFiscalReceipts.receiptId, receiptId),
        eq(sandboxFiscalReceipts.operation, 'print'),
      ),
    );
  return row;
}

/** Records an accepted call and moves the register's sequence on to it. */
export async function insertSandboxCall(
  tx: Db,
  row: typeof sandboxFiscalReceipts.$inferInsert,
): Promise<SandboxReceipt> {
  await tx
    .update(sandboxFiscalRegisters)
    .set({ lastSequence: row.sequence })
    .where(eq(sandboxFiscalRegisters.crn, row.crn));
  const [saved] = await tx.insert(sandboxFiscalReceipts).values(row).returning();
  if (!saved) throw new Error('sandbox fiscal receipt not saved');
  return saved;
}
