/**
 * After the load: the database held to what the clients were told, and the background work
 * (reconciler, automatic top-ups, alerts, receipts, mail) counted per thing it acts on.
 */

import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../src/db/database';
import { ORDER_STATUS } from '../../src/integrations/payment-gateway/gateway';
import { checkLedger } from '../../src/modules/ledger';
import type { Told } from './load';
import { sleep } from './processes';

const one = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  rowsOf<T>(await db.execute(query))[0] as T;

const uuids = (ids: Iterable<string>) => {
  const list = [...ids];
  return list.length
    ? sql.join(
        list.map((id) => sql`${id}::uuid`),
        sql`, `,
      )
    : sql`null::uuid`;
};

/** What is still to be done in the background: nothing, once every instance has caught up. */
async function backlog(db: Db) {
  return one<{ jobs: number; uncredited: number; waiting_receipts: number; unalerted: number }>(
    db,
    sql`select
      (select count(*) from jobs where done_at is null and failed_at is null)::int as jobs,
      (select count(*) from payment_orders o join sandbox_gateway.orders s
         on s.id::text = o.gateway_order_id
         where s.status = ${ORDER_STATUS.deposited} and o.state <> 'paid')::int as uncredited,
      (select count(*) from receipts where state = 'waiting')::int as waiting_receipts,
      (select count(*) from balance_rules where alerted_crossing < crossings)::int as unalerted`,
  );
}

/** Waits until the background work is done (a job leased by a killed instance waits 60 s). */
export async function settle(db: Db, limitMs: number): Promise<{ ms: number; left: object }> {
  const started = Date.now();
  let left = await backlog(db);
  while (Date.now() - started < limitMs) {
    left = await backlog(db);
    if (Object.values(left).every((n) => n === 0)) break;
    await sleep(1000);
  }
  return { ms: Date.now() - started, left };
}

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export async function checkAll(
  db: Db,
  told: Told,
  accounts: { shoppers: string[]; heavy: string[]; signIn: string[] },
): Promise<{ checks: Check[]; figures: Record<string, number | string> }> {
  const checks: Check[] = [];
  const check = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });

  const ledger = await checkLedger(db);
  const doubled = await one<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from journal group by kind, reference_id having count(*) > 1) d`,
  );
  check(
    'ledger adds up, no movement booked twice',
    ledger.ok && doubled.n === 0,
    `ledger-check ${ledger.ok ? 'clean' : 'NOT clean'}; ${doubled.n} references booked twice`,
  );

  // Transfers: exactly the ones the senders were told about.
  const transfers = rowsOf<{ id: string }>(
    await db.execute(
      sql`select id::text from transfers where sender_id in (${uuids(accounts.shoppers)})`,
    ),
  ).map((r) => r.id);
  const lost = [...told.transfers.keys()].filter((id) => !transfers.includes(id));
  const untold = transfers.filter((id) => !told.transfers.has(id));
  check(
    'transfers: every acknowledged one stored once, none the clients were not told of',
    lost.length === 0 && untold.length <= told.transfersUnknown.length,
    `${told.transfers.size} acknowledged, ${transfers.length} stored, ${lost.length} lost, ${untold.length} not acknowledged (${told.transfersUnknown.length} never answered)`,
  );

  // Pump completions: every acknowledged one completed; others only where the answer was lost.
  const completed = rowsOf<{ id: string }>(
    await db.execute(
      sql`select id::text from refuel_authorizations where state = 'completed' and id in (${uuids(told.refuels)})`,
    ),
  ).map((r) => r.id);
  const completionsLost = [...told.completions].filter((id) => !completed.includes(id));
  const completedUntold = completed.filter(
    (id) => !told.completions.has(id) && !told.completionsUnknown.has(id),
  );
  check(
    'pump completions: every acknowledged one in the ledger',
    completionsLost.length === 0 && completedUntold.length === 0,
    `${told.completions.size} acknowledged, ${completionsLost.length} missing, ${completedUntold.length} completed unasked`,
  );

  // Purchases on the bank's page, settled by the reconciler: each credited once.
  const pay = await one<{ deposited: number; paid: number; uncredited: number; twice: number }>(
    db,
    sql`select
      count(*)::int as deposited,
      count(*) filter (where o.state = 'paid')::int as paid,
      count(*) filter (where o.state <> 'paid')::int as uncredited,
      count(*) filter (where (select count(*) from journal j where j.reference_id = o.id) > 1)::int as twice
    from payment_orders o join sandbox_gateway.orders s on s.id::text = o.gateway_order_id
    where s.status = ${ORDER_STATUS.deposited} and o.user_id in (${uuids(accounts.shoppers)})
      and o.save_card = false`,
  );
  const paidKnown = await one<{ n: number }>(
    db,
    sql`select count(*)::int as n from payment_orders where state = 'paid' and id in (${uuids(told.paidAtBank)})`,
  );
  check(
    'reconciler: every payment the bank took credited exactly once',
    pay.uncredited === 0 && pay.twice === 0 && paidKnown.n === told.paidAtBank.size,
    `${told.paidAtBank.size} paid on the bank's page (${paidKnown.n} of them credited), ${pay.deposited} deposited at the bank, ${pay.paid} credited, ${pay.twice} twice`,
  );

  // Automatic top-ups and alerts: one of each per fall below the threshold.
  const rules = rowsOf<{
    crossings: number;
    alerted: number;
    alerts: number;
    orders: number;
    orders_paid: number;
    credited_twice: number;
    mails: number;
  }>(
    await db.execute(sql`select r.crossings, r.alerted_crossing as alerted,
      (select count(*) from notifications n where n.user_id = r.user_id and n.template = 'balance_low')::int as alerts,
      (select count(*) from payment_orders o where o.user_id = r.user_id and o.auto_crossing is not null)::int as orders,
      (select count(*) from payment_orders o where o.user_id = r.user_id and o.auto_crossing is not null and o.state = 'paid')::int as orders_paid,
      (select count(*) from payment_orders o where o.user_id = r.user_id and o.auto_crossing is not null
         and (select count(*) from journal j where j.reference_id = o.id) > 1)::int as credited_twice,
      (select count(*) from dev_mailbox m join users u on u.email = m.recipient
         where u.id = r.user_id and m.text like '%/my-balance%')::int as mails
      from balance_rules r where r.user_id in (${uuids(accounts.heavy)})`),
  );
  const sum = (key: keyof (typeof rules)[number]) => rules.reduce((a, r) => a + r[key], 0);
  const crossings = sum('crossings');
  check(
    'automatic top-up: one purchase per fall below the threshold, paid and credited once',
    rules.every((r) => r.orders === r.crossings && r.orders_paid === r.crossings) &&
      sum('credited_twice') === 0 &&
      crossings > 0,
    `${crossings} falls below the threshold, ${sum('orders')} automatic purchases, ${sum('orders_paid')} paid, ${sum('credited_twice')} credited twice`,
  );
  check(
    'alerts: one message and one e-mail per fall below the threshold',
    rules.every((r) => r.alerts === r.crossings && r.alerted === r.crossings) &&
      rules.every((r) => r.mails === r.crossings),
    `${sum('alerts')} messages, ${sum('mails')} e-mails for ${crossings} falls`,
  );

  const jobs = await one<{
    done: number;
    failed: number;
    waiting: number;
    retried: number;
    released: number;
  }>(
    db,
    sql`select count(*) filter (where done_at is not null)::int as done,
      count(*) filter (where failed_at is not null)::int as failed,
      count(*) filter (where done_at is null and failed_at is null)::int as waiting,
      count(*) filter (where attempts > 1 and last_error is not null)::int as retried,
      count(*) filter (where attempts > 1 and last_error is null)::int as released
    from jobs`,
  );
  const waitingKinds = rowsOf<{ kind: string; n: number; error: string | null }>(
    await db.execute(sql`select kind, count(*)::int as n, max(last_error) as error from jobs
      where done_at is null and failed_at is null group by kind`),
  );
  if (waitingKinds.length) console.log('jobs waiting:', waitingKinds);
  check(
    'jobs: all done, none given up',
    jobs.failed === 0 && jobs.waiting === 0,
    `${jobs.done} done, ${jobs.waiting} waiting, ${jobs.failed} given up; taken again: ${jobs.released} whose lease ran out (held by the killed instance), ${jobs.retried} after an error`,
  );

  const receipts = await one<{
    operations: number;
    receipts: number;
    issued: number;
    printed: number;
    printed_twice: number;
  }>(
    db,
    sql`select
      ((select count(*) from payment_orders where state = 'paid') +
       (select count(*) from refuel_authorizations where state = 'completed'))::int as operations,
      (select count(*) from receipts)::int as receipts,
      (select count(*) from receipts where state = 'issued')::int as issued,
      (select count(*) from sandbox_fiscal.receipts)::int as printed,
      (select count(*) from (select receipt_id from sandbox_fiscal.receipts group by 1 having count(*) > 1) d)::int as printed_twice`,
  );
  check(
    'receipts: one per sale, printed once',
    receipts.receipts === receipts.operations &&
      receipts.issued === receipts.receipts &&
      receipts.printed === receipts.issued &&
      receipts.printed_twice === 0,
    `${receipts.operations} sales, ${receipts.receipts} receipts, ${receipts.issued} issued, ${receipts.printed} printed by the register`,
  );

  const sessions = rowsOf<{ user_id: string; n: number }>(
    await db.execute(
      sql`select user_id::text, count(distinct family_id)::int as n from refresh_tokens where user_id in (${uuids(accounts.signIn)}) group by 1`,
    ),
  );
  const signInsOk = accounts.signIn.every((id) => {
    const stored = sessions.find((s) => s.user_id === id)?.n ?? 0;
    const ok = told.signIns.get(id) ?? 0;
    return stored >= ok && stored <= ok + (told.signInsFailed.get(id) ?? 0);
  });
  const signInsTold = [...told.signIns.values()].reduce((a, b) => a + b, 0);
  check(
    'sign-ins: a session for each one acknowledged',
    signInsOk && signInsTold > 0,
    `${signInsTold} acknowledged, ${sessions.reduce((a, s) => a + s.n, 0)} sessions stored`,
  );

  return {
    checks,
    figures: {
      transfers: told.transfers.size,
      'pump completions': told.completions.size,
      'paid on the bank page': told.paidAtBank.size,
      'automatic top-ups': sum('orders'),
      alerts: sum('alerts'),
      'sign-ins': signInsTold,
      'jobs done': jobs.done,
      'jobs taken again after their lease ran out': jobs.released,
      'receipts printed': receipts.printed,
    },
  };
}
