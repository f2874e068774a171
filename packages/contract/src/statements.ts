import * as z from 'zod/mini';
import { PRODUCT_UNITS } from './products';
import { defineRoutes } from './route';
import { V } from './validation';

/**
 * Monthly statements (DESIGN §5.10): for one calendar month on Yerevan's clock, each product's
 * opening balance, what moved it, and its closing balance, all read from the ledger, so that
 * opening + purchases + transfers in − transfers out − refuels = closing, to the thousandth.
 * An account's fuel is all of it: spendable, held for a pump, and loaded onto its cards; a
 * card load or unload moves fuel inside the account and is shown beside the movements.
 */
export const STATEMENT_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const statementParamsSchema = z.object({
  /** `YYYY-MM`, a month on Yerevan's calendar. */
  month: z.string().check(z.regex(STATEMENT_MONTH_PATTERN, { error: V.invalid })),
});
export type StatementParams = z.infer<typeof statementParamsSchema>;

/** One group of a company's refuels: by card (with its driver) and vehicle. */
export const statementRefuelGroupSchema = z.object({
  card_id: z.nullable(z.string()),
  card_last4: z.nullable(z.string()),
  driver_id: z.nullable(z.string()),
  driver_name: z.nullable(z.string()),
  vehicle_id: z.nullable(z.string()),
  vehicle_plate: z.nullable(z.string()),
  /** How many refuels, and the fuel they took (in the unit, at most 3 decimals). */
  count: z.number(),
  quantity: z.number(),
});
export type StatementRefuelGroup = z.infer<typeof statementRefuelGroupSchema>;

/** Quantities are in the product's unit with at most 3 decimals; `paid` is in drams. */
export const statementProductSchema = z.object({
  product_id: z.string(),
  product_code: z.string(),
  product_name: z.string(),
  unit: z.enum(PRODUCT_UNITS),
  opening: z.number(),
  purchases: z.number(),
  transfers_in: z.number(),
  transfers_out: z.number(),
  refuels: z.number(),
  /** Moved from the company's balance onto its cards, and back (inside the account). */
  card_loads: z.number(),
  card_unloads: z.number(),
  closing: z.number(),
  /** Of the closing balance: held for pumps, and on the company's cards. */
  closing_held: z.number(),
  closing_on_cards: z.number(),
  /** Drams paid by bank card for this month's purchases. */
  paid: z.number(),
  /** Companies only (empty for individuals): the month's refuels by card, driver and vehicle. */
  refuels_by: z.array(statementRefuelGroupSchema),
});
export type StatementProduct = z.infer<typeof statementProductSchema>;

export const statementSchema = z.object({
  month: z.string(),
  /** The month's bounds as instants: from its first midnight in Yerevan to the next month's. */
  from: z.string(),
  to: z.string(),
  /** True while the month is still running: the closing balance is the balance now. */
  partial: z.boolean(),
  account: z.object({
    type: z.enum(['individual', 'company']),
    name: z.string(),
    public_id: z.number(),
    tax_id: z.nullable(z.string()),
  }),
  /** Every product the account ever held or moved, in the catalog's order. */
  products: z.array(statementProductSchema),
  /** Drams paid in the month, all products. */
  paid: z.number(),
  /** The first month a statement can be had for (the account's opening), `YYYY-MM`. */
  first_month: z.string(),
});
export type Statement = z.infer<typeof statementSchema>;

export const statementsRoutes = defineRoutes({
  get: {
    method: 'GET',
    path: '/user/statements/:month',
    params: statementParamsSchema,
    reply: statementSchema,
  },
  /** The same statement as a CSV file (no JSON reply). */
  csv: { method: 'GET', path: '/user/statements/:month.csv', params: statementParamsSchema },
  /** The same statement as a PDF, its fonts embedded (no JSON reply). */
  pdf: { method: 'GET', path: '/user/statements/:month.pdf', params: statementParamsSchema },
  /** The same statement as a spreadsheet (Office Open XML), numbers as numbers. */
  xlsx: { method: 'GET', path: '/user/statements/:month.xlsx', params: statementParamsSchema },
});
