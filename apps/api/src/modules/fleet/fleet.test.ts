import {
  API_ROUTES,
  apiUrlOf,
  consumptionReplySchema,
  type Fill,
  fillExceptionsReplySchema,
  fillSchema,
  fillsReplySchema,
  fleetSettingsSchema,
  vehicleSchema,
} from '@fuel/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/database';
import { orderedCard } from '../../test/cards';
import { createUser, signIn, type TestUser } from '../../test/factories';
import { expectFillMonthsKept } from '../../test/fleet';
import { creditFuel, expectLedgerBalanced, productByCode } from '../../test/money';
import { actingFor, addMember } from '../../test/team';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { issueStationKey } from '../refuels';
import { refreshFillMonths } from './fill-months.repository';

/**
 * Vehicles' fills (DESIGN §5.9): the odometer said with a code, at the pump or afterwards, the
 * consumption worked out from full tank to full tank, and the fills that look wrong.
 */
let t: TestApp;
let person: TestUser;
let token: string;
let station: { id: string; key: string };
let petrol: { id: string };
let lpg: { id: string };
let diesel: { id: string };

const call = (
  who: string,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${who}`, 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
const codeOf = (res: { json(): unknown }) =>
  (res.json() as { errors: { code: string }[] }).errors[0]?.code;

async function newVehicle(who: string, plate: string, body: object = {}) {
  const res = await call(who, 'POST', apiUrlOf(API_ROUTES.vehicles.create), {
    license_plate: plate,
    model: 'Toyota Camry',
    primary_fuel_type: petrol.id,
    second_fuel_type: lpg.id,
    primary_tank_capacity: 50,
    second_tank_capacity: 60,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return vehicleSchema.parse(res.json());
}

/** A balance's code for the vehicle, used at the pump for `litres`: the fill it makes. */
async function fillUp(
  vehicleId: string,
  litres: number,
  said: { odometer_km?: number; full_tank?: boolean; product?: string } = {},
) {
  const code = await call(token, 'POST', apiUrlOf(API_ROUTES.refuels.create), {
    product_id: said.product ?? petrol.id,
    volume: litres,
    vehicle_id: vehicleId,
    ...(said.odometer_km === undefined ? {} : { odometer_km: said.odometer_km }),
    ...(said.full_tank === undefined ? {} : { full_tank: said.full_tank }),
  });
  expect(code.statusCode, code.body).toBe(200);
  const { id, code: digits } = code.json() as { id: string; code: string };
  const done = await t.app.inject({
    method: 'POST',
    url: apiUrlOf(API_ROUTES.pumpTerminal.completeCode, { stationId: station.id, code: digits }),
    headers: { authorization: `Bearer ${station.key}` },
    payload: { dispensed: litres },
  });
  expect(done.statusCode, done.body).toBe(200);
  return fillSchema.parse(
    (await call(token, 'GET', apiUrlOf(API_ROUTES.fleet.getFill, { id }))).json(),
  );
}

/** Fills made in one test run seconds apart: move one back in time, as if made then. */
async function backdate(fillId: string, hoursAgo: number) {
  const moved = await t.database.db.execute(
    sql`update vehicle_fills set filled_at = now() - make_interval(hours => ${hoursAgo}) where id = ${fillId} returning vehicle_id`,
  );
  // Its month's sums follow it, as if it had been made then.
  const [fill] = rowsOf<{ vehicle_id: string }>(moved);
  if (fill) await refreshFillMonths(t.database.db, fill.vehicle_id);
}
const edit = (who: string, id: string, body: object) =>
  call(who, 'PATCH', apiUrlOf(API_ROUTES.fleet.editFill, { id }), body);

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  person = await createUser(db);
  token = (await signIn(t.app, person)).access_token;
  const s = await issueStationKey(db, 'YVN-KOMITAS');
  station = { id: s.stationId, key: s.key };
  petrol = await productByCode(db, 'REGULAR_92');
  lpg = await productByCode(db, 'LPG');
  diesel = await productByCode(db, 'DIESEL');
  for (const p of [petrol, lpg, diesel]) await creditFuel(db, person.id, p.id, 2000);
});
afterAll(async () => {
  await expectLedgerBalanced(t.database.db);
  await expectFillMonthsKept(t.database.db);
  await t.close();
});

describe('the odometer', () => {
  it('is remembered per vehicle and may not go backwards when a code is drawn', async () => {
    const car = await newVehicle(token, '11 AA 111');
    await fillUp(car.id, 30, { odometer_km: 12_000 });
    const after = vehicleSchema.parse(
      (await call(token, 'GET', apiUrlOf(API_ROUTES.vehicles.get, { id: car.id }))).json(),
    );
    expect(after.odometer_km).toBe(12_000);
    const back = await call(token, 'POST', apiUrlOf(API_ROUTES.refuels.create), {
      product_id: petrol.id,
      volume: 10,
      vehicle_id: car.id,
      odometer_km: 11_999,
    });
    expect(back.statusCode).toBe(422);
    expect(codeOf(back)).toBe('ODOMETER_BACKWARDS');
    // Nothing was held for the refused code.
    const codes = await call(token, 'GET', apiUrlOf(API_ROUTES.refuels.list));
    expect(
      (codes.json() as { data: { state: string }[] }).data.filter((c) => c.state === 'active'),
    ).toEqual([]);
  });

  it('said afterwards must fit between the readings around it, unless the odometer was reset', async () => {
    const car = await newVehicle(token, '11 AA 112');
    const first = await fillUp(car.id, 30, { odometer_km: 1000 });
    const second = await fillUp(car.id, 30);
    const third = await fillUp(car.id, 30, { odometer_km: 2000 });
    for (const km of [999, 2001]) {
      const res = await edit(token, second.id, { odometer_km: km });
      expect(res.statusCode, `${km}`).toBe(422);
      expect(codeOf(res)).toBe('ODOMETER_BACKWARDS');
    }
    const fits = await edit(token, second.id, { odometer_km: 1500 });
    expect(fillSchema.parse(fits.json()).odometer_km).toBe(1500);
    // A new odometer reads 40 km: accepted when said so, and flagged.
    const reset = await edit(token, third.id, { odometer_km: 40, odometer_reset: true });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(fillSchema.parse(reset.json()).exceptions).toContain('odometer_back');
    expect(first.odometer_km).toBe(1000);
  });
});

describe('consumption', () => {
  it('counts partial fills into the next full one, per 100 km, and the cost per km', async () => {
    const car = await newVehicle(token, '22 BB 222');
    const a = await fillUp(car.id, 40, { odometer_km: 10_000 });
    const b = await fillUp(car.id, 20, { odometer_km: 10_300, full_tank: false });
    const c = await fillUp(car.id, 30, { odometer_km: 10_800 });
    // Spread over days, so that none is a quick refill.
    await backdate(a.id, 72);
    await backdate(b.id, 48);
    await backdate(c.id, 24);
    await edit(token, c.id, {});
    const fills = fillsReplySchema.parse(
      (await call(token, 'GET', apiUrlOf(API_ROUTES.fleet.fills, { id: car.id }))).json(),
    );
    const last = fills.data.find((f) => f.id === c.id) as Fill;
    // 20 L partial + 30 L full over 10 800 − 10 000 = 800 km → 50 / 800 × 100 = 6.25 L/100 km.
    expect(last).toMatchObject({ distance_km: 800, per_100km: 6.25, exceptions: [] });
    const report = consumptionReplySchema.parse(
      (
        await call(token, 'GET', `${apiUrlOf(API_ROUTES.fleet.consumption)}?vehicle_id=${car.id}`)
      ).json(),
    );
    const [vehicle] = report.vehicles;
    const fuel = vehicle?.fuels[0];
    expect(fuel).toMatchObject({
      quantity: 90,
      distance_km: 800,
      measured_quantity: 50,
      per_100km: 6.25,
    });
    // The 50 measured litres cost what the two fills cost: (20 + 30) × the price, per 800 km.
    expect(fuel?.cost_per_km).toBe(Math.round(((b.amount + c.amount) / 800) * 100) / 100);
    expect(report.months.reduce((sum, m) => sum + m.quantity, 0)).toBe(90);
  });
});

describe('fills that look wrong', () => {
  it('flags more than the tank, a fuel the vehicle does not use, and two quick fills', async () => {
    const car = await newVehicle(token, '33 CC 333');
    const big = await fillUp(car.id, 51, { odometer_km: 5000 });
    expect(big.exceptions).toEqual(['over_tank']);
    const wrong = await fillUp(car.id, 20, { odometer_km: 5100, product: diesel.id });
    expect(wrong.exceptions).toEqual(['wrong_fuel']);
    const quick = await fillUp(car.id, 10, { odometer_km: 5200 });
    expect(quick.exceptions).toEqual(['quick_refill']);
    // LPG beside petrol at the same stop is no quick refill; exactly the tank is not over it.
    const gas = await fillUp(car.id, 60, { odometer_km: 5200, product: lpg.id });
    expect(gas.exceptions).toEqual([]);
    // The message tells the account, in its language.
    const messages = await call(token, 'GET', apiUrlOf(API_ROUTES.notifications.list));
    expect(JSON.stringify(messages.json())).toContain('looks wrong');
  });

  it('flags a stretch far above the vehicle’s usual, once it has a usual', async () => {
    const car = await newVehicle(token, '44 DD 444');
    // Four stretches of 500 km at 5 L/100 km (25 L each), then one at 10 L/100 km (50 L).
    const made: Fill[] = [];
    made.push(await fillUp(car.id, 25, { odometer_km: 20_000 }));
    for (let i = 1; i <= 4; i++)
      made.push(await fillUp(car.id, 25, { odometer_km: 20_000 + i * 500 }));
    made.push(await fillUp(car.id, 50, { odometer_km: 22_500 }));
    for (const [i, f] of made.entries()) await backdate(f.id, (made.length - i) * 24);
    await edit(token, made[0]?.id as string, {});
    const listed = exceptionsOf(
      await call(token, 'GET', `${apiUrlOf(API_ROUTES.fleet.exceptions)}?vehicle_id=${car.id}`),
    );
    expect(listed.map((f) => [f.id, f.exceptions])).toEqual([[made[5]?.id, ['high_consumption']]]);
    expect(listed[0]?.per_100km).toBe(10);
  });
});
const exceptionsOf = (res: { json(): unknown }) => fillExceptionsReplySchema.parse(res.json()).data;

describe('a company’s fleet', () => {
  let company: TestUser;
  let owner: string;
  let driver: string;
  let otherDriver: string;
  let accountant: string;
  /** The fill as the company's owner reads it. */
  const fillOf = async (id: string) =>
    fillSchema.parse((await call(owner, 'GET', apiUrlOf(API_ROUTES.fleet.getFill, { id }))).json());

  beforeAll(async () => {
    const db = t.database.db;
    company = await createUser(db, { type: 'company' });
    owner = (await signIn(t.app, company)).access_token;
    await creditFuel(db, company.id, petrol.id, 500);
    const d = await addMember(db, company.id, 'driver');
    driver = (await actingFor(t.app, d.user, company.publicId)).access;
    const o = await addMember(db, company.id, 'driver');
    otherDriver = (await actingFor(t.app, o.user, company.publicId)).access;
    const a = await addMember(db, company.id, 'accountant');
    accountant = (await actingFor(t.app, a.user, company.publicId)).access;
    const truck = await newVehicle(owner, '55 EE 555', { second_fuel_type: null });
    const card = await orderedCard(t, owner, {
      pin: '4826',
      products: [{ product_id: petrol.id, day_limit: null, month_limit: null }],
    });
    const given = await call(owner, 'PATCH', apiUrlOf(API_ROUTES.cards.update, { id: card.id }), {
      vehicle_id: truck.id,
      driver_id: d.user.publicId,
    });
    expect(given.statusCode, given.body).toBe(200);
    // The driver draws a code on the card with the odometer; the pump fills more than the tank.
    const code = await call(driver, 'POST', apiUrlOf(API_ROUTES.cardCodes.draw, { id: card.id }), {
      product_id: petrol.id,
      volume: 55,
      odometer_km: 80_000,
    });
    expect(code.statusCode, code.body).toBe(200);
    const done = await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.pumpTerminal.completeCode, {
        stationId: station.id,
        code: (code.json() as { code: string }).code,
      }),
      headers: { authorization: `Bearer ${station.key}` },
      payload: { dispensed: 55 },
    });
    expect(done.statusCode, done.body).toBe(200);
  });

  it('lists the fill with its card and driver, and the card is blocked from there', async () => {
    const [row] = exceptionsOf(await call(owner, 'GET', apiUrlOf(API_ROUTES.fleet.exceptions)));
    expect(row).toMatchObject({
      license_plate: '55 EE 555',
      exceptions: ['over_tank'],
      odometer_km: 80_000,
      card_state: 'active',
    });
    // The driver's own name (every test person is Anna Petrosyan), not the company's.
    expect(row?.driver_name).toBe('Anna Petrosyan');
    const blocked = await call(
      owner,
      'POST',
      apiUrlOf(API_ROUTES.cards.block, { id: row?.card?.id ?? '' }),
    );
    expect(blocked.statusCode, blocked.body).toBe(200);
    const [again] = exceptionsOf(await call(owner, 'GET', apiUrlOf(API_ROUTES.fleet.exceptions)));
    expect(again?.card_state).toBe('blocked');
    // The accountant reads the list too, and may not correct a fill.
    expect((await call(accountant, 'GET', apiUrlOf(API_ROUTES.fleet.exceptions))).statusCode).toBe(
      200,
    );
    const before = await fillOf(row?.id ?? '');
    const refused = await edit(accountant, row?.id ?? '', { full_tank: false });
    expect([refused.statusCode, codeOf(refused)]).toEqual([403, 'ROLE_FORBIDDEN']);
    expect(await fillOf(row?.id ?? '')).toEqual(before);
  });

  it('a driver corrects the fills they made, and finds nobody else’s', async () => {
    const [row] = exceptionsOf(await call(owner, 'GET', apiUrlOf(API_ROUTES.fleet.exceptions)));
    const id = row?.id ?? '';
    expect(
      (await call(otherDriver, 'GET', apiUrlOf(API_ROUTES.fleet.getFill, { id }))).statusCode,
    ).toBe(404);
    const before = await fillOf(id);
    expect((await edit(otherDriver, id, { full_tank: false })).statusCode).toBe(404);
    // The other driver's correction changed nothing.
    expect(await fillOf(id)).toEqual(before);
    expect(before.full_tank).toBe(true);
    const mine = await edit(driver, id, { full_tank: false });
    expect(fillSchema.parse(mine.json()).full_tank).toBe(false);
  });

  it('another account’s fill and vehicle are not there (404)', async () => {
    const [row] = exceptionsOf(await call(owner, 'GET', apiUrlOf(API_ROUTES.fleet.exceptions)));
    expect(
      (await call(token, 'GET', apiUrlOf(API_ROUTES.fleet.getFill, { id: row?.id ?? '' })))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(token, 'GET', apiUrlOf(API_ROUTES.fleet.fills, { id: row?.vehicle_id ?? '' })))
        .statusCode,
    ).toBe(404);
  });

  it('thresholds are the account’s, within their bounds', async () => {
    const saved = await call(owner, 'PUT', apiUrlOf(API_ROUTES.fleet.saveSettings), {
      quick_refill_minutes: 30,
      high_consumption_percent: 150,
    });
    expect(fleetSettingsSchema.parse(saved.json())).toEqual({
      quick_refill_minutes: 30,
      high_consumption_percent: 150,
    });
    const bad = await call(owner, 'PUT', apiUrlOf(API_ROUTES.fleet.saveSettings), {
      quick_refill_minutes: 1,
      high_consumption_percent: 150,
    });
    expect(bad.statusCode).toBe(400);
    const mine = fleetSettingsSchema.parse(
      (await call(token, 'GET', apiUrlOf(API_ROUTES.fleet.settings))).json(),
    );
    expect(mine.quick_refill_minutes).toBe(60);
  });
});
