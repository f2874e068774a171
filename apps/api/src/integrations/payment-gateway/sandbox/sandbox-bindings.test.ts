import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { GatewayError } from '../errors';
import type { PaymentGateway, RegisterOrderInput } from '../gateway';
import { CARDS, orderNumber, submitPaymentForm } from '../testing';
import { insertBinding } from './sandbox.repository';

let t: TestApp;
let gateway: PaymentGateway;

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  gateway = t.app.paymentGateway;
});
afterAll(() => t.close());

const order = (clientId?: string): RegisterOrderInput => ({
  orderNumber: orderNumber(),
  amountMinor: 300_000,
  language: 'en',
  returnUrl: 'http://localhost:3000/en/my-balance',
  ...(clientId ? { clientId } : {}),
});

const errorCodeOf = (call: Promise<unknown>) =>
  call.then(
    () => 'resolved',
    (e: unknown) => (e instanceof GatewayError ? e.errorCode : e),
  );

/** Pays a new order for `clientId` on the page with "save card" ticked; returns the binding. */
async function saveCard(clientId: string, pan: string = CARDS.approve) {
  const { orderId, formUrl } = await gateway.registerOrder(order(clientId));
  const res = await submitPaymentForm(t.app, formUrl, { pan, saveCard: 'on' });
  expect(res.statusCode).toBe(303);
  return { orderId, status: await gateway.getOrderStatus(orderId) };
}

describe('saved cards (bindings)', () => {
  it('has no cards for a new client', async () => {
    expect(await gateway.getBindings('client-without-cards')).toEqual([]);
  });

  it('saves the card of an approved payment registered with clientId', async () => {
    const { status } = await saveCard('client-a');
    expect(status.orderStatus).toBe(2);
    expect(status.bindingInfo?.clientId).toBe('client-a');
    const bindingId = status.bindingInfo?.bindingId;
    expect(bindingId).toMatch(/^[0-9a-f-]{36}$/);
    const bindings = await gateway.getBindings('client-a');
    expect(bindings).toEqual([
      { bindingId, maskedPan: '411111**1111', expiryDate: expect.stringMatching(/^20\d{4}$/) },
    ]);
  });

  it('does not save a card without the checkbox, without clientId, or when declined', async () => {
    const plain = await gateway.registerOrder(order('client-b'));
    await submitPaymentForm(t.app, plain.formUrl);
    const anonymous = await gateway.registerOrder(order());
    await submitPaymentForm(t.app, anonymous.formUrl, { saveCard: 'on' });
    await saveCard('client-b', CARDS.decline);
    expect(await gateway.getBindings('client-b')).toEqual([]);
    expect((await gateway.getOrderStatus(plain.orderId)).bindingInfo).toEqual({
      clientId: 'client-b',
    });
  });

  it('saves the 3-D Secure card when its authentication completes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2031-05-01T09:00:00Z'));
      const { orderId, status } = await saveCard('client-g', CARDS.acs);
      expect(status.orderStatus).toBe(5);
      expect(await gateway.getBindings('client-g')).toEqual([]);
      vi.setSystemTime(new Date('2031-05-01T09:00:30Z'));
      const { orderStatus, bindingInfo } = await gateway.getOrderStatus(orderId);
      expect(orderStatus).toBe(2);
      const bindings = await gateway.getBindings('client-g');
      expect(bindings.map((b) => [b.bindingId, b.maskedPan])).toEqual([
        [bindingInfo?.bindingId, '400000**3220'],
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('pays a registered order with a saved card (paymentOrderBinding.do)', async () => {
    const saved = await saveCard('client-c');
    const bindingId = saved.status.bindingInfo?.bindingId ?? '';
    const { orderId } = await gateway.registerOrder(order('client-c'));
    const paid = await gateway.payWithBinding({ orderId, bindingId, ip: '203.0.113.7' });
    expect(new URL(paid.redirect ?? '').searchParams.get('orderId')).toBe(orderId);
    const status = await gateway.getOrderStatus(orderId);
    expect(status).toMatchObject({ orderStatus: 2, actionCode: 0 });
    expect(status.bindingInfo).toEqual({ clientId: 'client-c', bindingId });
    expect(status.cardAuthInfo?.pan).toBe('411111**1111');
    // Paying twice is refused, and so is another client's card.
    expect(await errorCodeOf(gateway.payWithBinding({ orderId, bindingId }))).toBe(7);
    const other = await gateway.registerOrder(order('client-d'));
    expect(await errorCodeOf(gateway.payWithBinding({ orderId: other.orderId, bindingId }))).toBe(
      2,
    );
    expect((await gateway.getOrderStatus(other.orderId)).orderStatus).toBe(0);
  });

  it('declines the saved declining test card (errorCode 2, order status 6, actionCode 116)', async () => {
    const saved = await saveCard('client-e', CARDS.savedDecline);
    expect(saved.status.orderStatus).toBe(2);
    const bindingId = saved.status.bindingInfo?.bindingId ?? '';
    const { orderId } = await gateway.registerOrder(order('client-e'));
    const err = await gateway.payWithBinding({ orderId, bindingId }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GatewayError);
    expect(err).toMatchObject({ errorCode: 2, errorMessage: 'Payment declined' });
    expect(await gateway.getOrderStatus(orderId)).toMatchObject({
      orderStatus: 6,
      actionCode: 116,
    });
  });

  it('declines a saved card past its expiry (actionCode 101)', async () => {
    const bindingId = '5d1c3a0e-8f2b-4b6a-9c7d-1e2f3a4b5c6d';
    await insertBinding(t.database.db, {
      id: bindingId,
      clientId: 'client-h',
      maskedPan: '411111**1111',
      expiryDate: '202001',
      cardholderName: 'ANI PETROSYAN',
      createdAt: new Date(),
    });
    const { orderId } = await gateway.registerOrder(order('client-h'));
    const err = await gateway.payWithBinding({ orderId, bindingId }).catch((e: unknown) => e);
    expect(err).toMatchObject({ errorCode: 2, errorMessage: 'Card expired' });
    expect(await gateway.getOrderStatus(orderId)).toMatchObject({
      orderStatus: 6,
      actionCode: 101,
    });
  });

  it('sends the saved 3-D Secure test card to the issuer page and pays once confirmed', async () => {
    const saved = await saveCard('client-i', CARDS.savedAcs);
    const bindingId = saved.status.bindingInfo?.bindingId ?? '';
    const { orderId } = await gateway.registerOrder(order('client-i'));
    const reply = await gateway.payWithBinding({ orderId, bindingId });
    expect(reply.acsUrl).toContain('/acs.html?mdOrder=');
    expect((await gateway.getOrderStatus(orderId)).orderStatus).toBe(5);
    const acs = new URL(reply.acsUrl ?? '');
    const page = await t.app.inject({ url: acs.pathname + acs.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirm payment');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: acs.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        mdOrder: orderId,
        language: 'en',
        action: 'confirm',
      }).toString(),
    });
    expect(confirmed.statusCode).toBe(303);
    expect(new URL(String(confirmed.headers.location)).searchParams.get('orderId')).toBe(orderId);
    expect((await gateway.getOrderStatus(orderId)).orderStatus).toBe(2);
  });

  it('lists, then removes a card (unBindCard.do); a removed card cannot pay', async () => {
    const one = (await saveCard('client-f')).status.bindingInfo?.bindingId ?? '';
    const two = (await saveCard('client-f')).status.bindingInfo?.bindingId ?? '';
    expect((await gateway.getBindings('client-f')).map((b) => b.bindingId)).toEqual([one, two]);
    await gateway.unbindCard(one);
    expect((await gateway.getBindings('client-f')).map((b) => b.bindingId)).toEqual([two]);
    expect(await errorCodeOf(gateway.unbindCard(one))).toBe(2);
    expect(await errorCodeOf(gateway.unbindCard('0b6c7e4e-5a8e-4c1f-9d3a-2f1e0c9b8a77'))).toBe(2);
    const { orderId } = await gateway.registerOrder(order('client-f'));
    expect(await errorCodeOf(gateway.payWithBinding({ orderId, bindingId: one }))).toBe(2);
  });
});
