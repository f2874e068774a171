import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig } from '../../test/test-app';
import { createPaymentGateway } from './create-payment-gateway';
import { GatewayError, GatewayUnavailableError } from './errors';
import { rbsClient } from './rbs-client';

interface Seen {
  path: string;
  contentType: string | undefined;
  form: Record<string, string>;
}

/** A tiny bank: answers each *.do with the reply queued for it, as RBS gateways do. */
const seen: Seen[] = [];
let replies: Record<string, { status?: number; body: string } | 'hang'> = {};
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    const path = req.url ?? '';
    seen.push({
      path,
      contentType: req.headers['content-type'],
      form: Object.fromEntries(new URLSearchParams(body)),
    });
    const reply = replies[path.split('/').pop() ?? ''];
    if (reply === 'hang') return;
    res.writeHead(reply?.status ?? 200, { 'content-type': 'application/json' });
    res.end(reply?.body ?? '{}');
  });
});
let base: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/payment/rest/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
  replies = {};
});

const bankConfig = () =>
  testConfig({
    PAYMENT_GATEWAY_URL: base,
    PAYMENT_GATEWAY_USERNAME: 'fuel_api',
    PAYMENT_GATEWAY_PASSWORD: 'S3cret-pass',
    PAYMENT_BINDING_USERNAME: 'fuel_binding',
    PAYMENT_BINDING_PASSWORD: 'B1nding-pass',
  });
const bank = () => createPaymentGateway(bankConfig(), 'http://unused.invalid/');

async function failure(call: Promise<unknown>) {
  return call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e as Error,
  );
}

describe('RBS client against a bank', () => {
  it('posts register.do form-encoded with the credentials and reads orderId and formUrl', async () => {
    replies['register.do'] = {
      body: '{"orderId":"70906e55-7114-41d6-8332-4609dc6590f4","formUrl":"https://bank.example/payment/merchants/fuel/payment_hy.html?mdOrder=70906e55"}',
    };
    const gateway = bank();
    expect(gateway.kind).toBe('bank');
    const result = await gateway.registerOrder({
      orderNumber: 'A1',
      amountMinor: 1_250_000,
      language: 'hy',
      returnUrl: 'https://cabinet.example/am/my-balance',
      clientId: 'u-1',
      jsonParams: { product: 'regular-92' },
    });
    expect(result.orderId).toBe('70906e55-7114-41d6-8332-4609dc6590f4');
    expect(seen[0]?.path).toBe('/payment/rest/register.do');
    expect(seen[0]?.contentType).toBe('application/x-www-form-urlencoded');
    expect(seen[0]?.form).toEqual({
      userName: 'fuel_api',
      password: 'S3cret-pass',
      orderNumber: 'A1',
      amount: '1250000',
      currency: '051',
      language: 'hy',
      returnUrl: 'https://cabinet.example/am/my-balance',
      clientId: 'u-1',
      jsonParams: '{"product":"regular-92"}',
    });
  });

  it('reads a status with numbers sent as strings and the older `pan` field', async () => {
    replies['getOrderStatusExtended.do'] = {
      body: JSON.stringify({
        errorCode: '0',
        errorMessage: 'Успешно',
        orderNumber: 'A1',
        orderStatus: 2,
        actionCode: 0,
        actionCodeDescription: '',
        amount: '1250000',
        currency: '051',
        cardAuthInfo: { pan: '411111**1111', expiration: 203012, cardholderName: 'ANI P' },
        bindingInfo: { clientId: 'u-1', bindingId: 'b-1' },
        attributes: [{ name: 'mdOrder', value: 'x' }],
      }),
    };
    const status = await bank().getOrderStatus('x', 'ru');
    expect(seen[0]?.form).toMatchObject({ orderId: 'x', language: 'ru' });
    expect(status).toMatchObject({
      orderStatus: 2,
      amount: 1_250_000,
      currency: '051',
      errorCode: 0,
      cardAuthInfo: { pan: '411111**1111', expiration: '203012', cardholderName: 'ANI P' },
      bindingInfo: { clientId: 'u-1', bindingId: 'b-1' },
    });
  });

  it('turns a non-zero errorCode into GatewayError without the credentials in it', async () => {
    replies['reverse.do'] = { body: '{"errorCode":"5","errorMessage":"Access denied"}' };
    const err = await failure(bank().reverse('x'));
    expect(err).toBeInstanceOf(GatewayError);
    expect(err).toMatchObject({
      errorCode: 5,
      errorMessage: 'Access denied',
      method: 'reverse.do',
    });
    expect(err.message).not.toContain('S3cret-pass');
  });

  it('pays with a saved card using the binding credentials', async () => {
    replies['paymentOrderBinding.do'] = {
      body: '{"redirect":"https://cabinet.example/back?orderId=x","info":"Your order is proceeded, redirecting...","errorCode":0}',
    };
    const paid = await bank().payWithBinding({ orderId: 'x', bindingId: 'b-1', ip: '203.0.113.9' });
    expect(paid.redirect).toBe('https://cabinet.example/back?orderId=x');
    expect(seen[0]?.form).toEqual({
      userName: 'fuel_binding',
      password: 'B1nding-pass',
      mdOrder: 'x',
      bindingId: 'b-1',
      ip: '203.0.113.9',
    });
  });

  it('reads "no bindings" (errorCode 2) as an empty list, and other errors as errors', async () => {
    replies['getBindings.do'] = {
      body: '{"errorCode":"2","errorMessage":"Information not found"}',
    };
    expect(await bank().getBindings('u-1')).toEqual([]);
    replies['getBindings.do'] = { body: '{"errorCode":"7","errorMessage":"System error"}' };
    expect(await failure(bank().getBindings('u-1'))).toMatchObject({ errorCode: 7 });
    replies['getBindings.do'] = {
      body: '{"errorCode":"0","bindings":[{"bindingId":"b-1","maskedPan":"411111**1111","expiryDate":"203012"}]}',
    };
    expect(await bank().getBindings('u-1')).toEqual([
      { bindingId: 'b-1', maskedPan: '411111**1111', expiryDate: '203012' },
    ]);
  });

  it('sends refund amounts in minor units', async () => {
    replies['refund.do'] = { body: '{"errorCode":"0","errorMessage":"Success"}' };
    await bank().refund('x', 25_000);
    expect(seen[0]?.form).toMatchObject({ orderId: 'x', amount: '25000' });
  });

  it.each([
    ['a server error', { status: 502, body: 'Bad gateway' }, 'HTTP 502'],
    ['a reply that is not JSON', { body: '<html>maintenance</html>' }, 'not JSON'],
    ['a reply without the promised fields', { body: '{"formUrl":"x"}' }, 'unexpected reply'],
  ])('reports %s as GatewayUnavailableError', async (_, reply, message) => {
    replies['register.do'] = reply;
    const err = await failure(
      bank().registerOrder({
        orderNumber: 'A',
        amountMinor: 1,
        language: 'en',
        returnUrl: 'https://x.example',
      }),
    );
    expect(err).toBeInstanceOf(GatewayUnavailableError);
    expect(err.message).toContain(message);
  });

  it('gives up after the timeout', async () => {
    replies['reverse.do'] = 'hang';
    const gateway = rbsClient({
      kind: 'bank',
      baseUrl: base,
      credentials: { username: 'u', password: 'p' },
      timeoutMs: 150,
    });
    const err = await failure(gateway.reverse('x'));
    expect(err).toBeInstanceOf(GatewayUnavailableError);
    expect(err.message).toBe('reverse.do: timed out');
  });

  it('reports a refused connection as GatewayUnavailableError', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const gateway = rbsClient({
      kind: 'bank',
      baseUrl: `http://127.0.0.1:${port}/payment/rest`,
      credentials: { username: 'u', password: 'p' },
    });
    const err = await failure(gateway.getOrderStatus('x'));
    expect(err).toBeInstanceOf(GatewayUnavailableError);
    expect(err.message).toBe('getOrderStatusExtended.do: unreachable');
    // The connection's own error is kept for the log: fetch's, with the refusal inside it.
    expect(err.cause).toMatchObject({ message: 'fetch failed', cause: { code: 'ECONNREFUSED' } });
  });
});

describe('payment gateway plugin with a bank configured', () => {
  it('uses the bank and serves no sandbox', async () => {
    const t = await buildTestApp({
      seed: false,
      env: {
        PAYMENT_GATEWAY_URL: base,
        PAYMENT_GATEWAY_USERNAME: 'fuel_api',
        PAYMENT_GATEWAY_PASSWORD: 'S3cret-pass',
      },
    });
    try {
      expect(t.app.paymentGateway.kind).toBe('bank');
      const res = await t.app.inject({
        method: 'POST',
        url: '/sandbox-gateway/payment/rest/register.do',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'userName=fuel-cabinet-sandbox&password=sandbox-pass',
      });
      expect(res.statusCode).toBe(404);
      replies['reverse.do'] = { body: '{"errorCode":"0"}' };
      await t.app.paymentGateway.reverse('x');
      expect(seen[0]?.form.userName).toBe('fuel_api');
    } finally {
      await t.close();
    }
  });
});
