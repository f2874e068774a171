import { createHash, randomInt } from 'node:crypto';
import type { Db } from '../../../db/database';
import { FISCAL_CODES } from '../fiscal-register';
import {
  findSandboxCall,
  findSandboxReceipt,
  insertSandboxCall,
  lockSandboxRegister,
  type SandboxReceipt,
} from './sandbox-fiscal.repository';

export type SandboxOperation = 'print' | 'printReturn' | 'printCopy';

export interface SandboxCall {
  crn: string;
  seq: number;
  /** The rest of the request, as sent. */
  body: Record<string, unknown>;
}

export type SandboxReply =
  | { code: 0; result: { receiptId: string; fiscal: string; qr: string; time: string } }
  | { code: number; message: string };

/**
 * One call as the e-HDM service takes it: the register's calls in turn (its row is locked),
 * the sequence number the previous one plus one, and the same number with the same request
 * answered again as the first time. Anything else is refused with the service's codes.
 */
export async function sandboxCall(
  db: Db,
  operation: SandboxOperation,
  call: SandboxCall,
  checkUrl: string,
): Promise<SandboxReply> {
  const hash = createHash('sha256')
    .update(operation)
    .update(JSON.stringify(call.body))
    .digest('hex');
  return db.transaction(async (tx) => {
    const last = await lockSandboxRegister(tx, call.crn);
    const earlier = await findSandboxCall(tx, call.crn, call.seq);
    if (earlier) {
      if (earlier.contentHash === hash) return answer(earlier, checkUrl);
      return refuse(
        FISCAL_CODES.sequenceTaken,
        `sequence ${call.seq} was used for another receipt`,
      );
    }
    if (call.seq !== last + 1)
      return refuse(FISCAL_CODES.wrongSequence, `sequence must be ${last + 1}`);
    let receiptId = `${call.crn}-${call.seq}`;
    if (operation !== 'print') {
      const original = String(call.body.receiptId ?? '');
      if (!(await findSandboxReceipt(tx, call.crn, original)))
        return refuse(FISCAL_CODES.unknownReceipt, `no receipt ${original}`);
      if (operation === 'printCopy') receiptId = original;
    }
    const saved = await insertSandboxCall(tx, {
      crn: call.crn,
      sequence: call.seq,
      contentHash: hash,
      operation,
      receiptId,
      fiscalNumber: String(randomInt(10_000_000, 99_999_999)),
      request: call.body,
    });
    return answer(saved, checkUrl);
  });
}

function answer(row: SandboxReceipt, checkUrl: string): SandboxReply {
  const qr = new URL(checkUrl);
  qr.searchParams.set('crn', row.crn);
  qr.searchParams.set('receipt', row.receiptId);
  qr.searchParams.set('fiscal', row.fiscalNumber);
  return {
    code: 0,
    result: {
      receiptId: row.receiptId,
      fiscal: row.fiscalNumber,
      qr: qr.toString(),
      time: row.createdAt.toISOString(),
    },
  };
}

const refuse = (code: number, message: string): SandboxReply => ({ code, message });

/** What the QR code's page says: whether such a receipt was printed, and its request. */
export async function checkSandboxReceipt(db: Db, crn: string, receiptId: string, fiscal: string) {
  const row = await findSandboxReceipt(db, crn, receiptId);
  if (!row || row.fiscalNumber !== fiscal) return { valid: false as const };
  return { valid: true as const, printed_at: row.createdAt.toISOString(), receipt: row.request };
}
