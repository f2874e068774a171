import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/database';
import { statementMailings } from '../../db/schema';

/**
 * The statement's figures in one read of the ledger: every entry on the account (its own
 * spendable and held fuel, and its cards' sub-accounts) up to the month's end, netted per
 * journal, then summed by what moved it. Opening is everything before the month; closing is
 * everything before its end, which is the ledger's balance at that instant.
 */
export async function findMonthSums(db: Db, userId: string, from: Date, to: Date, lang: string) {
  const result = await db.execute(sql`
    with m as (
      select le.product_id, j.kind, j.created_at >= ${from.toISOString()}::timestamptz as in_month,
        sum(le.quantity) as net,
        coalesce(sum(le.quantity) filter (where le.account = 'held' and le.card_id is null), 0) as held,
        coalesce(sum(le.quantity) filter (where le.card_id is not null), 0) as on_cards
      from ledger_entries le join journal j on j.id = le.journal_id
      where le.user_id = ${userId}::uuid and j.created_at < ${to.toISOString()}::timestamptz
      group by le.product_id, j.id, j.kind, j.created_at)
    select m.product_id, p.code, p.name->>${lang}::text as name, p.unit,
      coalesce(sum(net) filter (where not in_month), 0)::text as opening,
      coalesce(sum(net) filter (where in_month and kind = 'purchase'), 0)::text as purchases,
      coalesce(sum(net) filter (where in_month and kind = 'transfer' and net > 0), 0)::text as transfers_in,
      coalesce(-sum(net) filter (where in_month and kind = 'transfer' and net < 0), 0)::text as transfers_out,
      coalesce(-sum(net) filter (where in_month and kind in ('refuel_hold', 'refuel_settle', 'refuel_release')), 0)::text as refuels,
      coalesce(sum(on_cards) filter (where in_month and kind = 'card_load'), 0)::text as card_loads,
      coalesce(-sum(on_cards) filter (where in_month and kind = 'card_unload'), 0)::text as card_unloads,
      coalesce(sum(net), 0)::text as closing,
      coalesce(sum(held), 0)::text as closing_held,
      coalesce(sum(on_cards), 0)::text as closing_on_cards
    from m join products p on p.id = m.product_id
    group by m.product_id, p.code, p.name, p.unit, p.sort_order
    order by p.sort_order, p.code`);
  return rowsOf<{
    product_id: string;
    code: string;
    name: string;
    unit: 'L' | 'm3';
    opening: string;
    purchases: string;
    transfers_in: string;
    transfers_out: string;
    refuels: string;
    card_loads: string;
    card_unloads: string;
    closing: string;
    closing_held: string;
    closing_on_cards: string;
  }>(result);
}

/** Drams paid for the purchases the ledger credited in the month, per product. */
export async function findMonthPaid(db: Db, userId: string, from: Date, to: Date) {
  const result = await db.execute(sql`
    select o.product_id, sum(o.amount)::text as paid
    from journal j join payment_orders o on o.id = j.reference_id
    where j.kind = 'purchase' and o.user_id = ${userId}::uuid
      and j.created_at >= ${from.toISOString()}::timestamptz and j.created_at < ${to.toISOString()}::timestamptz
    group by o.product_id`);
  return rowsOf<{ product_id: string; paid: string }>(result);
}

/**
 * The month's refuels as the ledger settled them, grouped by the card (and its driver then)
 * and vehicle each was for: the quantities add up to the statement's refuels.
 */
export async function findMonthRefuelGroups(db: Db, userId: string, from: Date, to: Date) {
  const result = await db.execute(sql`
    with r as (
      select j.reference_id, le.product_id, -sum(le.quantity) as quantity
      from ledger_entries le join journal j on j.id = le.journal_id
      where le.user_id = ${userId}::uuid and j.kind = 'refuel_settle'
        and j.created_at >= ${from.toISOString()}::timestamptz and j.created_at < ${to.toISOString()}::timestamptz
      group by j.id, j.reference_id, le.product_id),
    l as (
      select r.product_id, r.quantity, cr.card_id, c.last4,
        coalesce(f.driver_id, c.driver_user_id) as driver_id,
        coalesce(f.vehicle_id, cr.vehicle_id, ra.vehicle_id) as vehicle_id
      from r
      left join card_refuels cr on cr.id = r.reference_id
      left join cards c on c.id = cr.card_id
      left join refuel_authorizations ra on ra.id = r.reference_id
      left join vehicle_fills f on f.id = r.reference_id)
    select l.product_id, l.card_id, l.last4, l.driver_id,
      coalesce(d.company_name, d.first_name || ' ' || d.last_name) as driver_name,
      l.vehicle_id, v.license_plate, count(*)::int as count, sum(l.quantity)::text as quantity
    from l
    left join users d on d.id = l.driver_id
    left join vehicles v on v.id = l.vehicle_id
    group by l.product_id, l.card_id, l.last4, l.driver_id, d.company_name, d.first_name, d.last_name,
      l.vehicle_id, v.license_plate
    order by sum(l.quantity) desc, l.last4 nulls last, v.license_plate nulls last`);
  return rowsOf<{
    product_id: string;
    card_id: string | null;
    last4: string | null;
    driver_id: string | null;
    driver_name: string | null;
    vehicle_id: string | null;
    license_plate: string | null;
    count: number;
    quantity: string;
  }>(result);
}

/** Who the statement is for, and the instant its history begins. */
export async function findStatementAccount(db: Db, userId: string) {
  const result = await db.execute(sql`
    select u.type, coalesce(u.company_name, u.first_name || ' ' || u.last_name) as name,
      u.public_id, u.tax_id, u.email, u.language,
      least(u.created_at, (select min(j.created_at) from ledger_entries le
        join journal j on j.id = le.journal_id where le.user_id = u.id)) as since
    from users u where u.id = ${userId}::uuid and u.deleted_at is null`);
  const [row] = rowsOf<{
    type: 'individual' | 'company';
    name: string;
    public_id: number;
    tax_id: string | null;
    email: string;
    language: 'am' | 'en' | 'ru';
    since: string | Date;
  }>(result);
  return row;
}

/** Companies open before `end` whose statement of `month` has not been e-mailed yet. */
export async function findCompaniesToMail(db: Db, month: string, end: Date, limit: number) {
  const result = await db.execute(sql`
    select u.id, u.company_name, u.first_name, u.email, u.language
    from users u
    where u.type = 'company' and u.deleted_at is null and u.created_at < ${end.toISOString()}::timestamptz
      and not exists (select 1 from statement_mailings s where s.user_id = u.id and s.month = ${month})
    order by u.id limit ${limit}`);
  return rowsOf<{
    id: string;
    company_name: string | null;
    first_name: string;
    email: string;
    language: 'am' | 'en' | 'ru';
  }>(result);
}

/** Takes the company's mailing of `month`; false when another round (or instance) has it. */
export async function claimMailing(db: Db, userId: string, month: string): Promise<boolean> {
  const rows = await db
    .insert(statementMailings)
    .values({ userId, month })
    .onConflictDoNothing()
    .returning({ userId: statementMailings.userId });
  return rows.length === 1;
}
