import { formatQuantity, type Language, type Statement } from '@fuel/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import {
  findMonthPaid,
  findMonthRefuelGroups,
  findMonthSums,
  findStatementAccount,
} from './statements.repository';

/** Yerevan keeps UTC+4 all year: its months start at 00:00 there. */
const YEREVAN_OFFSET_MS = 4 * 3600 * 1000;

/** The month's first instant on Yerevan's clock. */
export function monthStart(month: string): Date {
  return new Date(`${month}-01T00:00:00+04:00`);
}

/** The month after `month`, `YYYY-MM`. */
export function nextMonth(month: string): string {
  const [y = 0, m = 0] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** The month an instant falls in on Yerevan's calendar. */
export function yerevanMonth(at: Date): string {
  return new Date(at.getTime() + YEREVAN_OFFSET_MS).toISOString().slice(0, 7);
}

/** The month before the one `at` falls in, on Yerevan's calendar. */
export function previousMonth(at: Date): string {
  const [y = 0, m = 0] = yerevanMonth(at).split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/**
 * One month's statement of the account: 422 STATEMENT_MONTH_UNAVAILABLE for a month that has
 * not begun yet, or that ended before the account's first day.
 */
export async function getStatement(
  db: Db,
  userId: string,
  month: string,
  lang: Language,
  now = new Date(),
): Promise<Statement> {
  const account = await findStatementAccount(db, userId);
  if (!account) throw new AppError('NOT_FOUND');
  const from = monthStart(month);
  const to = monthStart(nextMonth(month));
  const firstMonth = yerevanMonth(new Date(account.since));
  if (from.getTime() > now.getTime() || month < firstMonth)
    throw new AppError('STATEMENT_MONTH_UNAVAILABLE', { field: 'month' });

  const [sums, paid, groups] = await Promise.all([
    findMonthSums(db, userId, from, to, lang),
    findMonthPaid(db, userId, from, to),
    account.type === 'company' ? findMonthRefuelGroups(db, userId, from, to) : Promise.resolve([]),
  ]);
  const paidOf = new Map(paid.map((p) => [p.product_id, Number(p.paid)]));
  const q = (v: string) => formatQuantity(Number(v));
  const products = sums.map((s) => ({
    product_id: s.product_id,
    product_code: s.code,
    product_name: s.name,
    unit: s.unit,
    opening: q(s.opening),
    purchases: q(s.purchases),
    transfers_in: q(s.transfers_in),
    transfers_out: q(s.transfers_out),
    refuels: q(s.refuels),
    card_loads: q(s.card_loads),
    card_unloads: q(s.card_unloads),
    closing: q(s.closing),
    closing_held: q(s.closing_held),
    closing_on_cards: q(s.closing_on_cards),
    paid: paidOf.get(s.product_id) ?? 0,
    refuels_by: groups
      .filter((g) => g.product_id === s.product_id)
      .map((g) => ({
        card_id: g.card_id,
        card_last4: g.last4,
        driver_id: g.driver_id,
        driver_name: g.driver_name,
        vehicle_id: g.vehicle_id,
        vehicle_plate: g.license_plate,
        count: g.count,
        quantity: q(g.quantity),
      })),
  }));
  return {
    month,
    from: from.toISOString(),
    to: to.toISOString(),
    partial: to.getTime() > now.getTime(),
    account: {
      type: account.type,
      name: account.name,
      public_id: account.public_id,
      tax_id: account.tax_id,
    },
    products,
    paid: products.reduce((sum, p) => sum + p.paid, 0),
    first_month: firstMonth,
  };
}
