import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { callbackChecksum, verifyCallbackChecksum } from './callback-checksum';
import { paymentCallbackSecret } from './create-payment-gateway';
import { CARDS, orderNumber, submitPaymentForm } from './testing';

const SECRET = 'callback-secret-for-tests-0123';

describe('callback checksum', () => {
  const params = {
    orderNumber: 'A-1',
    mdOrder: '7f6b1c2e-0000-4000-8000-000000000001',
    status: '1',
    operation: 'deposited',
  };
  // Written out by hand: sorted by name, `name;value;`, HMAC-SHA256, upper-case hex.
  const text = `mdOrder;${params.mdOrder};operation;deposited;orderNumber;A-1;status;1;`;
  const expected = createHmac('sha256', SECRET).update(text).digest('hex').toUpperCase();

  it('follows the RBS rule', () => {
    expect(callbackChecksum(params, SECRET)).toBe(expected);
    expect(callbackChecksum({ ...params, checksum: 'ignored', sign_alias: 'x' }, SECRET)).toBe(
      expected,
    );
  });

  it('accepts a genuine callback, as an object or as URLSearchParams, in either case', () => {
    expect(verifyCallbackChecksum({ ...params, checksum: expected }, SECRET)).toBe(true);
    expect(verifyCallbackChecksum({ ...params, checksum: expected.toLowerCase() }, SECRET)).toBe(
      true,
    );
    const query = new URLSearchParams({ ...params, checksum: expected });
    expect(verifyCallbackChecksum(query, SECRET)).toBe(true);
  });

  it('rejects a tampered value, a foreign key, a missing or malformed checksum', () => {
    expect(verifyCallbackChecksum({ ...params, status: '0', checksum: expected }, SECRET)).toBe(
      false,
    );
    expect(verifyCallbackChecksum({ ...params, extra: '1', checksum: expected }, SECRET)).toBe(
      false,
    );
    expect(verifyCallbackChecksum({ ...params, checksum: expected }, `${SECRET}!`)).toBe(false);
    expect(verifyCallbackChecksum(params, SECRET)).toBe(false);
    expect(verifyCallbackChecksum({ ...params, checksum: 'ABC' }, SECRET)).toBe(false);
  });
});

describe('sandbox callbacks', () => {
  let t: TestApp;
  const received: Record<string, string>[] = [];

  beforeAll(async () => {
    t = await buildTestApp({
      seed: false,
      env: { PAYMENT_CALLBACK_SECRET: SECRET },
      extend: (app) =>
        app.get<{ Querystring: Record<string, string> }>('/test/payment-callback', (req, reply) => {
          received.push(req.query);
          return reply.send('OK');
        }),
    });
  });
  afterAll(() => t.close());

  const callbackFor = (mdOrder: string, operation: string) =>
    vi.waitFor(() => {
      const hit = received.find((q) => q.mdOrder === mdOrder && q.operation === operation);
      if (!hit) throw new Error(`no ${operation} callback yet`);
      return hit;
    });

  const register = (extra: Record<string, unknown> = {}) =>
    t.app.paymentGateway.registerOrder({
      orderNumber: orderNumber(),
      amountMinor: 100_000,
      language: 'en',
      returnUrl: 'http://localhost:3000/en/my-balance',
      callbackUrl: 'http://localhost:3000/test/payment-callback?shop=fuel',
      ...extra,
    });

  it('signs with PAYMENT_CALLBACK_SECRET', () => {
    expect(paymentCallbackSecret(t.app.config)).toBe(SECRET);
  });

  it('reports a deposit, then a partial refund, signed over every parameter', async () => {
    const { orderId, formUrl } = await register();
    await submitPaymentForm(t.app, formUrl);
    const deposited = await callbackFor(orderId, 'deposited');
    expect(deposited).toMatchObject({ status: '1', shop: 'fuel', checksum: expect.any(String) });
    expect(verifyCallbackChecksum(deposited, SECRET)).toBe(true);
    expect(verifyCallbackChecksum({ ...deposited, status: '0' }, SECRET)).toBe(false);
    await t.app.paymentGateway.refund(orderId, 40_000);
    const refunded = await callbackFor(orderId, 'refunded');
    expect(refunded.status).toBe('1');
    expect(verifyCallbackChecksum(refunded, SECRET)).toBe(true);
  });

  it('reports a decline as an unsuccessful deposit, to a callback URL given in jsonParams', async () => {
    const { orderId, formUrl } = await register({
      callbackUrl: undefined,
      jsonParams: { callbackUrl: 'http://localhost:3000/test/payment-callback' },
    });
    await submitPaymentForm(t.app, formUrl, { pan: CARDS.decline });
    const declined = await callbackFor(orderId, 'deposited');
    expect(declined.status).toBe('0');
    expect(verifyCallbackChecksum(declined, SECRET)).toBe(true);
  });

  it('reports an expired order as declinedByTimeout', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2032-01-01T08:00:00Z'));
      const { orderId } = await register();
      vi.setSystemTime(new Date('2032-01-01T08:21:00Z'));
      await t.app.paymentGateway.getOrderStatus(orderId);
      const expired = await callbackFor(orderId, 'declinedByTimeout');
      expect(expired.status).toBe('0');
      expect(verifyCallbackChecksum(expired, SECRET)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
