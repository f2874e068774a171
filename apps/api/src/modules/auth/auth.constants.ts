import { LINK_RESEND_AFTER_SECONDS } from '@fuel/contract';

/** Lifetimes and limits of DESIGN §4, in seconds unless named otherwise. */
export const AUTH = {
  refreshTokenTtl: 30 * 24 * 3600,
  codeTtl: 5 * 60,
  codeMaxAttempts: 5,
  codeResendCooldown: 60,
  codeMaxSends: 5,
  confirmLinkTtl: 24 * 3600,
  resetLinkTtl: 3600,
  /** A new link of the same kind is sent at most this often per account. */
  linkCooldown: LINK_RESEND_AFTER_SECONDS,
} as const;
