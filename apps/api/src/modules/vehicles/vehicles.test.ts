import {
  API_ROUTES,
  apiUrlOf,
  errorBodySchema,
  normalizePlate,
  vehicleSchema,
  vehiclesReplySchema,
} from '@fuel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../test/factories';
import { productByCode } from '../../test/money';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let token: string;
let other: string;
let diesel: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await signIn(t.app, await createUser(t.database.db))).access_token;
  other = (await signIn(t.app, await createUser(t.database.db))).access_token;
  diesel = (await productByCode(t.database.db, 'DIESEL')).id;
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  bearer = token,
) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${bearer}`, 'accept-language': 'en' },
  });

describe('plates', () => {
  it.each([
    ['12ab345', '12 AB 345'],
    [' 12-AB-345 ', '12 AB 345'],
    ['35  oo 001', '35 OO 001'],
    ['ab 1234 cd', 'AB 1234 CD'],
    ['m-777-xx', 'M-777-XX'],
  ])('writes %j as %j', (raw, plate) => {
    expect(normalizePlate(raw)).toBe(plate);
  });
});

describe('vehicles', () => {
  it('adds, lists, edits and removes a vehicle', async () => {
    const added = await call('POST', apiUrlOf(API_ROUTES.vehicles.create), {
      license_plate: '12ab345',
      model: 'Toyota Camry',
      primary_fuel_type: diesel,
    });
    expect(added.statusCode).toBe(200);
    const vehicle = vehicleSchema.parse(added.json());
    expect(vehicle).toMatchObject({
      license_plate: '12 AB 345',
      model: 'Toyota Camry',
      primary_fuel_name: 'Diesel',
    });

    const list = vehiclesReplySchema.parse(
      (await call('GET', apiUrlOf(API_ROUTES.vehicles.list))).json(),
    );
    expect(list.count).toBe(1);
    // A page past the last is empty and still counts every vehicle.
    const past = vehiclesReplySchema.parse(
      (await call('GET', `${apiUrlOf(API_ROUTES.vehicles.list)}?offset=3&limit=1`)).json(),
    );
    expect(past).toEqual({ count: 1, data: [] });

    const edited = await call('PUT', apiUrlOf(API_ROUTES.vehicles.update, { id: vehicle.id }), {
      license_plate: '12 AB 345',
      model: 'Toyota Camry Hybrid',
      primary_fuel_type: diesel,
    });
    expect(vehicleSchema.parse(edited.json()).model).toBe('Toyota Camry Hybrid');

    const removed = await call('DELETE', apiUrlOf(API_ROUTES.vehicles.remove, { id: vehicle.id }));
    expect(removed.json()).toEqual({ message: 'The vehicle is removed.' });
    expect(
      (await call('GET', apiUrlOf(API_ROUTES.vehicles.get, { id: vehicle.id }))).statusCode,
    ).toBe(404);
  });

  it('keeps one plate per owner however it is typed', async () => {
    await call('POST', apiUrlOf(API_ROUTES.vehicles.create), {
      license_plate: '77 XY 777',
      model: 'Niva',
      primary_fuel_type: diesel,
    });
    const twice = await call('POST', apiUrlOf(API_ROUTES.vehicles.create), {
      license_plate: '77-xy-777',
      model: 'Niva 2',
      primary_fuel_type: diesel,
    });
    expect(twice.statusCode).toBe(409);
    expect(errorBodySchema.parse(twice.json()).errors[0]).toMatchObject({
      code: 'PLATE_TAKEN',
      field: 'license_plate',
      message: 'A vehicle with this plate is already on your account.',
    });
    // Another owner may have the same plate (a sold car still listed by its former owner).
    expect(
      (
        await call(
          'POST',
          apiUrlOf(API_ROUTES.vehicles.create),
          { license_plate: '77 XY 777', model: 'Niva', primary_fuel_type: diesel },
          other,
        )
      ).statusCode,
    ).toBe(200);
  });

  it('requires plate, model and fuel, with messages per field', async () => {
    const res = await call('POST', apiUrlOf(API_ROUTES.vehicles.create), {
      license_plate: '',
      model: ' ',
      primary_fuel_type: '',
    });
    expect(res.statusCode).toBe(400);
    const fields = errorBodySchema.parse(res.json()).errors.map((e) => [e.field, e.message]);
    expect(fields).toEqual([
      ['license_plate', 'This field is required'],
      ['model', 'This field is required'],
      ['primary_fuel_type', 'This field is required'],
    ]);
  });

  it('answers 404 for another user’s vehicle, whatever the method', async () => {
    const mine = vehicleSchema.parse(
      (
        await call('POST', apiUrlOf(API_ROUTES.vehicles.create), {
          license_plate: '01 AA 001',
          model: 'Lada',
          primary_fuel_type: diesel,
        })
      ).json(),
    );
    const body = { license_plate: '01 AA 002', model: 'x', primary_fuel_type: diesel };
    expect(
      (await call('GET', apiUrlOf(API_ROUTES.vehicles.get, { id: mine.id }), undefined, other))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', apiUrlOf(API_ROUTES.vehicles.update, { id: mine.id }), body, other))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          'DELETE',
          apiUrlOf(API_ROUTES.vehicles.remove, { id: mine.id }),
          undefined,
          other,
        )
      ).statusCode,
    ).toBe(404);
    // Neither the change nor the removal reached the owner's vehicle.
    const after = await call('GET', apiUrlOf(API_ROUTES.vehicles.get, { id: mine.id }));
    expect(after.statusCode).toBe(200);
    expect(vehicleSchema.parse(after.json())).toEqual(mine);
  });
});
