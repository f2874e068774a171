import { bigint, jsonb, pgSchema, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The built-in sandbox fiscal register's own schema, with its own migrations
 * (db/migrations-sandbox-fiscal), applied only where the sandbox runs: a database behind the
 * real e-HDM service never gets it. Not exported from the product's schema index.
 */
export const sandboxFiscal = pgSchema('sandbox_fiscal');

/** A register the sandbox knows: the last sequence number it accepted. */
export const sandboxFiscalRegisters = sandboxFiscal.table('registers', {
  crn: text('crn').primaryKey(),
  lastSequence: bigint('last_sequence', { mode: 'number' }).notNull().default(0),
});

/** Every receipt the sandbox printed, by register and sequence number. */
export const sandboxFiscalReceipts = sandboxFiscal.table(
  'receipts',
  {
    crn: text('crn').notNull(),
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
    /** What was asked, so a repeat with the same number and content answers the same. */
    contentHash: text('content_hash').notNull(),
    operation: text('operation').notNull(),
    receiptId: text('receipt_id').notNull(),
    fiscalNumber: text('fiscal_number').notNull(),
    request: jsonb('request').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.crn, t.sequence] })],
);
