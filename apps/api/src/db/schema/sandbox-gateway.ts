import {
  bigint,
  boolean,
  index,
  jsonb,
  pgSchema,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The built-in sandbox card gateway's own schema, with its own migrations
 * (db/migrations-sandbox-gateway), applied only where the sandbox runs: a database behind a real
 * bank never gets it (docs/decisions/0020-sandbox-gateway-schema.md). Not exported from the
 * product's schema index, so the product's migrations never describe it.
 */
export const sandboxGateway = pgSchema('sandbox_gateway');

/**
 * Orders of the built-in sandbox card gateway (development and tests only): the state a bank's
 * RBS gateway keeps, so the sandbox answers exactly like one. Times are written by the sandbox's
 * clock, not the database's, so tests can move time forward.
 */
export const sandboxGatewayOrders = sandboxGateway.table('orders', {
  /** The gateway's orderId (mdOrder). */
  id: uuid('id').primaryKey().defaultRandom(),
  /** The merchant's own order number; the gateway refuses a second order with the same one. */
  // Named as they were in the product's schema, so moved and new tables are alike.
  orderNumber: text('order_number').notNull().unique('sandbox_gateway_orders_order_number_unique'),
  /** Minor units (luma). */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  language: text('language', { enum: ['hy', 'en', 'ru'] }).notNull(),
  description: text('description'),
  returnUrl: text('return_url').notNull(),
  failUrl: text('fail_url'),
  clientId: text('client_id'),
  jsonParams: jsonb('json_params').$type<Record<string, string>>(),
  callbackUrl: text('callback_url'),
  /** RBS orderStatus: 0 registered … 6 declined. */
  status: smallint('status').notNull().default(0),
  actionCode: smallint('action_code').notNull().default(0),
  maskedPan: text('masked_pan'),
  /** YYYYMM, as the gateway reports it. */
  expiration: text('expiration'),
  cardholderName: text('cardholder_name'),
  saveCard: boolean('save_card').notNull().default(false),
  bindingId: uuid('binding_id'),
  depositedAmount: bigint('deposited_amount', { mode: 'number' }).notNull().default(0),
  refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
  ip: text('ip'),
  /** While in 3-D Secure (status 5): when the simulated cardholder finishes. */
  acsUntil: timestamp('acs_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Cards the sandbox saved for a client (RBS "bindings"). */
export const sandboxGatewayBindings = sandboxGateway.table(
  'bindings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: text('client_id').notNull(),
    maskedPan: text('masked_pan').notNull(),
    /** YYYYMM. */
    expiryDate: text('expiry_date').notNull(),
    cardholderName: text('cardholder_name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_gateway_bindings_client_idx').on(t.clientId)],
);
