import { randomUUID } from 'node:crypto';
import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import type { FiscalReceiptRequest, FiscalRegister } from '../../integrations/fiscal';
import { enqueue } from '../../jobs/kinds';
import { type EventHub, silentEventHub } from '../../lib/event-hub';
import { writeTransaction } from '../../lib/write-transaction';
import { announce, LAST_USED_LANGUAGE, notify } from '../notifications';
import { queueReceiptMail } from './receipt-mail';
import {
  assignSequence,
  claimStalledRegister,
  findInFlight,
  findOldestWaiting,
  holdRegister,
  lockRegister,
  markIssued,
  noteFailure,
  type ReceiptRow,
  releaseRegister,
} from './receipts.repository';

export interface PrintDeps {
  db: Db;
  config: Config;
  register: FiscalRegister;
  /** Open tabs are told of the "receipt ready" message at once, when given. */
  events?: EventHub;
}

/**
 * How long one printer holds the register without coming back to it: longer than a call to the
 * register may take (10 s), shorter than a job's lease (60 s), so the job of a printer that
 * died finds the register free when it runs again.
 */
export const REGISTER_LEASE_SECONDS = 30;
/** The periodic round wakes receipts that waited this long with nobody trying to print them. */
export const STALLED_AFTER_SECONDS = 60;

/**
 * Prints every waiting receipt on the register, oldest first, one at a time (ADR 0035):
 * - under the register's row lock it takes the receipt already given a sequence number and
 *   not yet printed, or else gives the oldest waiting receipt the last number plus one, and
 *   commits that before calling the register;
 * - it then calls the register with that number and stores the answer; a call that failed or
 *   whose answer was lost is repeated with the same number and content, which the register
 *   answers with the same receipt;
 * - the register's lease keeps it to one printer at a time across processes; another printer
 *   finding it held returns at once, since the holder goes on until nothing waits.
 * A failure gives the register back and is thrown, so the job is retried with backoff. Returns
 * how many receipts this call printed.
 */
export async function printWaitingReceipts(deps: PrintDeps): Promise<number> {
  const { db, register } = deps;
  const holder = randomUUID();
  let printed = 0;
  try {
    for (;;) {
      const next = await db.transaction(async (tx) => {
        const state = await lockRegister(tx, register.registerId, holder);
        if (state.busy) return null;
        let receipt = await findInFlight(tx, register.registerId);
        if (!receipt) {
          const oldest = await findOldestWaiting(tx);
          if (!oldest) return null;
          receipt = await assignSequence(
            tx,
            oldest.id,
            register.registerId,
            state.lastSequence + 1,
          );
        }
        await holdRegister(tx, register.registerId, holder, REGISTER_LEASE_SECONDS);
        return receipt;
      });
      if (!next?.sequence) break;
      let answer: Awaited<ReturnType<FiscalRegister['print']>>;
      try {
        answer = await register.print(next.sequence, fiscalRequestOf(next));
      } catch (err) {
        await noteFailure(db, next.id, (err as Error).message);
        throw err;
      }
      await writeTransaction({ db, events: deps.events ?? silentEventHub }, async (tx, outbox) => {
        const issued = await markIssued(tx, next.id, deps.config.fiscal.seller, answer);
        if (issued) announce(outbox, await receiptIssued(tx, deps.config, issued));
      });
      printed += 1;
    }
  } finally {
    await releaseRegister(db, register.registerId, holder);
  }
  return printed;
}

/**
 * Tells the buyer, in the transaction that stores the register's answer: a message leading to
 * the receipt, and the receipt by e-mail unless the account turned that off. Only the call that
 * issued the receipt gets here, so each is done once.
 */
async function receiptIssued(tx: Db, config: Config, receipt: ReceiptRow) {
  await queueReceiptMail(tx, config, receipt);
  return notify(
    tx,
    receipt.userId,
    'receipt_ready',
    { receipt_id: receipt.id, number: receipt.number },
    LAST_USED_LANGUAGE,
  );
}

/**
 * What the register is asked to print, made only from the stored receipt: a repeat after a
 * crash sends exactly what the first call sent.
 */
export function fiscalRequestOf(receipt: ReceiptRow): FiscalReceiptRequest {
  const advance = receipt.payment === 'advance';
  return {
    mode: receipt.kind === 'purchase' ? 'prepayment' : 'sale',
    items: [
      {
        goodCode: receipt.productCode,
        goodName: receipt.productName.am,
        unit: receipt.unit === 'm3' ? 'մ³' : 'լ',
        quantity: receipt.quantity / 1000,
        price: receipt.unitPrice,
        total: receipt.total,
        vat: receipt.vat,
      },
    ],
    cardAmount: advance ? 0 : receipt.total,
    prepaymentAmount: advance ? receipt.total : 0,
    externalId: receipt.id,
  };
}

/**
 * Part of the periodic round: when receipts wait and nobody tried to print them for a minute
 * (their jobs ran out of attempts during a long outage, say), queue one more print.
 */
export async function wakeStalledReceipts(deps: PrintDeps): Promise<boolean> {
  const stalled = await claimStalledRegister(
    deps.db,
    deps.register.registerId,
    STALLED_AFTER_SECONDS,
  );
  if (stalled) await enqueue(deps.db, 'fiscal.print', { receipt_id: null });
  return stalled;
}
