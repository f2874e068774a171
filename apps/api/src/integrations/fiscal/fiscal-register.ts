/**
 * A fiscal register modelled on the State Revenue Committee's e-HDM service: JSON over HTTPS
 * with a client certificate. Every call carries the register's sequence number, the previous
 * call's plus one, which the caller keeps (in our database); the same number with the same
 * content answers the same receipt again, so a call whose answer was lost is repeated as is.
 */
export interface FiscalItem {
  /** Our product code and its name in Armenian, as printed. */
  goodCode: string;
  goodName: string;
  unit: string;
  /** In the unit, at most 3 decimals. */
  quantity: number;
  /** Drams per unit, and the line's total with the VAT in it. */
  price: number;
  total: number;
  vat: number;
}

export interface FiscalReceiptRequest {
  /**
   * `prepayment`: money taken for goods delivered later (a purchase of fuel); `sale`: goods
   * delivered (a refuel), here settled from such a prepayment.
   */
  mode: 'prepayment' | 'sale';
  items: FiscalItem[];
  /** Drams paid by bank card, and drams settled from an earlier prepayment. */
  cardAmount: number;
  prepaymentAmount: number;
  /** Our receipt, for the register's log. */
  externalId: string;
}

/** What the register answers for a printed receipt. */
export interface FiscalAnswer {
  receiptId: string;
  fiscalNumber: string;
  /** What the QR code on the receipt encodes: the buyer checks the receipt with it. */
  qr: string;
  /** When the register printed it (ISO). */
  printedAt: string;
}

export interface FiscalRegister {
  kind: 'ehdm' | 'sandbox';
  /** The register's number (CRN): sequence numbers count per register. */
  registerId: string;
  print(sequence: number, receipt: FiscalReceiptRequest): Promise<FiscalAnswer>;
  /** A return of a printed receipt (all of it). */
  printReturn(sequence: number, receiptId: string): Promise<FiscalAnswer>;
  /** A copy of a printed receipt. */
  printCopy(sequence: number, receiptId: string): Promise<FiscalAnswer>;
}

/** e-HDM answer codes the sandbox gives as the real service would. */
export const FISCAL_CODES = {
  ok: 0,
  /** The sequence number is not the previous one plus one. */
  wrongSequence: 101,
  /** The sequence number was used for another request. */
  sequenceTaken: 102,
  /** No such receipt (return, copy). */
  unknownReceipt: 103,
  /** The request is not what the protocol expects. */
  badRequest: 104,
} as const;

/** The register answered and refused: its code and message. Repeating will not help. */
export class FiscalRefusedError extends Error {
  override readonly name = 'FiscalRefusedError';
  constructor(
    readonly code: number,
    readonly reason: string,
  ) {
    super(`fiscal register refused: code ${code} (${reason})`);
  }
}

/**
 * No usable answer: network failure, timeout, a reply that is not 2xx or not the protocol's
 * JSON. The receipt may or may not have been printed; repeat with the same sequence number.
 */
export class FiscalUnavailableError extends Error {
  override readonly name = 'FiscalUnavailableError';
}
