import { API_ROUTES, apiUrlOf, refuelSchema, statementSchema } from '@fuel/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/database';
import { orderedCard } from '../../test/cards';
import { befriend, callAs, type SignedIn as Member, signedIn } from '../../test/members';
import { creditFuel, expectLedgerBalanced, productByCode } from '../../test/money';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { issueStationKey } from '../refuels';
import { monthStart, nextMonth, yerevanMonth } from './statements.service';

/**
 * Random operations (purchases, transfers, refuels by code and by card, card loads and unloads;
 * some at once, which race on PostgreSQL and take turns on PGlite), spread over three months;
 * then every month's statement of every account must add up, and its closing balance must be
 * the ledger's at the month's end.
 */
describe('statements reconcile with the ledger', () => {
  let t: TestApp;
  const seed = Number(process.env.STATEMENT_SEED ?? Date.now() % 100_000);
  let state = seed;
  /** mulberry32: the same seed gives the same operations (printed when a check fails). */
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(items: T[]): T => items[int(0, items.length - 1)] as T;

  let people: Member[];
  let companies: Member[];
  let products: { id: string }[];
  let station: { stationId: string; key: string };
  const cards = new Map<string, { id: string; number: string }>();

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    products = [await productByCode(db, 'DIESEL'), await productByCode(db, 'PREMIUM_95')];
    station = await issueStationKey(db, 'YVN-KOMITAS');
    people = [await signedIn(t), await signedIn(t)];
    companies = [await signedIn(t, 'company'), await signedIn(t, 'company')];
    await befriend(t, people[0] as Member, people[1] as Member);
    await befriend(t, companies[0] as Member, companies[1] as Member);
    for (const c of companies) {
      const made = await orderedCard(t, c.token, {
        pin: '4826',
        products: products.map((p) => ({ product_id: p.id, day_limit: null, month_limit: null })),
      });
      cards.set(c.id, { id: made.id, number: made.number });
    }
    const ids = [...people, ...companies].map((m) => m.id);
    await db.execute(
      sql`update users set created_at = '2026-08-01T00:00:00+04' where id in (${sql.join(ids, sql`, `)})`,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const station$ = (route: { method: string; path: string }, params: object, payload: object) =>
    t.app.inject({
      method: route.method as 'POST',
      url: apiUrlOf(route, params),
      headers: { authorization: `Bearer ${station.key}` },
      payload,
    });

  async function operation() {
    const db = t.database.db;
    const who = pick([...people, ...companies]);
    const product = pick(products);
    const kind = pick(['purchase', 'transfer', 'refuel', 'card'] as const);
    if (kind === 'purchase') return creditFuel(db, who.id, product.id, int(1, 30_000) / 1000);
    if (kind === 'transfer') {
      const group = who.type === 'company' ? companies : people;
      const to = group.find((m) => m.id !== who.id) as Member;
      return callAs(t, who, API_ROUTES.friends.transfer, {
        payload: { recipient_id: to.publicId, product_id: product.id, quantity: int(1, 6) },
      });
    }
    const card = cards.get(who.id);
    if (kind === 'refuel' || !card) {
      const res = await callAs(t, who, API_ROUTES.refuels.create, {
        payload: { product_id: product.id, volume: int(1, 8) },
      });
      if (res.statusCode !== 201 && res.statusCode !== 200) return;
      const refuel = refuelSchema.parse(res.json());
      const end = int(0, 3);
      if (end === 0) return; // left held past the month's end
      if (end === 1)
        return callAs(t, who, API_ROUTES.refuels.cancel, { params: { id: refuel.id } });
      return station$(
        API_ROUTES.pumpTerminal.completeCode,
        { stationId: station.stationId, code: refuel.code },
        { dispensed: int(1, refuel.volume * 1000) / 1000 },
      );
    }
    const move = int(0, 2);
    if (move === 0)
      return callAs(t, who, API_ROUTES.cards.load, {
        params: { id: card.id },
        payload: { product_id: product.id, volume: int(1, 6) },
      });
    if (move === 1)
      return callAs(t, who, API_ROUTES.cards.unload, {
        params: { id: card.id },
        payload: { product_id: product.id, volume: int(1, 3000) / 1000 },
      });
    const held = await station$(
      API_ROUTES.pumpTerminal.authorizeCard,
      { stationId: station.stationId },
      { card_number: card.number, pin: '4826', product_id: product.id, volume: int(1, 6) },
    );
    if (held.statusCode !== 200) return;
    const { refuel_id, volume } = held.json() as { refuel_id: string; volume: number };
    return station$(
      API_ROUTES.pumpTerminal.completeCard,
      { stationId: station.stationId, refuelId: refuel_id },
      { dispensed: int(1, volume * 1000) / 1000 },
    );
  }

  it('opening + movements = closing = the ledger’s balance, every month, every product', async () => {
    const db = t.database.db;
    const from = monthStart('2026-08').getTime();
    const span = monthStart('2026-11').getTime() - from;
    // One of each kind first, whatever the seed draws after; then batches of operations at
    // once, each batch dated at one random instant of Aug–Oct.
    const [person, friend] = people as [Member, Member];
    const firm = companies[0] as Member;
    const card = cards.get(firm.id) as { id: string; number: string };
    const diesel = products[0] as { id: string };
    const prelude = [
      () => creditFuel(db, person.id, diesel.id, 40),
      () => creditFuel(db, firm.id, diesel.id, 40),
      () =>
        callAs(t, person, API_ROUTES.friends.transfer, {
          payload: { recipient_id: friend.publicId, product_id: diesel.id, quantity: 2 },
        }),
      async () => {
        for (const used of [true, false]) {
          const res = await callAs(t, person, API_ROUTES.refuels.create, {
            payload: { product_id: diesel.id, volume: 3 },
          });
          const refuel = refuelSchema.parse(res.json());
          if (used)
            await station$(
              API_ROUTES.pumpTerminal.completeCode,
              { stationId: station.stationId, code: refuel.code },
              { dispensed: 2.345 },
            );
          else await callAs(t, person, API_ROUTES.refuels.cancel, { params: { id: refuel.id } });
        }
      },
      async () => {
        await callAs(t, firm, API_ROUTES.cards.load, {
          params: { id: card.id },
          payload: { product_id: diesel.id, volume: 5 },
        });
        await callAs(t, firm, API_ROUTES.cards.unload, {
          params: { id: card.id },
          payload: { product_id: diesel.id, volume: 1.5 },
        });
        const held = await station$(
          API_ROUTES.pumpTerminal.authorizeCard,
          { stationId: station.stationId },
          { card_number: card.number, pin: '4826', product_id: diesel.id, volume: 4 },
        );
        await station$(
          API_ROUTES.pumpTerminal.completeCard,
          { stationId: station.stationId, refuelId: held.json().refuel_id },
          { dispensed: 3.5 },
        );
      },
    ];
    for (let batch = 0; batch < 45; batch++) {
      const step = prelude[batch];
      if (step) await step();
      else await Promise.all(Array.from({ length: 4 }, () => operation()));
      const when = new Date(from + Math.floor(random() * span));
      await db.execute(
        sql`update journal set created_at = ${when.toISOString()}::timestamptz where created_at > now() - interval '1 hour'`,
      );
    }
    await expectLedgerBalanced(db);
    // Every kind of movement happened, so every column was exercised.
    const kinds = rowsOf<{ kind: string }>(
      await db.execute(sql`select distinct kind from journal order by kind`),
    ).map((r) => r.kind);
    expect(kinds, `seed ${seed}`).toEqual([
      'card_load',
      'card_unload',
      'purchase',
      'refuel_hold',
      'refuel_release',
      'refuel_settle',
      'transfer',
    ]);

    const current = yerevanMonth(new Date());
    const months: string[] = [];
    for (let m = '2026-08'; m <= current; m = nextMonth(m)) months.push(m);
    let checked = 0;
    for (const who of [...people, ...companies]) {
      const closingBefore = new Map<string, number>();
      for (const month of months) {
        const res = await callAs(t, who, API_ROUTES.statements.get, { params: { month } });
        expect(res.statusCode, `seed ${seed}: ${res.body}`).toBe(200);
        const s = statementSchema.parse(res.json());
        const end = monthStart(nextMonth(month)).toISOString();
        const ledger = new Map(
          rowsOf<{ product_id: string; total: string }>(
            await db.execute(sql`
              select le.product_id, sum(le.quantity)::text as total
              from ledger_entries le join journal j on j.id = le.journal_id
              where le.user_id = ${who.id} and j.created_at < ${end}::timestamptz
              group by le.product_id`),
          ).map((r) => [r.product_id, Number(r.total)]),
        );
        for (const p of s.products) {
          const k = (v: number) => Math.round(v * 1000);
          const label = `seed ${seed}, ${who.type} ${who.publicId}, ${month}, ${p.product_code}`;
          expect(
            k(p.opening) + k(p.purchases) + k(p.transfers_in) - k(p.transfers_out) - k(p.refuels),
            label,
          ).toBe(k(p.closing));
          expect(k(p.closing), label).toBe(ledger.get(p.product_id) ?? 0);
          expect(k(p.opening), label).toBe(closingBefore.get(p.product_id) ?? 0);
          if (who.type === 'company')
            expect(
              p.refuels_by.reduce((sum, g) => sum + k(g.quantity), 0),
              label,
            ).toBe(k(p.refuels));
          closingBefore.set(p.product_id, k(p.closing));
          checked++;
        }
      }
      // The running month closes at the balance now: the account's own and its cards'.
      const [now] = rowsOf<{ total: string }>(
        await db.execute(sql`
          select (coalesce((select sum(available + held) from balances where user_id = ${who.id}), 0)
            + coalesce((select sum(b.available + b.held) from card_balances b join cards c on c.id = b.card_id
                where c.user_id = ${who.id}), 0))::text as total`),
      );
      const closingNow = [...closingBefore.values()].reduce((a, b) => a + b, 0);
      expect(closingNow, `seed ${seed}`).toBe(Number(now?.total));
    }
    expect(checked).toBeGreaterThan(0);
  });
});
