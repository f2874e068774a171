import type { TFunction } from 'i18next';

/**
 * The RBS action codes whose meaning the history says in its own words, in the reader's language
 * (the bank's text is in the language the purchase was made in). Codes not listed here keep the
 * bank's text.
 */
const REASON_OF_CODE: Record<number, string> = {
  116: 'insufficient_funds',
  101: 'expired_card',
  100: 'card_restricted',
  104: 'card_restricted',
  119: 'card_restricted',
  120: 'card_restricted',
  125: 'card_restricted',
  121: 'limit_exceeded',
  123: 'limit_exceeded',
  209: 'limit_exceeded',
  111: 'wrong_card',
  117: 'not_confirmed',
  [-2006]: 'not_confirmed',
  151017: 'not_confirmed',
  907: 'bank_unavailable',
  909: 'bank_unavailable',
  151018: 'bank_unavailable',
  151019: 'bank_unavailable',
};

/** Why the bank declined a purchase, for a reader of `t`'s language; null when it did not say. */
export function declineReason(
  t: TFunction,
  code: number | null,
  bankText: string | null,
): string | null {
  const key = code === null ? undefined : REASON_OF_CODE[code];
  return key ? t(`decline_reasons.${key}`, { ns: 'messages' }) : bankText;
}
