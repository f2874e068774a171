/**
 * The second baseline of the API benchmark: a bare Fastify + pg server answering each measured
 * read as a hand-written server would, with the fewest statements: one statement per read that
 * builds the whole reply (the history's page and its total, the dashboard's every part, the
 * messages and their counts) as JSON in PostgreSQL. No session check, no validation, no logging.
 * Where the replay baseline (baseline.ts) shows what the framework costs, this one shows what
 * the product's statements and round trips cost. The public catalog and the health answer are
 * the product's reply sent as it is: a bare static reply.
 *
 * Its replies hold the same data as the product's (checked by `checkSameData` before a run);
 * a message's text is sent as its template and parameters, which the product renders in the
 * reader's language.
 *
 *   BENCH_PLAN=<plan.json> BENCH_READER=<user id> PORT=<port> DATABASE_URL=<url> node --import tsx minimal.ts
 */
import fs from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import type { PlannedRoute } from './baseline';

/** The history's total is counted up to 10 000 rows, as the product counts it (`count_capped`). */
const HISTORY_COUNT_CAP = 10_000;

// $1 the reader, $2 the language.
const balancesJson = `coalesce((select json_agg(json_build_object(
    'product_id', p.id, 'product_code', p.code, 'product_name', p.name->>$2, 'unit', p.unit,
    'balance', coalesce(b.available, 0) / 1000.0, 'held', coalesce(b.held, 0) / 1000.0)
    order by p.sort_order)
  from products p left join balances b on b.product_id = p.id and b.user_id = $1
  where p.active), '[]')`;

/** A page of the history: $3 rows after skipping $4. */
const historyJson = (limit: string, skip: string) => `(select json_build_object(
  'count', least(m.n, ${HISTORY_COUNT_CAP}), 'count_capped', m.n > ${HISTORY_COUNT_CAP},
  'data', coalesce((select json_agg(json_build_object(
      'id', t.id, 'type', t.type, 'transaction_status_id', t.status_id, 'product_id', t.product_id,
      'product_name', p.name->>$2, 'unit', p.unit, 'quantity', t.quantity / 1000.0, 'amount', t.amount,
      'station_id', t.station_id, 'station_name', s.name->>$2, 'partner_id', o.public_id,
      'partner_name', coalesce(o.company_name, o.first_name || ' ' || o.last_name),
      'card', case when c.id is null then null else json_build_object('id', c.id, 'last4', c.last4, 'name', c.name) end,
      'automatic', t.automatic, 'from_card_fuel', t.from_card_fuel, 'outcome', t.outcome,
      'outcome_reason', t.outcome_reason, 'created_at', t.created_at)
      order by t.created_at desc, t.id desc)
    from (select id from transactions where user_id = $1 order by created_at desc, id desc
          limit ${limit} offset ${skip}) page
    join transactions t on t.id = page.id
    join products p on p.id = t.product_id
    left join stations s on s.id = t.station_id
    left join users o on o.id = t.counterparty_id
    left join cards c on c.id = t.card_id), '[]'))
  from (select count(*) n from (select 1 from transactions where user_id = $1
        limit ${HISTORY_COUNT_CAP + 1}) m) m)`;

const connectionsJson = `(select json_build_object('count', count(*), 'data', coalesce(json_agg(json_build_object(
      'user_relation_id', r.id, 'id', o.public_id,
      'name', coalesce(o.company_name, o.first_name || ' ' || o.last_name), 'phone', o.phone)
      order by r.accepted_at desc, r.id desc) filter (where r.n <= 5), '[]'))
  from (select r.*, row_number() over (order by r.accepted_at desc, r.id desc) n
        from user_relations r
        where r.status = 'accepted' and (r.requester_id = $1 or r.addressee_id = $1)) r
  join users o on o.id = case when r.requester_id = $1 then r.addressee_id else r.requester_id end
  where o.deleted_at is null)`;

const vehiclesJson = `(select json_build_object('count', (select count(*) from vehicles where user_id = $1),
  'data', coalesce(json_agg(json_build_object(
    'id', v.id, 'license_plate', v.license_plate, 'model', v.model,
    'primary_fuel_type', v.primary_fuel_id, 'primary_fuel_name', p1.name->>$2,
    'second_fuel_type', v.second_fuel_id, 'second_fuel_name', p2.name->>$2,
    'primary_tank_capacity', v.primary_tank_capacity, 'second_tank_capacity', v.second_tank_capacity,
    'odometer_km', v.odometer_km, 'created_at', v.created_at) order by v.created_at desc, v.id desc), '[]'))
  from (select * from vehicles where user_id = $1 order by created_at desc, id desc limit 3) v
  join products p1 on p1.id = v.primary_fuel_id left join products p2 on p2.id = v.second_fuel_id)`;

/** Each read's one statement: $1 the reader, $2 (where used) the language. */
const READS: Record<string, { text: string }> = {
  balances: {
    text: `select json_build_object('count', (select count(*) from products where active), 'data', ${balancesJson}) as reply`,
  },
  history: { text: `select ${historyJson('10', '0')} as reply` },
  dashboard: {
    text: `with c as (select ${connectionsJson} as j), u as (select type from users where id = $1)
      select json_build_object('balances', ${balancesJson}, 'vehicles', ${vehiclesJson},
        'connections', c.j,
        'friends', case when u.type = 'individual' then c.j else '{"count":0,"data":[]}'::json end,
        'partners', case when u.type = 'company' then c.j else '{"count":0,"data":[]}'::json end,
        'transactions', ${historyJson('5', '0')}) as reply from c, u`,
  },
  messages: {
    text: `select json_build_object('count', (select count(*) from notifications where user_id = $1),
      'unread', (select count(*) from notifications where user_id = $1 and read_at is null),
      'data', coalesce((select json_agg(json_build_object('id', n.id, 'text', n.template, 'params', n.params::text,
          'date', n.created_at, 'read', n.read_at is not null, 'transaction_id', n.transaction_id)
          order by n.created_at desc, n.id desc)
        from (select * from notifications where user_id = $1 order by created_at desc, id desc limit 10) n), '[]')) as reply`,
  },
};

const plan = JSON.parse(fs.readFileSync(process.env.BENCH_PLAN ?? '', 'utf8')) as PlannedRoute[];
const reader = process.env.BENCH_READER ?? '';
const lang = 'am';
const deepSkip = Number(process.env.BENCH_DEEP_SKIP ?? 0);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
for (const route of plan) {
  const read =
    route.name === 'history-deep'
      ? { text: `select ${historyJson('10', String(deepSkip))} as reply` }
      : READS[route.name];
  if (!read) {
    // The constant as bytes: sent as text, each reply would measure and encode it again.
    const bytes = Buffer.from(route.body);
    app.get(`/${route.name}`, (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(bytes),
    );
    continue;
  }
  // Named, so PostgreSQL plans it once per connection, as a hand-written server would prepare it.
  const values = read.text.includes('$2') ? [reader, lang] : [reader];
  const query = { name: `minimal_${route.name}`, text: read.text, values };
  app.get(`/${route.name}`, async () => (await pool.query(query)).rows[0].reply);
}
app.get('/ready', async () => ({ ok: true }));
app.addHook('onClose', () => pool.end());
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
