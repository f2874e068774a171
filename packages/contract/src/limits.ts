/** Business constants and limits (SPEC §9, DESIGN §3). */
export const LIMITS = {
  passwordMin: 8,
  passwordMax: 128,
  nameMax: 50,
  companyNameMax: 100,
  legalAddressMax: 200,
} as const;

/** Armenian mobile number: +374 followed by 8 digits. */
export const PHONE_PATTERN = /^\+374\d{8}$/;

/** Armenian taxpayer identification number (ՀՎՀՀ): 8 digits. */
export const TAX_ID_PATTERN = /^\d{8}$/;

/** Lists: `offset` is a page number starting at 1. */
export const PAGINATION = { firstOffset: 1, defaultLimit: 10, maxLimit: 100 } as const;

/** A new confirmation or reset link for the same address is sent at most this often (seconds). */
export const LINK_RESEND_AFTER_SECONDS = 60;

export const TOAST_DURATION_MS = { success: 2500, error: 3500 } as const;
