/**
 * After the fiscal drill: do our receipts, the operations and the sandbox register agree?
 * Every completed operation has one receipt, our sequence numbers are 1..N, the register
 * printed each of them once with the content we would send for it, and nothing else.
 */

import { isDeepStrictEqual } from 'node:util';
import { asc, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../src/db/database';
import { receipts } from '../../src/db/schema';
import { SANDBOX_REGISTER_ID } from '../../src/integrations/fiscal/sandbox';
import { fiscalRequestOf } from '../../src/modules/receipts/print.service';

/** Numbers in 1..n missing from `seen`, and numbers seen more than once. */
function gapsAndRepeats(seen: number[], n: number) {
  const count = new Map<number, number>();
  for (const s of seen) count.set(s, (count.get(s) ?? 0) + 1);
  let gaps = 0;
  for (let s = 1; s <= n; s += 1) if (!count.has(s)) gaps += 1;
  const repeats = [...count.values()].filter((c) => c > 1).length;
  const outside = seen.filter((s) => s < 1 || s > n).length;
  return { gaps, repeats, outside };
}

export async function auditFiscal(db: Db) {
  const [ops] = rowsOf<{ purchases: number; refuels: number; card_refuels: number }>(
    await db.execute(sql`select
      (select count(*) from payment_orders where state = 'paid')::int as purchases,
      (select count(*) from refuel_authorizations where state = 'completed')::int as refuels,
      (select count(*) from card_refuels where state = 'completed')::int as card_refuels`),
  );
  const [links] = rowsOf<{ without_receipt: number; without_operation: number }>(
    await db.execute(sql`with done as (
        select id from payment_orders where state = 'paid'
        union all select id from refuel_authorizations where state = 'completed'
        union all select id from card_refuels where state = 'completed')
      select
        (select count(*) from done where not exists
          (select 1 from receipts r where r.operation_id = done.id))::int as without_receipt,
        (select count(*) from receipts r where not exists
          (select 1 from done where done.id = r.operation_id))::int as without_operation`),
  );
  const ours = await db.select().from(receipts).orderBy(asc(receipts.sequence));
  const n = ours.length;
  const ourSequences = ours.flatMap((r) => (r.sequence === null ? [] : [r.sequence]));
  const bySequence = new Map(ours.map((r) => [r.sequence, r]));

  const printed = rowsOf<{
    sequence: number;
    operation: string;
    receipt_id: string;
    fiscal_number: string;
    request: unknown;
  }>(
    await db.execute(sql`select sequence::int as sequence, operation, receipt_id, fiscal_number,
      request from sandbox_fiscal.receipts where crn = ${SANDBOX_REGISTER_ID} order by sequence`),
  );
  let contentMismatches = 0;
  let answerMismatches = 0;
  for (const call of printed) {
    const receipt = bySequence.get(call.sequence);
    // What we would send for it, through JSON as the register stored it.
    const expected = receipt && JSON.parse(JSON.stringify(fiscalRequestOf(receipt)));
    if (call.operation !== 'print' || !isDeepStrictEqual(call.request, expected))
      contentMismatches += 1;
    if (
      receipt?.fiscalNumber !== call.fiscal_number ||
      receipt?.fiscalReceiptId !== call.receipt_id
    )
      answerMismatches += 1;
  }
  // Printed in the order they were written: by receipt number, the sequence only goes up.
  const written = [...ours].sort((a, b) => a.number - b.number);
  const outOfOrder = written.filter(
    (r, i) => i > 0 && (r.sequence ?? 0) < (written[i - 1]?.sequence ?? 0),
  ).length;
  const [register] = rowsOf<{ last: number }>(
    await db.execute(sql`select last_sequence::int as last from fiscal_registers
      where id = ${SANDBOX_REGISTER_ID}`),
  );
  const [messages] = rowsOf<{ ready: number; receipts_told: number }>(
    await db.execute(sql`select count(*)::int as ready,
      count(distinct params->>'receipt_id')::int as receipts_told
      from notifications where template = 'receipt_ready'`),
  );

  const ourNumbers = gapsAndRepeats(ourSequences, n);
  const registerNumbers = gapsAndRepeats(
    printed.map((p) => p.sequence),
    n,
  );
  return {
    operations: {
      purchasesPaid: ops?.purchases ?? 0,
      codeRefuelsCompleted: ops?.refuels ?? 0,
      cardRefuelsCompleted: ops?.card_refuels ?? 0,
    },
    receipts: n,
    operationsWithoutReceipt: links?.without_receipt ?? -1,
    receiptsWithoutOperation: links?.without_operation ?? -1,
    receiptsNotIssued: ours.filter((r) => r.state !== 'issued').length,
    ourSequence: {
      unnumbered: n - ourSequences.length,
      gaps: ourNumbers.gaps,
      duplicates: ourNumbers.repeats,
      outside1toN: ourNumbers.outside,
      registerRowLast: register?.last ?? 0,
    },
    sandboxRegister: {
      printed: printed.length,
      gaps: registerNumbers.gaps,
      printedTwice: registerNumbers.repeats,
      outside1toN: registerNumbers.outside,
      contentMismatches,
      answerMismatches,
    },
    printedOutOfWrittenOrder: outOfOrder,
    receiptReadyMessages: messages?.ready ?? 0,
    receiptsTold: messages?.receipts_told ?? 0,
  };
}

export type FiscalAudit = Awaited<ReturnType<typeof auditFiscal>>;

/** Every figure as it must be: one receipt per operation, 1..N on both sides, all alike. */
export function fiscalAuditClean(a: FiscalAudit): boolean {
  const operations =
    a.operations.purchasesPaid +
    a.operations.codeRefuelsCompleted +
    a.operations.cardRefuelsCompleted;
  return (
    a.receipts > 0 &&
    a.receipts === operations &&
    a.operationsWithoutReceipt === 0 &&
    a.receiptsWithoutOperation === 0 &&
    a.receiptsNotIssued === 0 &&
    a.ourSequence.unnumbered === 0 &&
    a.ourSequence.gaps === 0 &&
    a.ourSequence.duplicates === 0 &&
    a.ourSequence.outside1toN === 0 &&
    a.ourSequence.registerRowLast === a.receipts &&
    a.sandboxRegister.printed === a.receipts &&
    a.sandboxRegister.gaps === 0 &&
    a.sandboxRegister.printedTwice === 0 &&
    a.sandboxRegister.outside1toN === 0 &&
    a.sandboxRegister.contentMismatches === 0 &&
    a.sandboxRegister.answerMismatches === 0 &&
    a.printedOutOfWrittenOrder === 0 &&
    a.receiptReadyMessages === a.receipts &&
    a.receiptsTold === a.receipts
  );
}
