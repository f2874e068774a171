import {
  API_ROUTES,
  apiUrlOf,
  paymentRegisterReplySchema,
  savedCardsReplySchema,
} from '@fuel/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { CARDS, submitPaymentForm } from '../integrations/payment-gateway/testing';

/**
 * Buys `quantity` units through the payment page with "save this card" ticked, paying with
 * `pan`, and returns the card as My balance lists it.
 */
export async function saveCardByPaying(
  app: FastifyInstance,
  token: string,
  productId: string,
  pan: string = CARDS.approve,
  quantity = 1,
) {
  const headers = { authorization: `Bearer ${token}`, 'accept-language': 'en' };
  const before = savedCardsReplySchema.parse(
    (await app.inject({ url: apiUrlOf(API_ROUTES.payments.savedCards), headers })).json(),
  );
  const registered = await app.inject({
    method: 'POST',
    url: apiUrlOf(API_ROUTES.payments.register),
    headers,
    payload: { product_id: productId, quantity, save_card: true },
  });
  expect(registered.statusCode).toBe(200);
  const order = paymentRegisterReplySchema.parse(registered.json());
  const paid = await submitPaymentForm(app, order.formUrl, { pan, saveCard: 'on' });
  expect(paid.statusCode).toBe(303);
  const synced = await app.inject({
    url: apiUrlOf(API_ROUTES.payments.sync, { orderId: order.order_id }),
    headers,
  });
  expect(synced.json()).toMatchObject({ state: 'paid' });
  const after = savedCardsReplySchema.parse(
    (await app.inject({ url: apiUrlOf(API_ROUTES.payments.savedCards), headers })).json(),
  );
  const card = after.data.find((c) => !before.data.some((b) => b.id === c.id));
  if (!card) throw new Error('the card was not saved');
  return card;
}
