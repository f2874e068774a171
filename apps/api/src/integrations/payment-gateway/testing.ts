import type { FastifyInstance } from 'fastify';

/** Test cards and form values, and a way to pay through the hosted page's form. */
export const CARDS = {
  approve: '4111 1111 1111 1111',
  decline: '4000 0000 0000 0002',
  acs: '4000 0000 0000 3220',
  /** Saved on the page; declined when paying as a saved card. */
  savedDecline: '5555 5555 5555 4444',
  /** Saved on the page; asks for 3-D Secure when paying as a saved card. */
  savedAcs: '4000 0000 0000 3063',
} as const;

/** An expiry two years ahead of the (possibly faked) clock, as MM/YY. */
export function futureExpiry(now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${month}/${String((now.getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
}

export function pageUrlOf(formUrl: string): { path: string; mdOrder: string; language: string } {
  const url = new URL(formUrl);
  return {
    path: url.pathname,
    mdOrder: url.searchParams.get('mdOrder') ?? '',
    language: url.searchParams.get('language') ?? '',
  };
}

/** Posts the payment form the way a browser does. */
export function submitPaymentForm(
  app: FastifyInstance,
  formUrl: string,
  fields: Record<string, string> = {},
) {
  const { path, mdOrder, language } = pageUrlOf(formUrl);
  const form = new URLSearchParams({
    mdOrder,
    language,
    pan: CARDS.approve,
    expiry: futureExpiry(),
    cvc: '123',
    cardholder: 'Ani Petrosyan',
    action: 'pay',
    ...fields,
  });
  return app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

let counter = 0;
/** A merchant order number unique within one test database. */
export const orderNumber = () => `T${Date.now().toString(36)}${(counter++).toString(36)}`;
