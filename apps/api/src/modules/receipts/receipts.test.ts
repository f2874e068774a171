import {
  API_ROUTES,
  apiUrlOf,
  errorBodySchema,
  paymentRegisterReplySchema,
  type Receipt,
  receiptSchema,
  receiptsReplySchema,
} from '@fuel/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/database';
import { type FiscalRegister, FiscalUnavailableError } from '../../integrations/fiscal';
import { CARDS, submitPaymentForm } from '../../integrations/payment-gateway/testing';
import { orderedCard } from '../../test/cards';
import { createUser, signIn, type TestUser } from '../../test/factories';
import { creditFuel, expectLedgerBalanced, productByCode } from '../../test/money';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { issueStationKey } from '../refuels';
import { printWaitingReceipts } from './print.service';
import { vatIncluded } from './vat';

/**
 * Receipts (DESIGN §5.10): one for every paid purchase and completed refuel, written with it,
 * printed on the fiscal register in order, exactly once, whatever the register does meanwhile.
 */
let t: TestApp;
let person: TestUser;
let token: string;
let station: { id: string; key: string };
let petrol: { id: string; price: number };

const call = (who: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${who}`, 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });

async function receiptOf(who: string, referenceId: string): Promise<Receipt> {
  const res = await call(
    who,
    'GET',
    `${apiUrlOf(API_ROUTES.receipts.list)}?reference_id=${referenceId}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  const { data } = receiptsReplySchema.parse(res.json());
  expect(data).toHaveLength(1);
  return data[0] as Receipt;
}

/** A code for `litres` of petrol, used at the pump: the refuel's id. */
async function refuel(litres: number, vehicleId?: string): Promise<string> {
  const code = await call(token, 'POST', apiUrlOf(API_ROUTES.refuels.create), {
    product_id: petrol.id,
    volume: litres,
    ...(vehicleId ? { vehicle_id: vehicleId } : {}),
  });
  expect(code.statusCode, code.body).toBe(200);
  const { id, code: digits } = code.json() as { id: string; code: string };
  await pump(digits, litres);
  return id;
}

async function pump(code: string, litres: number) {
  const done = await t.app.inject({
    method: 'POST',
    url: apiUrlOf(API_ROUTES.pumpTerminal.completeCode, { stationId: station.id, code }),
    headers: { authorization: `Bearer ${station.key}` },
    payload: { dispensed: litres },
  });
  expect(done.statusCode, done.body).toBe(200);
}

/** Every receipt on the database in the order they were written, with their fiscal fields. */
async function allReceipts() {
  return rowsOf<{
    id: string;
    state: string;
    sequence: number | null;
    fiscal_number: string | null;
  }>(
    await t.database.db.execute(
      sql`select id, state, sequence::int as sequence, fiscal_number from receipts order by number`,
    ),
  );
}

async function sandboxPrints(): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await t.database.db.execute(sql`select count(*)::int as n from sandbox_fiscal.receipts`),
  );
  return row?.n ?? 0;
}

/** Jobs waiting out their backoff run now. */
async function retryNow() {
  await t.database.db.execute(
    sql`update jobs set run_at = now() where kind = 'fiscal.print' and done_at is null`,
  );
}

const deps = (register: FiscalRegister = t.app.fiscalRegister) => ({
  db: t.database.db,
  config: t.app.config,
  register,
});

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  person = await createUser(db);
  token = (await signIn(t.app, person)).access_token;
  const s = await issueStationKey(db, 'YVN-KOMITAS');
  station = { id: s.stationId, key: s.key };
  petrol = await productByCode(db, 'REGULAR_92');
  await creditFuel(db, person.id, petrol.id, 1000);
});
afterAll(async () => {
  await expectLedgerBalanced(t.database.db);
  await t.close();
});

describe('a receipt for each kind of operation', () => {
  it('a paid purchase: an advance paid by card, VAT included, printed once paid', async () => {
    const diesel = await productByCode(t.database.db, 'DIESEL');
    const res = await call(token, 'POST', apiUrlOf(API_ROUTES.payments.register), {
      product_id: diesel.id,
      quantity: 20,
    });
    const order = paymentRegisterReplySchema.parse(res.json());
    // Not paid yet: no receipt.
    const none = await call(
      token,
      'GET',
      `${apiUrlOf(API_ROUTES.receipts.list)}?reference_id=${order.order_id}`,
    );
    expect(receiptsReplySchema.parse(none.json()).count).toBe(0);
    await submitPaymentForm(t.app, order.formUrl, { pan: CARDS.approve });
    await call(token, 'GET', apiUrlOf(API_ROUTES.payments.sync, { orderId: order.order_id }));

    const waiting = await receiptOf(token, order.order_id);
    expect(waiting).toMatchObject({
      kind: 'purchase',
      payment: 'card',
      state: 'waiting',
      fiscal: null,
      total: 20 * diesel.price,
      vat: Math.round((20 * diesel.price * 20) / 120),
      station: null,
      card: null,
      seller: { name: t.app.config.fiscal.seller.name, tax_id: '00000000' },
    });
    expect(waiting.items).toEqual([
      {
        product_id: diesel.id,
        product_name: 'Diesel',
        unit: 'L',
        quantity: 20,
        unit_price: diesel.price,
        total: 20 * diesel.price,
        vat: waiting.vat,
      },
    ]);
    expect(waiting.local_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    await t.app.jobs.drain();
    const issued = await receiptOf(token, order.order_id);
    expect(issued.state).toBe('issued');
    expect(issued.fiscal).toMatchObject({ register_id: 'SANDBOX-1', sequence: 1 });
    expect(issued.fiscal?.fiscal_number).toMatch(/^\d{8}$/);
    // The QR opens the register's check page, which knows the receipt.
    const qr = new URL(issued.fiscal?.qr ?? '');
    const check = await t.app.inject({ url: qr.pathname + qr.search });
    expect(check.json()).toMatchObject({ valid: true, receipt: { mode: 'prepayment' } });
    // Read by its id too; another account gets 404 for it.
    const byId = await call(token, 'GET', apiUrlOf(API_ROUTES.receipts.get, { id: issued.id }));
    expect(receiptSchema.parse(byId.json())).toEqual(issued);
    const stranger = (await signIn(t.app, await createUser(t.database.db))).access_token;
    const theirs = await call(
      stranger,
      'GET',
      apiUrlOf(API_ROUTES.receipts.get, { id: issued.id }),
    );
    expect(theirs.statusCode).toBe(404);
    expect(errorBodySchema.parse(theirs.json()).errors[0]?.code).toBe('NOT_FOUND');
    const theirList = await call(
      stranger,
      'GET',
      `${apiUrlOf(API_ROUTES.receipts.list)}?reference_id=${order.order_id}`,
    );
    expect(receiptsReplySchema.parse(theirList.json()).count).toBe(0);
  });

  it('a refuel with a code: the sale settled from the advance, at the station, for the vehicle', async () => {
    const vehicle = await call(token, 'POST', apiUrlOf(API_ROUTES.vehicles.create), {
      license_plate: '77 RR 777',
      model: 'Niva',
      primary_fuel_type: petrol.id,
    });
    expect(vehicle.statusCode, vehicle.body).toBe(200);
    const id = await refuel(12.345, (vehicle.json() as { id: string }).id);
    const receipt = await receiptOf(token, id);
    const total = Math.round(12.345 * petrol.price);
    expect(receipt).toMatchObject({
      kind: 'refuel',
      payment: 'advance',
      total,
      vat: vatIncluded(total),
      vehicle_plate: '77 RR 777',
      station: { id: station.id },
      items: [{ quantity: 12.345, unit_price: petrol.price, total, product_name: 'Regular 92' }],
    });
    expect(receipt.station?.address).toContain('Yerevan');
    await t.app.jobs.drain();
    expect((await receiptOf(token, id)).fiscal?.sequence).toBe(2);
  });

  it('a company card’s refuel: the card on the receipt', async () => {
    const company = await createUser(t.database.db, { type: 'company' });
    const owner = (await signIn(t.app, company)).access_token;
    await creditFuel(t.database.db, company.id, petrol.id, 100);
    const card = await orderedCard(t, owner, {
      pin: '4826',
      products: [{ product_id: petrol.id, day_limit: null, month_limit: null }],
    });
    const drawn = await call(owner, 'POST', apiUrlOf(API_ROUTES.cardCodes.draw, { id: card.id }), {
      product_id: petrol.id,
      volume: 30,
    });
    expect(drawn.statusCode, drawn.body).toBe(200);
    const { id, code } = drawn.json() as { id: string; code: string };
    await pump(code, 25);
    const receipt = await receiptOf(owner, id);
    expect(receipt).toMatchObject({
      kind: 'card_refuel',
      payment: 'advance',
      card: { id: card.id, last4: card.card?.last4 },
      items: [{ quantity: 25, total: 25 * petrol.price }],
      total: 25 * petrol.price,
      vat: vatIncluded(25 * petrol.price),
    });
  });
});

describe('printing in order, exactly once', () => {
  it('VAT is a sixth of the total, to the nearest dram', () => {
    expect([0, 1, 2, 3, 6, 120, 10800, 5413].map(vatIncluded)).toEqual([
      0, 0, 0, 1, 1, 20, 1800, 902,
    ]);
  });

  it('an outage blocks no refuel; once the register is back every receipt prints once, in order', async () => {
    await t.app.jobs.drain();
    const control = t.app.fiscalSandbox;
    if (!control) throw new Error('no sandbox register');
    const printedBefore = await sandboxPrints();
    control.down = true;
    try {
      for (const litres of [5, 6, 7]) await refuel(litres);
      await t.app.jobs.drain();
      await retryNow();
      await t.app.jobs.drain();
    } finally {
      control.down = false;
    }
    const during = await allReceipts();
    const waiting = during.filter((r) => r.state === 'waiting');
    expect(waiting).toHaveLength(3);
    // The first waiting one was given its number before the call, and keeps it.
    expect(waiting.map((r) => r.sequence)).toEqual([printedBefore + 1, null, null]);
    expect(await sandboxPrints()).toBe(printedBefore);

    await retryNow();
    await t.app.jobs.drain();
    const after = await allReceipts();
    expect(after.every((r) => r.state === 'issued')).toBe(true);
    expect(after.map((r) => r.sequence)).toEqual(after.map((_, i) => i + 1));
    expect(await sandboxPrints()).toBe(after.length);
  });

  it('a lost answer is asked again with the same number, and the register answers the same', async () => {
    const id = await refuel(3);
    let lost = 0;
    const losing: FiscalRegister = {
      ...t.app.fiscalRegister,
      print: async (seq, receipt) => {
        await t.app.fiscalRegister.print(seq, receipt);
        lost += 1;
        throw new FiscalUnavailableError('timeout');
      },
    };
    await expect(printWaitingReceipts(deps(losing))).rejects.toThrow('timeout');
    expect(lost).toBe(1);
    const [first] = rowsOf<{ fiscal_number: string }>(
      await t.database.db.execute(
        sql`select fiscal_number from sandbox_fiscal.receipts order by sequence desc limit 1`,
      ),
    );
    expect(await printWaitingReceipts(deps())).toBe(1);
    const receipt = await receiptOf(token, id);
    expect(receipt.fiscal?.fiscal_number).toBe(first?.fiscal_number);
    const all = await allReceipts();
    expect(all.map((r) => r.sequence)).toEqual(all.map((_, i) => i + 1));
    expect(await sandboxPrints()).toBe(all.length);
  });

  it('the register refuses a number that is not the next one, and a used number for other content', async () => {
    const register = t.app.fiscalRegister;
    const request = {
      mode: 'sale' as const,
      items: [],
      cardAmount: 0,
      prepaymentAmount: 0,
      externalId: 'x',
    };
    const last = await sandboxPrints();
    await expect(register.print(last + 2, request)).rejects.toMatchObject({ code: 101 });
    await expect(register.print(last, request)).rejects.toMatchObject({ code: 102 });
  });
});
