import type { GatewayLanguage } from '../gateway';
import type { CardErrors, CardField } from './card-form';
import type { Params } from './params';
import {
  ACS_PAGE_PATH,
  PAYMENT_CSS_PATH,
  PAYMENT_PAGE_PATH,
  SANDBOX_PREFIX,
} from './sandbox.constants';
import type { SandboxOrder } from './sandbox.repository';
import { formatAmount, GATEWAY_LANGUAGES, sandboxTexts, type Translate } from './texts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const PAGE = SANDBOX_PREFIX + PAYMENT_PAGE_PATH;
const LANGUAGE_NAMES: Record<GatewayLanguage, string> = {
  hy: 'Հայերեն',
  en: 'English',
  ru: 'Русский',
};

/** No inline script or style anywhere: the site's CSP allows neither. */
function layout(lang: GatewayLanguage, t: Translate, main: string, mdOrder?: string): string {
  const switcher = mdOrder
    ? `<nav class="languages">${GATEWAY_LANGUAGES.map((l) =>
        l === lang
          ? `<span aria-current="true">${LANGUAGE_NAMES[l]}</span>`
          : `<a href="${PAGE}?mdOrder=${encodeURIComponent(mdOrder)}&amp;language=${l}" lang="${l}">${LANGUAGE_NAMES[l]}</a>`,
      ).join('')}</nav>`
    : '';
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t('title'))} · ${escapeHtml(t('merchantName'))}</title>
<link rel="stylesheet" href="${SANDBOX_PREFIX}${PAYMENT_CSS_PATH}"></head>
<body><main class="card"><header><p class="merchant">${escapeHtml(t('merchantName'))}</p>${switcher}<h1>${escapeHtml(t('title'))}</h1></header>
${main}
</main></body></html>`;
}

function field(
  t: Translate,
  name: CardField,
  label: string,
  attributes: string,
  values: Params,
  errors: CardErrors,
  hint?: string,
): string {
  const error = errors[name];
  const value = name === 'cvc' ? '' : (values[name] ?? '');
  const described = [hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean);
  return `<div class="field${error ? ' invalid' : ''}"><label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" ${attributes} value="${escapeHtml(value)}"${error ? ' aria-invalid="true"' : ''}${described.length ? ` aria-describedby="${described.join(' ')}"` : ''}>
${hint ? `<p class="hint" id="${name}-hint">${escapeHtml(hint)}</p>` : ''}${error ? `<p class="error" id="${name}-error">${escapeHtml(t(error))}</p>` : ''}</div>`;
}

/** The bank-style card form for a registered order. */
export function renderPaymentForm(
  order: SandboxOrder,
  lang: GatewayLanguage,
  values: Params = {},
  errors: CardErrors = {},
): string {
  const t = sandboxTexts(lang);
  const amount = formatAmount(order.amount, lang);
  const summary = Object.keys(errors).length
    ? `<p class="error-summary" role="alert">${escapeHtml(t('errorSummary'))}</p>`
    : '';
  const saveCard = order.clientId
    ? `<div class="check"><input type="checkbox" id="saveCard" name="saveCard"${values.saveCard === 'on' || (!values.action && !!order.clientId) ? ' checked' : ''}><label for="saveCard">${escapeHtml(t('saveCard'))}</label></div>`
    : '';
  const main = `<dl class="order">
<div><dt>${escapeHtml(t('orderNumber'))}</dt><dd>${escapeHtml(order.orderNumber)}</dd></div>
${order.description ? `<div><dt>${escapeHtml(t('description'))}</dt><dd>${escapeHtml(order.description)}</dd></div>` : ''}
<div class="total"><dt>${escapeHtml(t('amount'))}</dt><dd>${escapeHtml(amount)}</dd></div></dl>
${summary}
<form method="post" action="${PAGE}" novalidate>
<input type="hidden" name="mdOrder" value="${escapeHtml(order.id)}"><input type="hidden" name="language" value="${lang}">
${field(t, 'pan', t('cardNumber'), 'inputmode="numeric" autocomplete="cc-number" maxlength="23"', values, errors)}
<div class="row">${field(t, 'expiry', t('expiry'), 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7"', values, errors)}
${field(t, 'cvc', t('cvc'), 'inputmode="numeric" autocomplete="cc-csc" maxlength="3"', values, errors)}</div>
${field(t, 'cardholder', t('cardholder'), 'autocomplete="cc-name" maxlength="26"', values, errors, t('cardholderHint'))}
${saveCard}
<div class="actions"><button type="submit" name="action" value="pay" class="pay">${escapeHtml(t('pay', { amount }))}</button>
<button type="submit" name="action" value="cancel" class="cancel" formnovalidate>${escapeHtml(t('cancel'))}</button></div>
</form>
<aside class="test-cards"><p>${escapeHtml(t('sandboxNotice'))}</p><h2>${escapeHtml(t('testCards.heading'))}</h2><ul>
<li><code>4111 1111 1111 1111</code> — ${escapeHtml(t('testCards.approve'))}</li>
<li><code>4000 0000 0000 0002</code> — ${escapeHtml(t('testCards.decline'))}</li>
<li><code>4000 0000 0000 3220</code> — ${escapeHtml(t('testCards.acs'))}</li>
<li><code>5555 5555 5555 4444</code> — ${escapeHtml(t('testCards.savedDecline'))}</li>
<li><code>4000 0000 0000 3063</code> — ${escapeHtml(t('testCards.savedAcs'))}</li></ul>
<p>${escapeHtml(t('testCards.rules'))}</p></aside>`;
  return layout(lang, t, main, order.id);
}

/** A page for an order that cannot be paid (unknown, expired, already processed). */
export function renderOrderState(
  lang: GatewayLanguage,
  messageKey: string,
  backUrl?: string,
): string {
  const t = sandboxTexts(lang);
  const back = backUrl
    ? `<p><a class="back" href="${escapeHtml(backUrl)}">${escapeHtml(t('state.back'))}</a></p>`
    : '';
  return layout(lang, t, `<p class="state" role="status">${escapeHtml(t(messageKey))}</p>${back}`);
}

/** The issuer's 3-D Secure page a saved card's payment sends the cardholder to. */
export function renderAcsPage(order: SandboxOrder, lang: GatewayLanguage): string {
  const t = sandboxTexts(lang);
  const amount = formatAmount(order.amount, lang);
  const main = `<p class="state">${escapeHtml(t('acs.text', { amount, card: order.maskedPan ?? '' }))}</p>
<form method="post" action="${SANDBOX_PREFIX}${ACS_PAGE_PATH}">
<input type="hidden" name="mdOrder" value="${escapeHtml(order.id)}"><input type="hidden" name="language" value="${lang}">
<div class="actions"><button type="submit" name="action" value="confirm" class="pay">${escapeHtml(t('acs.confirm'))}</button>
<button type="submit" name="action" value="cancel" class="cancel">${escapeHtml(t('cancel'))}</button></div>
</form>`;
  return layout(lang, t, main);
}
