import type { Params } from './params';
import { type CardOutcome, maskPan, TEST_CARDS } from './sandbox.constants';

export type CardField = 'pan' | 'expiry' | 'cvc' | 'cardholder';
/** Field name to the text key of its problem. */
export type CardErrors = Partial<Record<CardField, string>>;

export interface ValidCard {
  outcome: CardOutcome;
  maskedPan: string;
  /** YYYYMM. */
  expiration: string;
  cardholderName: string;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** MM/YY to YYYYMM; a card is valid to the end of its month. */
function expiration(value: string, now: Date): { value?: string; error?: string } {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value);
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return { error: 'errors.expiry' };
  const year = 2000 + Number(match[2]);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + month - 1 < current) return { error: 'errors.expired' };
  return { value: `${year}${match[1]}` };
}

/** Checks the payment form like a bank page does, with one message per wrong field. */
export function validateCard(form: Params, now: Date): { card?: ValidCard; errors: CardErrors } {
  const errors: CardErrors = {};
  const pan = (form.pan ?? '').replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(pan) || !luhn(pan)) errors.pan = 'errors.cardNumber';
  else if (!TEST_CARDS[pan]) errors.pan = 'errors.unknownCard';
  const expiry = expiration((form.expiry ?? '').trim(), now);
  if (expiry.error) errors.expiry = expiry.error;
  if (!/^\d{3}$/.test((form.cvc ?? '').trim())) errors.cvc = 'errors.cvc';
  const holder = (form.cardholder ?? '').trim().replace(/\s+/g, ' ');
  if (!/^[A-Za-z][A-Za-z .'-]{1,25}$/.test(holder)) errors.cardholder = 'errors.cardholder';
  const outcome = TEST_CARDS[pan];
  if (Object.keys(errors).length || !outcome || !expiry.value) return { errors };
  return {
    errors,
    card: {
      outcome,
      maskedPan: maskPan(pan),
      expiration: expiry.value,
      cardholderName: holder.toUpperCase(),
    },
  };
}
