import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import type { GatewayLanguage, PaymentGateway } from '../gateway';
import { orderNumber, pageUrlOf, submitPaymentForm } from '../testing';

let t: TestApp;
let gateway: PaymentGateway;

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  gateway = t.app.paymentGateway;
});
afterAll(() => t.close());

async function register(language: GatewayLanguage, extra: { clientId?: string } = {}) {
  return gateway.registerOrder({
    orderNumber: orderNumber(),
    amountMinor: 1_250_050,
    language,
    returnUrl: 'http://localhost:3000/back?x=1',
    description: 'Premium 95 <20 l>',
    ...extra,
  });
}

const openPage = (formUrl: string) => {
  const { pathname, search } = new URL(formUrl);
  return t.app.inject({ method: 'GET', url: pathname + search });
};

/** The served HTML must work under `script-src 'self'; style-src 'self'`. */
function expectNoInlineCode(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<style/i);
  expect(html).not.toMatch(/\sstyle=/i);
  expect(html).not.toMatch(/\son[a-z]+=/i);
  expect(html).not.toMatch(/javascript:/i);
}

describe('hosted payment page', () => {
  it.each([
    ['hy', 'Վճարում քարտով', '12 500,50 ֏', 'Վճարել'],
    ['en', 'Card payment', 'AMD 12,500.50', 'Pay AMD 12,500.50'],
    ['ru', 'Оплата картой', '12 500,50 AMD', 'Оплатить'],
  ] as const)('renders the order in %s', async (language, title, amount, pay) => {
    const { orderId, formUrl } = await register(language);
    const res = await openPage(formUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body.replace(/\u00a0|\u202f/g, ' ');
    expect(html).toContain(`<html lang="${language}">`);
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toContain(amount);
    expect(html).toContain(pay);
    expect(html).toContain(`value="${orderId}"`);
    expect(html).toContain('Premium 95 &#60;20 l&#62;');
    expect(html).toContain(
      '<link rel="stylesheet" href="/sandbox-gateway/payment/merchants/sandbox/payment.css">',
    );
    expect(html).not.toContain('name="saveCard"');
    expectNoInlineCode(html);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(/form-action 'self' http:\/\/localhost:3000/);
  });

  it('follows the language asked in the link, and offers to save the card with a clientId', async () => {
    const { formUrl } = await register('hy', { clientId: 'client-1' });
    const res = await openPage(formUrl.replace('language=hy', 'language=ru'));
    expect(res.body).toContain('<html lang="ru">');
    expect(res.body).toContain('name="saveCard"');
    expect(res.body).toContain('Сохранить карту');
  });

  it('serves its stylesheet as a file', async () => {
    const res = await t.app.inject('/sandbox-gateway/payment/merchants/sandbox/payment.css');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/css');
    expect(res.body).toContain('.pay');
  });

  it('explains every wrong field in the page language and keeps the order open', async () => {
    const { orderId, formUrl } = await register('hy');
    const res = await submitPaymentForm(t.app, formUrl, {
      pan: '4111 1111 1111 1112',
      expiry: '01/20',
      cvc: '12',
      cardholder: 'Անի',
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Մուտքագրեք քարտի ճիշտ համարը։');
    expect(res.body).toContain('Քարտի ժամկետը լրացել է։');
    expect(res.body).toContain('Մուտքագրեք քարտի հետևի եռանիշ կոդը։');
    expect(res.body).toContain('Մուտքագրեք անունը ինչպես քարտի վրա, լատինատառ։');
    expect(res.body).toContain('aria-invalid="true"');
    expectNoInlineCode(res.body);
    expect((await gateway.getOrderStatus(orderId)).orderStatus).toBe(0);
  });

  it('refuses valid card numbers that are not test cards, and a malformed expiry', async () => {
    const { formUrl } = await register('en');
    const res = await submitPaymentForm(t.app, formUrl, {
      pan: '5105 1051 0510 5100',
      expiry: '13/30',
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('This test page accepts only the test cards listed below.');
    expect(res.body).toContain('Enter the expiry date as MM/YY.');
  });

  it('declines the order on Cancel and returns to returnUrl with the orderId', async () => {
    const { orderId, formUrl } = await register('en');
    const res = await submitPaymentForm(t.app, formUrl, { action: 'cancel', pan: '' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`http://localhost:3000/back?x=1&orderId=${orderId}`);
    expect(await gateway.getOrderStatus(orderId)).toMatchObject({
      orderStatus: 6,
      actionCode: -9005,
    });
  });

  it('shows a processed order as such, with a way back, and takes no second payment', async () => {
    const { orderId, formUrl } = await register('en');
    await submitPaymentForm(t.app, formUrl);
    const page = await openPage(formUrl);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('This order has already been processed.');
    expect(page.body).toContain(`href="http://localhost:3000/back?x=1&#38;orderId=${orderId}"`);
    expect(page.body).not.toContain('<form');
    const again = await submitPaymentForm(t.app, formUrl, { pan: '4000 0000 0000 0002' });
    expect(again.statusCode).toBe(200);
    expect((await gateway.getOrderStatus(orderId)).orderStatus).toBe(2);
  });

  it('answers 404 for an unknown order', async () => {
    const { path } = pageUrlOf((await register('ru')).formUrl);
    const res = await t.app.inject(
      `${path}?mdOrder=0b6c7e4e-5a8e-4c1f-9d3a-2f1e0c9b8a77&language=ru`,
    );
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Платёжный заказ не найден.');
  });
});
