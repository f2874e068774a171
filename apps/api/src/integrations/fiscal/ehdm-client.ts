import * as z from 'zod';
import type { Transport } from '../payment-gateway/transport';
import {
  type FiscalAnswer,
  type FiscalReceiptRequest,
  FiscalRefusedError,
  type FiscalRegister,
  FiscalUnavailableError,
} from './fiscal-register';

export interface EhdmClientOptions {
  kind: FiscalRegister['kind'];
  /** The service's root, e.g. https://ecr.taxservice.am/api */
  baseUrl: string;
  registerId: string;
  cashierId: number;
  transport: Transport;
  timeoutMs?: number;
}

const answerSchema = z.object({
  code: z.number().int(),
  message: z.string().optional(),
  result: z
    .object({
      receiptId: z.string(),
      fiscal: z.string(),
      qr: z.string(),
      time: z.string(),
    })
    .optional(),
});

/** A client of the e-HDM JSON protocol: `print`, `printReturn`, `printCopy`. */
export function ehdmClient(options: EhdmClientOptions): FiscalRegister {
  const base = options.baseUrl.replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call(operation: string, body: Record<string, unknown>): Promise<FiscalAnswer> {
    const payload = JSON.stringify({
      crn: options.registerId,
      cashierId: options.cashierId,
      ...body,
    });
    let text: string;
    let status: number;
    try {
      const res = await options.transport(`${base}/${operation}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: payload,
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = res.status;
      text = await res.text();
    } catch (err) {
      throw new FiscalUnavailableError(`${operation}: ${(err as Error).message}`, { cause: err });
    }
    if (status < 200 || status >= 300)
      throw new FiscalUnavailableError(`${operation}: HTTP ${status}`);
    let parsed: z.infer<typeof answerSchema>;
    try {
      parsed = answerSchema.parse(JSON.parse(text));
    } catch {
      throw new FiscalUnavailableError(`${operation}: not the protocol's answer`);
    }
    if (parsed.code !== 0 || !parsed.result)
      throw new FiscalRefusedError(parsed.code, parsed.message ?? 'refused');
    const { receiptId, fiscal, qr, time } = parsed.result;
    return { receiptId, fiscalNumber: fiscal, qr, printedAt: time };
  }

  return {
    kind: options.kind,
    registerId: options.registerId,
    print: (seq, receipt: FiscalReceiptRequest) => call('print', { seq, ...receipt }),
    printReturn: (seq, receiptId) => call('printReturn', { seq, receiptId }),
    printCopy: (seq, receiptId) => call('printCopy', { seq, receiptId }),
  };
}
