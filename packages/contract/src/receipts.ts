import * as z from 'zod/mini';
import { LANGUAGES } from './languages';
import { idParamsSchema, listReplySchema } from './list';
import { PRODUCT_UNITS } from './products';
import { defineRoutes } from './route';

/**
 * Receipts (DESIGN §5.10): one for every paid purchase and every completed refuel, with the
 * fiscal register's answer once it has printed it. A purchase of fuel is an advance payment
 * made by bank card; a refuel is the sale, settled from that advance.
 */
export const RECEIPT_KINDS = ['purchase', 'refuel', 'card_refuel'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

/** How the receipt's total was paid: by bank card, or from fuel paid for in advance. */
export const RECEIPT_PAYMENTS = ['card', 'advance'] as const;
export type ReceiptPayment = (typeof RECEIPT_PAYMENTS)[number];

/** `waiting` until the fiscal register has printed it, then `issued` with its fiscal fields. */
export const RECEIPT_STATES = ['waiting', 'issued'] as const;
export type ReceiptState = (typeof RECEIPT_STATES)[number];

/** Armenia's VAT, included in the price: the part of a total that is VAT is total × 20 / 120. */
export const VAT_PERCENT = 20;

export const receiptItemSchema = z.object({
  product_id: z.string(),
  product_name: z.string(),
  unit: z.enum(PRODUCT_UNITS),
  /** In the unit, at most 3 decimals. */
  quantity: z.number(),
  /** Drams per unit. */
  unit_price: z.number(),
  /** Drams, VAT included. */
  total: z.number(),
  /** Drams of VAT within `total`. */
  vat: z.number(),
});
export type ReceiptItem = z.infer<typeof receiptItemSchema>;

export const receiptSchema = z.object({
  id: z.string(),
  /** The receipt number shown to the buyer. */
  number: z.number(),
  kind: z.enum(RECEIPT_KINDS),
  /** The purchase order or refuel: the history row's `reference_id`. */
  reference_id: z.string(),
  payment: z.enum(RECEIPT_PAYMENTS),
  seller: z.object({ name: z.string(), tax_id: z.string() }),
  station: z.nullable(z.object({ id: z.string(), name: z.string(), address: z.string() })),
  vehicle_plate: z.nullable(z.string()),
  card: z.nullable(z.object({ id: z.string(), last4: z.string() })),
  items: z.array(receiptItemSchema),
  /** Drams, VAT included, and the VAT within it. */
  total: z.number(),
  vat: z.number(),
  created_at: z.string(),
  /** The date and time on Yerevan's clock, `YYYY-MM-DD HH:MM:SS`. */
  local_time: z.string(),
  state: z.enum(RECEIPT_STATES),
  /** The fiscal register's answer; null while the receipt is waiting to be printed. */
  fiscal: z.nullable(
    z.object({
      register_id: z.string(),
      sequence: z.number(),
      receipt_id: z.string(),
      fiscal_number: z.string(),
      /** What the QR code on the receipt encodes: the buyer checks the receipt with it. */
      qr: z.string(),
      issued_at: z.string(),
    }),
  ),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const receiptsQuerySchema = z.object({
  /** A history row's `reference_id`: its operation's receipt, if it has one. */
  reference_id: z.string().check(z.uuid()),
});
export type ReceiptsQuery = z.infer<typeof receiptsQuerySchema>;
export const receiptPdfQuerySchema = z.object({
  /** The language to print it in; the request's Accept-Language otherwise. */
  lang: z.optional(z.enum(LANGUAGES)),
});
export type ReceiptPdfQuery = z.infer<typeof receiptPdfQuerySchema>;

export const receiptsReplySchema = listReplySchema(receiptSchema);
export type ReceiptsReply = z.infer<typeof receiptsReplySchema>;

export const receiptsRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: '/user/receipts',
    query: receiptsQuerySchema,
    reply: receiptsReplySchema,
  },
  get: { method: 'GET', path: '/user/receipts/:id', params: idParamsSchema, reply: receiptSchema },
  /** The receipt as a PDF file (no JSON reply). */
  pdf: {
    method: 'GET',
    path: '/user/receipts/:id/pdf',
    params: idParamsSchema,
    query: receiptPdfQuerySchema,
  },
});
