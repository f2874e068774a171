import type { Language } from '@fuel/contract';
import { translator } from '../lib/i18n';

export type MailTemplate =
  | 'confirm_email'
  | 'login_code'
  | 'reset_password'
  | 'account_exists'
  | 'account_exists_phone'
  | 'balance_low'
  | 'change_email'
  | 'email_change_notice'
  | 'team_invite'
  | 'monthly_statement'
  | 'receipt';

export interface MailParams {
  name: string;
  /** The button's target, for templates with an action. */
  url?: string;
  code?: string;
  product?: string;
  threshold?: string;
  unit?: string;
  /** For the notice to the old address: the address asked for instead. */
  newEmail?: string;
  /** For an invitation: the company and the role offered, in the reader's language. */
  company?: string;
  role?: string;
  /** A statement's month, named in the reader's language. */
  month?: string;
  /** A receipt's number and its seller. */
  number?: string;
  seller?: string;
  /** Label and value rows shown after the text (a receipt's date, items and total). */
  details?: { label: string; value: string }[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One message in the reader's language, as plain text and as simple, safe HTML. */
export function renderMail(
  template: MailTemplate,
  lang: Language,
  params: MailParams,
): RenderedMail {
  const t = translator(lang);
  const { details = [], ...values } = params;
  const line = (key: string) => t(`${template}.${key}`, { ns: 'mail', ...values });
  const has = (key: string) => t(`${template}.${key}`, { ns: 'mail', defaultValue: '' }) !== '';

  const greeting = t('greeting', { ns: 'mail', name: params.name });
  const paragraphs = [line('body')];
  const after = ['expiry', 'hint', 'ignore'].filter(has).map(line);
  const action =
    has('action') && params.url ? { label: line('action'), url: params.url } : undefined;
  const footer = [t('footer', { ns: 'mail' }), t('automatic', { ns: 'mail' })];

  const text = [
    greeting,
    '',
    ...paragraphs,
    ...(details.length ? ['', ...details.map((d) => `${d.label}: ${d.value}`)] : []),
    ...(params.code ? ['', params.code] : []),
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    '',
    ...after,
    '',
    '—',
    ...footer,
  ].join('\n');

  const p = (s: string, style = '') => `<p style="margin:0 0 16px;${style}">${escapeHtml(s)}</p>`;
  const html = `<!doctype html><html lang="${lang === 'am' ? 'hy' : lang}"><body style="margin:0;background:#f6f4ef;font-family:'Noto Sans','Noto Sans Armenian',Arial,sans-serif;color:#1f2a2e">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#0b5d6b;color:#ffffff;padding:20px 28px;font-size:20px;font-weight:700">Fuel Cabinet</td></tr>
<tr><td style="padding:28px">
${p(greeting, 'font-weight:600')}
${paragraphs.map((s) => p(s)).join('\n')}
${details.length ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 20px;width:100%;font-size:14px">${details.map((d) => `<tr><td style="padding:4px 12px 4px 0;color:#5b6b70;vertical-align:top">${escapeHtml(d.label)}</td><td style="padding:4px 0;text-align:right;vertical-align:top">${escapeHtml(d.value)}</td></tr>`).join('')}</table>` : ''}
${params.code ? `<p style="margin:8px 0 24px;font-size:32px;letter-spacing:8px;font-weight:700;color:#0b5d6b">${escapeHtml(params.code)}</p>` : ''}
${action ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#f2a007;color:#1f2a2e;padding:12px 22px;border-radius:8px;font-weight:700;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#5b6b70;word-break:break-all">${escapeHtml(action.url)}</p>` : ''}
${after.map((s) => p(s, 'font-size:14px;color:#5b6b70')).join('\n')}
</td></tr>
<tr><td style="padding:16px 28px;background:#f0efe9;font-size:12px;color:#5b6b70">${footer.map(escapeHtml).join('<br>')}</td></tr>
</table></td></tr></table></body></html>`;

  return { subject: line('subject'), text, html };
}

export function renderLoginSms(lang: Language, code: string): string {
  return translator(lang)('sms_login_code', { ns: 'mail', code });
}

export function renderInviteSms(lang: Language, company: string, url: string): string {
  return translator(lang)('sms_team_invite', { ns: 'mail', company, url });
}
