/** The crash scripts' load: what a buyer and a pump do, through the server's HTTP API. */

import { CARDS, futureExpiry, pageUrlOf } from '../../src/integrations/payment-gateway/testing';

export interface Station {
  stationId: string;
  key: string;
}

const json = (token: string) => ({
  authorization: `Bearer ${token}`,
  'content-type': 'application/json',
});

/**
 * Buys fuel and pays on the sandbox bank's page, never coming back to the cabinet (the bank's
 * callback or the reconciler credits it). True when the bank's page took the payment.
 */
export async function buyAtBank(base: string, token: string, productId: string, litres: number) {
  const order = (await fetch(`${base}/api/payment/register`, {
    method: 'POST',
    headers: json(token),
    body: JSON.stringify({ product_id: productId, quantity: litres }),
  }).then((r) => r.json())) as { formUrl?: string };
  if (!order.formUrl) return false;
  const page = pageUrlOf(order.formUrl);
  const form = new URLSearchParams({
    mdOrder: page.mdOrder,
    language: page.language,
    pan: CARDS.approve,
    expiry: futureExpiry(),
    cvc: '123',
    cardholder: 'Crash Test',
    action: 'pay',
  });
  const paid = await fetch(`${base}${page.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  return paid.status === 303;
}

/**
 * Draws a refuel code and has the pump complete it, dispensing half of it. The code's id when
 * the pump's completion was acknowledged, otherwise undefined.
 */
export async function refuelAtPump(
  base: string,
  token: string,
  station: Station,
  productId: string,
  litres: number,
) {
  const refuel = (await fetch(`${base}/api/user/refuels`, {
    method: 'POST',
    headers: json(token),
    body: JSON.stringify({ product_id: productId, volume: litres }),
  }).then((r) => r.json())) as { id?: string; code?: string };
  if (!refuel.code || !refuel.id) return undefined;
  const done = await fetch(
    `${base}/api/station/v1/stations/${station.stationId}/refuels/${refuel.code}/complete`,
    {
      method: 'POST',
      headers: json(station.key),
      body: JSON.stringify({ dispensed: litres / 2 }),
    },
  );
  return done.ok ? refuel.id : undefined;
}
