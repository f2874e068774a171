import { API_ROUTES, apiUrlOf, paymentRegisterReplySchema } from '@fuel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitPaymentForm } from '../integrations/payment-gateway/testing';
import { createUser, latestMessage, linkIn, signIn } from '../test/factories';
import { productByCode } from '../test/money';
import { buildTestApp, type TestApp } from '../test/test-app';

// Without PUBLIC_URL, as `npm start` runs on a developer's machine.
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: '' } });
  token = (await signIn(t.app, await createUser(t.database.db))).access_token;
});
afterAll(() => t.close());

async function backFromTheBank(host: string) {
  const diesel = await productByCode(t.database.db, 'DIESEL');
  const res = await t.app.inject({
    method: 'POST',
    url: apiUrlOf(API_ROUTES.payments.register),
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en', host },
    payload: { product_id: diesel.id, quantity: 1 },
  });
  const order = paymentRegisterReplySchema.parse(res.json());
  const paid = await submitPaymentForm(t.app, order.formUrl);
  return String(paid.headers.location);
}

describe('without PUBLIC_URL', () => {
  it('sends the browser back from the bank to the address it came from on this machine', async () => {
    expect(await backFromTheBank('127.0.0.1:3000')).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/en\/my-balance\?orderId=/,
    );
    expect(await backFromTheBank('localhost:3000')).toMatch(/^http:\/\/localhost:3000\/en\//);
  });

  it('never lets another Host header choose where links point', async () => {
    expect(await backFromTheBank('evil.example.net')).toMatch(/^http:\/\/localhost:3000\/en\//);
    const user = await createUser(t.database.db);
    await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.registration.passwordReset),
      headers: { host: 'evil.example.net', 'accept-language': 'en' },
      payload: { email: user.email },
    });
    expect(linkIn((await latestMessage(t.app, user.email)).text)).toMatch(
      /^http:\/\/localhost:3000\/en\/auth\/reset-password\//,
    );
  });

  it('mails links for the address the person is using on this machine', async () => {
    const user = await createUser(t.database.db);
    await t.app.inject({
      method: 'POST',
      url: apiUrlOf(API_ROUTES.registration.passwordReset),
      headers: { host: '127.0.0.1:3000', 'accept-language': 'en' },
      payload: { email: user.email },
    });
    expect(linkIn((await latestMessage(t.app, user.email)).text)).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/en\/auth\/reset-password\//,
    );
  });
});
