import {
  API_ROUTES,
  apiUrlOf,
  errorBodySchema,
  type ProductBalancesReply,
  refuelSchema,
  stationsReplySchema,
} from '@fuel/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refuelAuthorizations } from '../../db/schema';
import { createUser, signIn } from '../../test/factories';
import { creditFuel, expectLedgerBalanced, productByCode } from '../../test/money';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { issueStationKey } from '.';

let t: TestApp;
let token: string;
let userId: string;
let premium: { id: string };
let komitas: { id: string; key: string };
let gyumri: { id: string; key: string };
beforeAll(async () => {
  t = await buildTestApp();
  const user = await createUser(t.database.db);
  userId = user.id;
  token = (await signIn(t.app, user)).access_token;
  premium = await productByCode(t.database.db, 'PREMIUM_95');
  await creditFuel(t.database.db, user.id, premium.id, 50);
  const a = await issueStationKey(t.database.db, 'YVN-KOMITAS');
  const b = await issueStationKey(t.database.db, 'GYUMRI-TIGRAN-METS');
  komitas = { id: a.stationId, key: a.key };
  gyumri = { id: b.stationId, key: b.key };
});
afterAll(async () => {
  await expectLedgerBalanced(t.database.db);
  await t.close();
});

const auth = { authorization: '' };
const user = () => ({ authorization: `Bearer ${token}`, 'accept-language': 'en' });
const balanceOf = async () => {
  const res = await t.app.inject({ url: apiUrlOf(API_ROUTES.ledger.balances), headers: user() });
  const { data } = res.json() as ProductBalancesReply;
  const row = data.find((b) => b.product_code === 'PREMIUM_95');
  return { balance: row?.balance, held: row?.held };
};
const createCode = (volume: number, extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: apiUrlOf(API_ROUTES.refuels.create),
    headers: user(),
    payload: { product_id: premium.id, volume, ...extra },
  });
const pump = (
  station: { id: string; key: string },
  code: string,
  dispensed?: number,
  key = station.key,
) =>
  t.app.inject({
    method: dispensed === undefined ? 'GET' : 'POST',
    url: apiUrlOf(
      dispensed === undefined
        ? API_ROUTES.pumpTerminal.lookupCode
        : API_ROUTES.pumpTerminal.completeCode,
      { stationId: station.id, code },
    ),
    headers: { authorization: `Bearer ${key}` },
    ...(dispensed === undefined ? {} : { payload: { dispensed } }),
  });

describe('refuelling with a code', () => {
  it('holds the volume, lets the pump dispense less, and releases the rest', async () => {
    const events: unknown[] = [];
    const stop = t.app.events.subscribe(userId, (e) => events.push(e));
    const res = await createCode(20);
    expect(res.statusCode).toBe(200);
    const refuel = refuelSchema.parse(res.json());
    expect(refuel.code).toMatch(/^\d{6}$/);
    expect(await balanceOf()).toEqual({ balance: 30, held: 20 });

    const lookup = await pump(komitas, refuel.code ?? '');
    expect(lookup.json()).toMatchObject({
      refuel_id: refuel.id,
      max_volume: 20,
      product_code: 'PREMIUM_95',
    });

    const done = await pump(komitas, refuel.code ?? '', 12.5);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ refuel_id: refuel.id, dispensed: 12.5, released: 7.5 });
    expect(await balanceOf()).toEqual({ balance: 37.5, held: 0 });
    expect(events).toContainEqual({
      type: 'refuel.completed',
      data: { refuel_id: refuel.id, dispensed: 12.5, released: 7.5 },
    });
    stop();

    // A pump repeating its report gets the same answer; another volume is refused.
    expect((await pump(komitas, refuel.code ?? '', 12.5)).json()).toEqual(done.json());
    const other = await pump(komitas, refuel.code ?? '', 13);
    expect(other.statusCode).toBe(409);
    expect(errorBodySchema.parse(other.json()).errors[0]?.code).toBe('REFUEL_NOT_ACTIVE');
    expect(await balanceOf()).toEqual({ balance: 37.5, held: 0 });
  });

  it('refuses more than the balance, and more than the code allows', async () => {
    const tooMuch = await createCode(1000);
    expect(tooMuch.statusCode).toBe(422);
    expect(errorBodySchema.parse(tooMuch.json()).errors[0]?.code).toBe('INSUFFICIENT_BALANCE');
    const refuel = refuelSchema.parse((await createCode(5)).json());
    const over = await pump(komitas, refuel.code ?? '', 5.001);
    expect(over.statusCode).toBe(422);
    await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.refuels.cancel, { id: refuel.id }),
      headers: user(),
    });
  });

  it('keeps a station key to its own station', async () => {
    const refuel = refuelSchema.parse((await createCode(2)).json());
    const code = refuel.code ?? '';
    expect((await pump(gyumri, code, 1, komitas.key)).statusCode).toBe(404);
    expect((await pump(komitas, code, 1, 'fcst_not-a-key')).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          url: apiUrlOf(API_ROUTES.pumpTerminal.lookupCode, { stationId: komitas.id, code }),
          headers: auth,
        })
      ).statusCode,
    ).toBe(401);
    // A code bound to a station works only there.
    const stations = stationsReplySchema.parse(
      (await t.app.inject(`${apiUrlOf(API_ROUTES.stations.list)}?limit=100`)).json(),
    );
    const sellsPremium = stations.data.find((s) => s.id === gyumri.id);
    expect(sellsPremium?.products.some((p) => p.code === 'PREMIUM_95')).toBe(true);
    const bound = refuelSchema.parse((await createCode(1, { station_id: gyumri.id })).json());
    expect((await pump(komitas, bound.code ?? '', 1)).statusCode).toBe(404);
    expect((await pump(gyumri, bound.code ?? '', 1)).statusCode).toBe(200);
    // The refused pumps used nothing of the first code: its owner can still cancel it.
    const cancelled = await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.refuels.cancel, { id: refuel.id }),
      headers: user(),
    });
    expect(refuelSchema.parse(cancelled.json()).state).toBe('cancelled');
  });

  it('takes a code made for any station only where its fuel is sold', async () => {
    const lpg = await productByCode(t.database.db, 'LPG');
    await creditFuel(t.database.db, userId, lpg.id, 5);
    const d = await issueStationKey(t.database.db, 'DILIJAN-MYASNIKYAN');
    const dilijan = { id: d.stationId, key: d.key };
    const made = await createCode(3, { product_id: lpg.id });
    expect(made.statusCode, made.body).toBe(200);
    const code = refuelSchema.parse(made.json()).code ?? '';
    // Dilijan sells no gas: its pump neither sees the code nor may report fuel for it.
    expect((await pump(dilijan, code)).statusCode).toBe(404);
    expect((await pump(dilijan, code, 1)).statusCode).toBe(404);
    expect((await pump(komitas, code)).statusCode).toBe(200);
    expect((await pump(komitas, code, 3)).statusCode).toBe(200);
  });

  it('gives the volume back on cancel and on expiry', async () => {
    const before = await balanceOf();
    const cancelled = refuelSchema.parse((await createCode(3)).json());
    const res = await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.refuels.cancel, { id: cancelled.id }),
      headers: user(),
    });
    expect(refuelSchema.parse(res.json()).state).toBe('cancelled');
    expect(await balanceOf()).toEqual(before);
    // Cancelling it again says what became of it, in the reader's language.
    const again = await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.refuels.cancel, { id: cancelled.id }),
      headers: { ...user(), 'accept-language': 'en' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errors: [
        {
          code: 'REFUEL_NOT_ACTIVE',
          message: 'This refuel code has already been used, cancelled or has expired.',
        },
      ],
    });
    expect((await pump(komitas, cancelled.code ?? '')).statusCode).toBe(404);

    const expiring = refuelSchema.parse((await createCode(4)).json());
    await t.database.db
      .update(refuelAuthorizations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(refuelAuthorizations.id, expiring.id));
    expect((await pump(komitas, expiring.code ?? '', 1)).statusCode).toBe(404);
    const round = await t.app.maintenance();
    expect(round.expired).toBe(1);
    expect(await balanceOf()).toEqual(before);
  });

  it('lets the pump give a code back unused: cancel or 0 dispensed release it at once', async () => {
    const before = await balanceOf();
    const cancelAt = (station: { id: string; key: string }, code: string) =>
      t.app.inject({
        method: 'POST',
        url: apiUrlOf(API_ROUTES.pumpTerminal.cancelCode, { stationId: station.id, code }),
        headers: { authorization: `Bearer ${station.key}` },
      });
    for (const giveBack of [
      (code: string) => cancelAt(komitas, code),
      (code: string) => pump(komitas, code, 0),
    ]) {
      const refuel = refuelSchema.parse((await createCode(6)).json());
      const code = refuel.code ?? '';
      expect(await balanceOf()).toEqual({ balance: (before.balance ?? 0) - 6, held: 6 });
      // A key works only for its own station.
      expect((await cancelAt({ id: gyumri.id, key: komitas.key }, code)).statusCode).toBe(404);
      const done = await giveBack(code);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toEqual({ refuel_id: refuel.id, dispensed: 0, released: 6 });
      expect(await balanceOf()).toEqual(before);
      // The pump's retry is answered the same; using it afterwards is refused.
      expect((await giveBack(code)).json()).toEqual(done.json());
      const late = await pump(komitas, code, 2);
      expect([late.statusCode, errorBodySchema.parse(late.json()).errors[0]?.code]).toEqual([
        409,
        'REFUEL_NOT_ACTIVE',
      ]);
      expect((await pump(komitas, code)).statusCode).toBe(404);
      // The history shows it as a cancelled code: nothing was drawn, as for an expired one.
      const row = await t.app.inject({
        url: `${apiUrlOf(API_ROUTES.transactions.list)}?type=charging`,
        headers: user(),
      });
      expect(row.json().data[0]).toMatchObject({
        transaction_status_id: 4,
        outcome: 'cancelled',
        quantity: -6,
      });
      const mine = await t.app.inject({ url: apiUrlOf(API_ROUTES.refuels.list), headers: user() });
      expect(mine.json().data.find((r: { id: string }) => r.id === refuel.id)).toMatchObject({
        state: 'cancelled',
        code: null,
      });
    }
    // A code its owner cancelled is not the pump's to end.
    const own = refuelSchema.parse((await createCode(1)).json());
    await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.refuels.cancel, { id: own.id }),
      headers: user(),
    });
    expect((await cancelAt(komitas, own.code ?? '')).statusCode).toBe(404);
  });

  it('lists every active code however many finished after it, and only today’s finished ones', async () => {
    const list = async () =>
      (await t.app.inject({ url: apiUrlOf(API_ROUTES.refuels.list), headers: user() })).json() as {
        data: { id: string; state: string }[];
      };
    const kept = refuelSchema.parse((await createCode(1)).json());
    for (let i = 0; i < 11; i++) {
      const code = refuelSchema.parse((await createCode(1)).json());
      await t.app.inject({
        method: 'POST',
        url: apiUrlOf(API_ROUTES.refuels.cancel, { id: code.id }),
        headers: user(),
      });
    }
    const listed = (await list()).data;
    expect(listed.find((r) => r.id === kept.id)?.state).toBe('active');
    expect(listed.filter((r) => r.state !== 'active')).toHaveLength(10);
    // Finished yesterday on Yerevan's clock: not among today's codes.
    await t.database.db
      .update(refuelAuthorizations)
      .set({
        createdAt: sql`date_trunc('day', now() at time zone 'Asia/Yerevan') at time zone 'Asia/Yerevan' - interval '1 minute'`,
      })
      .where(eq(refuelAuthorizations.userId, userId));
    const later = (await list()).data;
    expect(later.map((r) => r.id)).toEqual([kept.id]);
    await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.refuels.cancel, { id: kept.id }),
      headers: user(),
    });
  });

  it('hides another user’s code', async () => {
    const refuel = refuelSchema.parse((await createCode(1)).json());
    const held = await balanceOf();
    const stranger = (await signIn(t.app, await createUser(t.database.db))).access_token;
    const res = await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.refuels.cancel, { id: refuel.id }),
      headers: { authorization: `Bearer ${stranger}` },
    });
    expect(res.statusCode).toBe(404);
    expect(errorBodySchema.parse(res.json()).errors[0]?.code).toBe('NOT_FOUND');
    // The stranger's cancel did nothing: the code is still active, its volume still held.
    const mine = await t.app.inject({ url: apiUrlOf(API_ROUTES.refuels.list), headers: user() });
    expect(mine.json().data.find((r: { id: string }) => r.id === refuel.id)).toMatchObject({
      state: 'active',
      code: refuel.code,
    });
    expect(await balanceOf()).toEqual(held);
    expect((await pump(komitas, refuel.code ?? '')).statusCode).toBe(200);
    const own = await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.refuels.cancel, { id: refuel.id }),
      headers: user(),
    });
    expect(refuelSchema.parse(own.json()).state).toBe('cancelled');
  });

  it('names one of the user’s own vehicles, and forgets it with the vehicle', async () => {
    const vehicle = await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.vehicles.create),
      headers: user(),
      payload: { license_plate: '35 UU 350', model: 'Lada Niva', primary_fuel_type: premium.id },
    });
    const vehicleId: string = vehicle.json().id;
    const refuel = refuelSchema.parse((await createCode(2, { vehicle_id: vehicleId })).json());
    expect(refuel.vehicle_id).toBe(vehicleId);
    const listed = async () =>
      (await t.app.inject({ url: apiUrlOf(API_ROUTES.refuels.list), headers: user() }))
        .json()
        .data.find((r: { id: string }) => r.id === refuel.id);
    expect((await listed()).vehicle_id).toBe(vehicleId);
    // The history's detail of that refuel names the vehicle.
    const history = await t.app.inject({
      url: `${apiUrlOf(API_ROUTES.transactions.list)}?type=charging&limit=1`,
      headers: user(),
    });
    const detail = async () =>
      (
        await t.app.inject({
          url: apiUrlOf(API_ROUTES.transactions.one, { id: history.json().data[0].id }),
          headers: user(),
        })
      ).json().refuel;
    expect(await detail()).toMatchObject({
      authorized: 2,
      vehicle: { license_plate: '35 UU 350', model: 'Lada Niva' },
    });

    // Someone else's vehicle is unknown here: 404 on the field, nothing held.
    const stranger = (await signIn(t.app, await createUser(t.database.db))).access_token;
    const theirs = await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.vehicles.create),
      headers: { authorization: `Bearer ${stranger}` },
      payload: { license_plate: '11 AA 111', model: 'Opel', primary_fuel_type: premium.id },
    });
    const before = await balanceOf();
    const refused = await createCode(2, { vehicle_id: theirs.json().id });
    expect(refused.statusCode).toBe(404);
    expect(errorBodySchema.parse(refused.json()).errors[0]?.field).toBe('vehicle_id');
    expect(await balanceOf()).toEqual(before);

    await t.app.inject({
      method: 'DELETE',
      url: apiUrlOf(API_ROUTES.vehicles.remove, { id: vehicleId }),
      headers: user(),
    });
    expect((await listed()).vehicle_id).toBeNull();
    expect((await detail()).vehicle).toBeNull();
    await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.refuels.cancel, { id: refuel.id }),
      headers: user(),
    });
  });

  it('validates the volume strictly', async () => {
    for (const volume of [0.5, 10.1234, -1]) {
      const res = await createCode(volume);
      expect(res.statusCode).toBe(400);
      expect(errorBodySchema.parse(res.json()).errors[0]?.field).toBe('volume');
    }
  });
});
