import { API_ROUTES, apiUrlOf, type RouteReply } from '@fuel/contract';
import { type APIRequestContext, expect } from '@playwright/test';
import type { Session } from './accounts';
import { completeAtPump } from './money';

const auth = (s: Session) => ({ Authorization: `Bearer ${s.access_token}` });

/** A plate no other test uses: "NN FC NNN". */
export function freshPlate(): string {
  const n = (max: number) => Math.floor(Math.random() * max);
  return `${String(n(90) + 10)} FC ${String(n(900) + 100)}`;
}

/** A vehicle of the account, through the API. */
export async function addVehicle(
  request: APIRequestContext,
  session: Session,
  body: { fuel: string; tank: number; plate?: string },
) {
  const reply = await request.post(apiUrlOf(API_ROUTES.vehicles.create), {
    headers: auth(session),
    data: {
      license_plate: body.plate ?? freshPlate(),
      model: 'Lada Vesta',
      primary_fuel_type: body.fuel,
      primary_tank_capacity: body.tank,
    },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return (await reply.json()) as RouteReply<typeof API_ROUTES.vehicles.create>;
}

/** A balance's code for the vehicle with the odometer, used at the pump for all of it. */
export async function fillUp(
  request: APIRequestContext,
  session: Session,
  fill: { vehicle: string; fuel: string; litres: number; odometer: number },
) {
  const reply = await request.post(apiUrlOf(API_ROUTES.refuels.create), {
    headers: auth(session),
    data: {
      product_id: fill.fuel,
      volume: fill.litres,
      vehicle_id: fill.vehicle,
      odometer_km: fill.odometer,
    },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  const { code } = (await reply.json()) as RouteReply<typeof API_ROUTES.refuels.create>;
  await completeAtPump(request, code ?? '', fill.litres);
}

/** A code drawn on a company card (its vehicle's odometer given), used at the pump for `litres`. */
export async function fillWithCard(
  request: APIRequestContext,
  session: Session,
  fill: { card: string; fuel: string; litres: number; odometer: number },
) {
  const reply = await request.post(apiUrlOf(API_ROUTES.cardCodes.draw, { id: fill.card }), {
    headers: auth(session),
    data: { product_id: fill.fuel, volume: fill.litres, odometer_km: fill.odometer },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  const { code } = (await reply.json()) as RouteReply<typeof API_ROUTES.cardCodes.draw>;
  await completeAtPump(request, code ?? '', fill.litres);
}
