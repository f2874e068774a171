import { ACTION_CODE as GATEWAY_ACTION_CODE } from '../gateway';

/**
 * The sandbox gateway's fixed merchant credentials. They guard nothing real (the sandbox never
 * runs in production) but the client sends them like bank credentials, and a wrong pair gets
 * the bank's "Access denied".
 */
export const SANDBOX_CREDENTIALS = { username: 'fuel-cabinet-sandbox', password: 'sandbox-pass' };

/** Signs the sandbox's callbacks when PAYMENT_CALLBACK_SECRET is not set. */
export const SANDBOX_CALLBACK_SECRET = 'sandbox-callback-secret-for-development-only';

/** Where the sandbox is mounted; the REST root is `${SANDBOX_PREFIX}/payment/rest/`. */
export const SANDBOX_PREFIX = '/sandbox-gateway';
export const PAYMENT_PAGE_PATH = '/payment/merchants/sandbox/payment.html';
export const PAYMENT_CSS_PATH = '/payment/merchants/sandbox/payment.css';
/** The simulated issuer's 3-D Secure page for payments with a saved card. */
export const ACS_PAGE_PATH = '/payment/merchants/sandbox/acs.html';

/** An unpaid order expires after this long (as RBS sessions do). */
export const SESSION_TIMEOUT_MS = 20 * 60_000;
/** How long the 3-D Secure test card stays in authentication before it is approved. */
export const ACS_DURATION_MS = 20_000;

export const ACTION_CODE = {
  approved: 0,
  /** A registered order nobody has tried to pay yet. */
  noAttempts: -100,
  insufficientFunds: 116,
  expiredCard: 101,
  /** No standard code exists for "the payer pressed Cancel": the gateway module names the sandbox's. */
  cancelled: GATEWAY_ACTION_CODE.payerCancelled,
  sessionExpired: GATEWAY_ACTION_CODE.sessionExpired,
} as const;

export type CardOutcome = 'approve' | 'decline' | 'acs';

/** The documented test cards; any other number is refused on the payment page. */
export const TEST_CARDS: Record<string, CardOutcome> = {
  '4111111111111111': 'approve',
  '4000000000000002': 'decline',
  '4000000000003220': 'acs',
  /** Approved and saved on the page; every later payment with the saved card is declined. */
  '5555555555554444': 'approve',
  /** Approved and saved on the page; every later payment with the saved card asks for 3-D Secure. */
  '4000000000003063': 'approve',
};

/**
 * What happens when a saved card pays (paymentOrderBinding.do). A card missing here (or
 * saved before its expiry passed) is approved.
 */
export const SAVED_CARD_OUTCOMES: Record<string, CardOutcome> = {
  '5555555555554444': 'decline',
  '4000000000003063': 'acs',
};

/** RBS style: first six and last four digits. */
export const maskPan = (pan: string) => `${pan.slice(0, 6)}**${pan.slice(-4)}`;

/** How a saved card pays: approved unless it is one of the cards documented otherwise. */
export function savedCardOutcome(maskedPan: string): CardOutcome {
  const pan = Object.keys(SAVED_CARD_OUTCOMES).find((p) => maskPan(p) === maskedPan);
  return (pan && SAVED_CARD_OUTCOMES[pan]) || 'approve';
}

/** The card scheme by the first digit, as the bank's `paymentSystem` names it. */
export function paymentSystemOf(maskedPan: string): string {
  if (maskedPan.startsWith('4')) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(maskedPan)) return 'MASTERCARD';
  if (maskedPan.startsWith('9051')) return 'ARCA';
  return 'CARD';
}
