import fs from 'node:fs';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { type GatewayLanguage, ORDER_STATUS } from '../gateway';
import { pageOrder, submitPayment } from './card-payment.service';
import { type Params, withOrderId } from './params';
import { renderAcsPage, renderOrderState, renderPaymentForm } from './payment-page.html';
import { approve, decline } from './payments';
import {
  ACS_PAGE_PATH,
  ACTION_CODE,
  PAYMENT_CSS_PATH,
  PAYMENT_PAGE_PATH,
} from './sandbox.constants';
import type { SandboxContext, SandboxOrder } from './sandbox-context';
import { isGatewayLanguage } from './texts';

const css = fs.readFileSync(new URL('./payment.css', import.meta.url));

/**
 * The CSP's form-action covers redirects after a form post, so the page may also send the
 * browser on to the merchant's return addresses (another origin in a real setup).
 */
function allowReturnTargets(reply: FastifyReply, order: SandboxOrder) {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp !== 'string') return;
  const origins = [order.returnUrl, order.failUrl]
    .filter(Boolean)
    .map((u) => new URL(`${u}`).origin);
  reply.header(
    'content-security-policy',
    csp.replace(
      /form-action ([^;]*)/,
      (_, list: string) => `form-action ${list} ${[...new Set(origins)].join(' ')}`,
    ),
  );
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);
}

/** The page for an order that can no longer be paid, with a way back to the merchant. */
function orderState(reply: FastifyReply, order: SandboxOrder | undefined, lang: GatewayLanguage) {
  if (!order) return html(reply, 404, renderOrderState(lang, 'state.notFound'));
  const expired =
    order.status === ORDER_STATUS.declined && order.actionCode === ACTION_CODE.sessionExpired;
  const declined = order.status === ORDER_STATUS.declined && order.failUrl;
  const back = withOrderId(
    declined ? (order.failUrl ?? order.returnUrl) : order.returnUrl,
    order.id,
  );
  return html(
    reply,
    200,
    renderOrderState(lang, expired ? 'state.expired' : 'state.processed', back),
  );
}

const languageOf = (value: string | undefined, order: SandboxOrder | undefined): GatewayLanguage =>
  isGatewayLanguage(value) ? value : (order?.language ?? 'hy');

/** The hosted payment page at the `formUrl` register.do returns. */
export function paymentPageRoutes(ctx: SandboxContext): FastifyPluginAsync {
  return async (app) => {
    app.get(PAYMENT_CSS_PATH, (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(css),
    );

    app.get<{ Querystring: Params }>(PAYMENT_PAGE_PATH, async (request, reply) => {
      const order = await pageOrder(ctx, request.query.mdOrder);
      const lang = languageOf(request.query.language, order);
      if (order?.status !== ORDER_STATUS.registered) return orderState(reply, order, lang);
      allowReturnTargets(reply, order);
      return html(reply, 200, renderPaymentForm(order, lang));
    });

    app.post<{ Body: Params | undefined }>(PAYMENT_PAGE_PATH, async (request, reply) => {
      const form = request.body ?? {};
      const order = await pageOrder(ctx, form.mdOrder);
      const lang = languageOf(form.language, order);
      if (order?.status !== ORDER_STATUS.registered) return orderState(reply, order, lang);
      const result = await submitPayment(ctx, order, form);
      if (result.kind === 'redirect') return reply.redirect(result.url, 303);
      if (result.kind === 'gone') return orderState(reply, result.order, lang);
      allowReturnTargets(reply, order);
      return html(reply, 422, renderPaymentForm(order, lang, form, result.errors));
    });

    // A saved card's 3-D Secure step (status 5 without the page card's timer).
    const inAcs = (order: SandboxOrder | undefined): order is SandboxOrder =>
      order?.status === ORDER_STATUS.acs && !order.acsUntil;

    app.get<{ Querystring: Params }>(ACS_PAGE_PATH, async (request, reply) => {
      const order = await pageOrder(ctx, request.query.mdOrder);
      const lang = languageOf(request.query.language, order);
      if (!inAcs(order)) return orderState(reply, order, lang);
      allowReturnTargets(reply, order);
      return html(reply, 200, renderAcsPage(order, lang));
    });

    app.post<{ Body: Params | undefined }>(ACS_PAGE_PATH, async (request, reply) => {
      const form = request.body ?? {};
      const order = await pageOrder(ctx, form.mdOrder);
      const lang = languageOf(form.language, order);
      if (!inAcs(order)) return orderState(reply, order, lang);
      const from = [ORDER_STATUS.acs];
      const confirmed = form.action === 'confirm';
      const row = confirmed
        ? await approve(ctx, order, from, {})
        : await decline(ctx, order, from, ACTION_CODE.cancelled);
      if (!row) return orderState(reply, await pageOrder(ctx, order.id), lang);
      const url = !confirmed && row.failUrl ? row.failUrl : row.returnUrl;
      return reply.redirect(withOrderId(url, row.id), 303);
    });
  };
}
