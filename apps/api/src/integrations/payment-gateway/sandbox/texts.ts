import { createRequire } from 'node:module';
import type { GatewayLanguage } from '../gateway';
import { ACTION_CODE } from './sandbox.constants';

const require = createRequire(import.meta.url);
type Table = Record<string, unknown>;

/** The gateway says `hy`; the repository's locale folders say `am`. */
const FOLDER: Record<GatewayLanguage, string> = { hy: 'am', en: 'en', ru: 'ru' };
const tables = Object.fromEntries(
  Object.entries(FOLDER).map(([lang, folder]) => [
    lang,
    require(`./locales/${folder}/sandbox.json`) as Table,
  ]),
) as Record<GatewayLanguage, Table>;

export const GATEWAY_LANGUAGES: readonly GatewayLanguage[] = ['hy', 'en', 'ru'];
export const isGatewayLanguage = (value: unknown): value is GatewayLanguage =>
  GATEWAY_LANGUAGES.includes(value as GatewayLanguage);

export type Translate = (key: string, params?: Record<string, string>) => string;

/** Texts of the sandbox in one language; a missing key shows as itself (the locale check prevents it). */
export function sandboxTexts(lang: GatewayLanguage): Translate {
  return (key, params = {}) => {
    let value: unknown = tables[lang];
    for (const part of key.split('.')) value = (value as Table | undefined)?.[part];
    const text = typeof value === 'string' ? value : key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => params[name] ?? '');
  };
}

const LOCALE: Record<GatewayLanguage, string> = { hy: 'hy-AM', en: 'en-US', ru: 'ru-RU' };

/** Minor units to a dram amount as a bank page shows it, e.g. "12 500,00 ֏". */
export function formatAmount(amountMinor: number, lang: GatewayLanguage): string {
  return new Intl.NumberFormat(LOCALE[lang], { style: 'currency', currency: 'AMD' }).format(
    amountMinor / 100,
  );
}

const ACTION_KEYS: Record<number, string> = {
  [ACTION_CODE.approved]: 'approved',
  [ACTION_CODE.insufficientFunds]: 'insufficientFunds',
  [ACTION_CODE.expiredCard]: 'expiredCard',
  [ACTION_CODE.cancelled]: 'cancelled',
  [ACTION_CODE.sessionExpired]: 'sessionExpired',
  [ACTION_CODE.noAttempts]: 'noAttempts',
};

/** `actionCodeDescription` in the language the status was asked in, as RBS gives it. */
export function actionCodeDescription(actionCode: number, lang: GatewayLanguage): string {
  const key = ACTION_KEYS[actionCode];
  return key ? sandboxTexts(lang)(`actionCodes.${key}`) : '';
}
