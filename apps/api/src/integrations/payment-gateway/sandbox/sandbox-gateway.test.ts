import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { GatewayError } from '../errors';
import type { PaymentGateway, RegisterOrderInput } from '../gateway';
import { rbsClient } from '../rbs-client';
import { CARDS, orderNumber, submitPaymentForm } from '../testing';
import { injectTransport } from '../transport';

let t: TestApp;
let gateway: PaymentGateway;

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  gateway = t.app.paymentGateway;
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const order = (extra: Partial<RegisterOrderInput> = {}): RegisterOrderInput => ({
  orderNumber: orderNumber(),
  amountMinor: 1_250_000,
  language: 'hy',
  returnUrl: 'http://localhost:3000/am/my-balance?from=payment',
  failUrl: 'http://localhost:3000/am/my-balance?failed=1',
  description: 'Regular 92, 25 l',
  ...extra,
});

async function expectGatewayError(call: Promise<unknown>, errorCode: number) {
  const err = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(GatewayError);
  expect((err as GatewayError).errorCode).toBe(errorCode);
  return err as GatewayError;
}

describe('sandbox gateway through the client', () => {
  it('is the sandbox, and registers an order with a form URL on the hosted page', async () => {
    expect(gateway.kind).toBe('sandbox');
    const input = order();
    const { orderId, formUrl } = await gateway.registerOrder(input);
    expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
    expect(formUrl).toBe(
      `http://localhost:3000/sandbox-gateway/payment/merchants/sandbox/payment.html?mdOrder=${orderId}&language=hy`,
    );
    const status = await gateway.getOrderStatus(orderId);
    expect(status).toMatchObject({
      orderStatus: 0,
      orderNumber: input.orderNumber,
      amount: 1_250_000,
      currency: '051',
      actionCode: -100,
      errorCode: 0,
    });
    expect(status.cardAuthInfo).toBeUndefined();
    expect(status.bindingInfo).toBeUndefined();
  });

  it('refuses a second order with the same number (errorCode 1)', async () => {
    const input = order();
    await gateway.registerOrder(input);
    const err = await expectGatewayError(gateway.registerOrder(input), 1);
    expect(err.errorMessage).toBe('Order with this number was already processed');
  });

  it('deposits an order paid with the approving card and sends the browser to returnUrl', async () => {
    const { orderId, formUrl } = await gateway.registerOrder(order());
    const res = await submitPaymentForm(t.app, formUrl);
    expect(res.statusCode).toBe(303);
    const back = new URL(res.headers.location as string);
    expect(back.pathname).toBe('/am/my-balance');
    expect(back.searchParams.get('from')).toBe('payment');
    expect(back.searchParams.get('orderId')).toBe(orderId);
    const status = await gateway.getOrderStatus(orderId, 'en');
    expect(status).toMatchObject({ orderStatus: 2, actionCode: 0, amount: 1_250_000 });
    expect(status.actionCodeDescription).toBe('Approved');
    expect(status.cardAuthInfo).toEqual({
      pan: '411111**1111',
      expiration: expect.stringMatching(/^20\d{4}$/),
      cardholderName: 'ANI PETROSYAN',
      paymentSystem: 'VISA',
    });
    expect(status.paymentAmountInfo).toMatchObject({
      depositedAmount: 1_250_000,
      refundedAmount: 0,
    });
  });

  it('declines the declining card with insufficient funds and goes to failUrl', async () => {
    const { orderId, formUrl } = await gateway.registerOrder(order());
    const res = await submitPaymentForm(t.app, formUrl, { pan: CARDS.decline });
    expect(res.statusCode).toBe(303);
    const back = new URL(res.headers.location as string);
    expect(back.searchParams.get('failed')).toBe('1');
    expect(back.searchParams.get('orderId')).toBe(orderId);
    const status = await gateway.getOrderStatus(orderId, 'ru');
    expect(status).toMatchObject({ orderStatus: 6, actionCode: 116 });
    expect(status.actionCodeDescription).toBe('Недостаточно средств');
    expect(status.cardAuthInfo?.pan).toBe('400000**0002');
  });

  it('keeps the 3-D Secure card in status 5 for 20 seconds, then approves it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-10T10:00:00Z'));
    const { orderId, formUrl } = await gateway.registerOrder(order());
    const res = await submitPaymentForm(t.app, formUrl, { pan: CARDS.acs });
    expect(res.statusCode).toBe(303);
    expect(new URL(res.headers.location as string).searchParams.has('failed')).toBe(false);
    vi.setSystemTime(new Date('2031-03-10T10:00:19Z'));
    expect((await gateway.getOrderStatus(orderId)).orderStatus).toBe(5);
    vi.setSystemTime(new Date('2031-03-10T10:00:21Z'));
    expect(await gateway.getOrderStatus(orderId)).toMatchObject({ orderStatus: 2, actionCode: 0 });
  });

  it('expires an unpaid order after 20 minutes (actionCode -2007)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-10T12:00:00Z'));
    const { orderId, formUrl } = await gateway.registerOrder(order());
    vi.setSystemTime(new Date('2031-03-10T12:19:59Z'));
    expect((await gateway.getOrderStatus(orderId)).orderStatus).toBe(0);
    vi.setSystemTime(new Date('2031-03-10T12:20:00Z'));
    expect(await gateway.getOrderStatus(orderId)).toMatchObject({
      orderStatus: 6,
      actionCode: -2007,
    });
    // The page no longer takes the card.
    const res = await submitPaymentForm(t.app, formUrl);
    expect(res.statusCode).toBe(200);
    expect((await gateway.getOrderStatus(orderId)).orderStatus).toBe(6);
  });

  it('reverses a deposited order once, and refuses to reverse an unpaid one', async () => {
    const unpaid = await gateway.registerOrder(order());
    await expectGatewayError(gateway.reverse(unpaid.orderId), 7);
    const { orderId, formUrl } = await gateway.registerOrder(order());
    await submitPaymentForm(t.app, formUrl);
    await gateway.reverse(orderId);
    expect((await gateway.getOrderStatus(orderId)).orderStatus).toBe(3);
    await expectGatewayError(gateway.reverse(orderId), 7);
  });

  it('refunds part, then the rest (status 4), and never more than was deposited', async () => {
    const { orderId, formUrl } = await gateway.registerOrder(order({ amountMinor: 500_000 }));
    await expectGatewayError(gateway.refund(orderId, 100_000), 7);
    await submitPaymentForm(t.app, formUrl);
    await gateway.refund(orderId, 200_000);
    let status = await gateway.getOrderStatus(orderId);
    expect(status.orderStatus).toBe(2);
    expect(status.paymentAmountInfo?.refundedAmount).toBe(200_000);
    await expectGatewayError(gateway.refund(orderId, 300_001), 7);
    await gateway.refund(orderId, 300_000);
    status = await gateway.getOrderStatus(orderId);
    expect(status.orderStatus).toBe(4);
    expect(status.paymentAmountInfo?.refundedAmount).toBe(500_000);
    await expectGatewayError(gateway.refund(orderId, 1), 7);
    await expectGatewayError(gateway.reverse(orderId), 7);
  });

  it('answers "Access denied" (errorCode 5) to wrong credentials', async () => {
    const intruder = rbsClient({
      kind: 'sandbox',
      baseUrl: 'http://localhost:3000/sandbox-gateway/payment/rest/',
      credentials: { username: 'fuel-cabinet-sandbox', password: 'wrong' },
      transport: injectTransport(t.app),
    });
    const err = await expectGatewayError(intruder.registerOrder(order()), 5);
    expect(err.errorMessage).toBe('Access denied');
  });

  it('answers "Unknown order id" (errorCode 6) for an order it does not have', async () => {
    const unknown = '0b6c7e4e-5a8e-4c1f-9d3a-2f1e0c9b8a77';
    await expectGatewayError(gateway.getOrderStatus(unknown), 6);
    await expectGatewayError(gateway.getOrderStatus('not-an-id'), 6);
    await expectGatewayError(gateway.reverse(unknown), 6);
    await expectGatewayError(gateway.refund(unknown, 100), 6);
  });

  it('checks register.do parameters like a bank', async () => {
    await expectGatewayError(gateway.registerOrder(order({ amountMinor: 0 })), 5);
    await expectGatewayError(gateway.registerOrder(order({ returnUrl: 'not a url' })), 5);
    await expectGatewayError(gateway.registerOrder(order({ orderNumber: ' ' })), 4);
  });

  it('sends browsers and callbacks back only to its merchant', async () => {
    const foreign = ['https://evil.example.net/phish', 'http://169.254.169.254/latest/'];
    for (const url of foreign) {
      await expectGatewayError(gateway.registerOrder(order({ returnUrl: url })), 5);
      await expectGatewayError(
        gateway.registerOrder(order({ returnUrl: 'http://localhost:3000/am', failUrl: url })),
        5,
      );
    }
    // Callbacks are server-side requests: not even this machine's other ports.
    for (const url of [...foreign, 'http://127.0.0.1:6379/', 'http://localhost:9/api/x']) {
      await expectGatewayError(gateway.registerOrder(order({ callbackUrl: url })), 5);
    }
    const own = await gateway.registerOrder(
      order({ callbackUrl: `${t.app.config.publicUrl}/api/payment/callback` }),
    );
    expect(own.formUrl).toContain('/sandbox-gateway/');
  });
});
