import { PRODUCT_UNITS, RECEIPT_KINDS, RECEIPT_PAYMENTS, RECEIPT_STATES } from '@fuel/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products, stations } from './catalog';
import type { LocalizedText } from './localized';
import { users } from './users';

/**
 * The receipt of a sale (DESIGN §5.10): one per paid purchase or completed refuel, written in
 * the transaction that completes it, with what the buyer is shown kept as it was then (names,
 * address, seller). The fiscal register's answer is added once the receipt is printed there;
 * until then it is `waiting` (ADR 0035).
 */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The receipt number shown to the buyer: increasing, never reused. */
    number: bigserial('number', { mode: 'number' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: RECEIPT_KINDS }).notNull(),
    /** The purchase order, refuel code or card refuel: one receipt each. */
    operationId: uuid('operation_id').notNull(),
    payment: text('payment', { enum: RECEIPT_PAYMENTS }).notNull(),
    /** The seller the register printed the receipt as: set when it is printed. */
    sellerName: text('seller_name'),
    sellerTin: text('seller_tin'),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    productCode: text('product_code').notNull(),
    productName: jsonb('product_name').$type<LocalizedText>().notNull(),
    unit: text('unit', { enum: PRODUCT_UNITS }).notNull(),
    /** Thousandths of the unit. */
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    /** Whole drams per unit. */
    unitPrice: integer('unit_price').notNull(),
    /** Whole drams, VAT included. */
    total: integer('total').notNull(),
    vat: integer('vat').notNull(),
    stationId: uuid('station_id').references(() => stations.id),
    stationName: jsonb('station_name').$type<LocalizedText>(),
    stationAddress: jsonb('station_address').$type<LocalizedText>(),
    vehiclePlate: text('vehicle_plate'),
    cardId: uuid('card_id'),
    cardLast4: text('card_last4'),
    state: text('state', { enum: RECEIPT_STATES }).notNull().default('waiting'),
    /** The fiscal register and the sequence number the receipt was (or is being) printed with. */
    registerId: text('register_id'),
    sequence: bigint('sequence', { mode: 'number' }),
    fiscalReceiptId: text('fiscal_receipt_id'),
    fiscalNumber: text('fiscal_number'),
    fiscalQr: text('fiscal_qr'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('receipts_operation_idx').on(t.operationId),
    uniqueIndex('receipts_register_sequence_idx')
      .on(t.registerId, t.sequence)
      .where(sql`${t.sequence} is not null`),
    index('receipts_waiting_idx').on(t.number).where(sql`${t.state} = 'waiting'`),
    index('receipts_user_idx').on(t.userId, t.createdAt),
    check('receipts_amounts_check', sql`${t.quantity} > 0 and ${t.total} >= 0 and ${t.vat} >= 0`),
    check(
      'receipts_issued_check',
      sql`${t.state} <> 'issued' or (${t.sequence} is not null and ${t.fiscalNumber} is not null)`,
    ),
  ],
);

/**
 * One row per fiscal register: the last sequence number given out, and who is printing on it
 * now. Receipts are printed one after the other under this row (ADR 0035).
 */
export const fiscalRegisters = pgTable('fiscal_registers', {
  id: text('id').primaryKey(),
  lastSequence: bigint('last_sequence', { mode: 'number' }).notNull().default(0),
  /** The printer holding the register until then; an expired lease is free to take. */
  leaseHolder: text('lease_holder'),
  leasedUntil: timestamp('leased_until', { withTimezone: true }),
  /** The last time anyone tried to print here: the periodic round wakes a stalled queue. */
  triedAt: timestamp('tried_at', { withTimezone: true }).notNull().defaultNow(),
});
