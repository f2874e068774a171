import * as z from 'zod/mini';

/**
 * The closed list of error codes (DESIGN §3) with each code's HTTP status; what each means is in
 * error-descriptions.ts (kept apart so the web app's first download does not carry it). The API
 * throws `AppError(code)`; clients show the code's translated message (`errors:<CODE>` in
 * locales/{am,en,ru}; errors.test.ts keeps them complete).
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  TOO_MANY_PENDING_PAYMENTS: 429,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_UNCHANGED: 422,
  PLATE_TAKEN: 409,
  PHONE_TAKEN: 409,
  EMAIL_TAKEN: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UPLOAD_QUOTA_EXCEEDED: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  IMAGE_TOO_LARGE: 413,
  BUSINESS_RULE: 422,
  INSUFFICIENT_BALANCE: 422,
  PAYMENT_FAILED: 502,
  CARD_DECLINED: 422,
  CARD_EXPIRED: 422,
  INVALID_CREDENTIALS: 422,
  WRONG_PASSWORD: 422,
  COMPANY_ONLY: 403,
  COMPANY_DETAILS_ONLY: 400,
  CARD_BLOCKED: 422,
  CARD_CLOSED: 422,
  CARD_PRODUCT_NOT_ALLOWED: 422,
  CARD_LIMIT_EXCEEDED: 422,
  ODOMETER_BACKWARDS: 422,
  CARD_FUEL_SHORT: 422,
  CARD_PIN_NOT_SET: 422,
  WRONG_PIN: 422,
  CARD_PIN_PAUSED: 429,
  CARD_ACTIVATION_FAILED: 422,
  CARD_ACTIVATION_LOCKED: 429,
  CARD_ALREADY_YOURS: 409,
  CARD_CHANGED: 409,
  EXTRA_DECIDED: 409,
  EXTRA_OPEN: 409,
  CARD_GROUP_IN_USE: 409,
  CARD_ORDER_FINAL: 409,
  CARD_REFUEL_IN_PROGRESS: 409,
  REFUEL_NOT_ACTIVE: 409,
  STATEMENT_MONTH_UNAVAILABLE: 422,
  REQUEST_IN_PROGRESS: 409,
  INVALID_CODE: 422,
  LOGIN_EXPIRED: 422,
  LINK_INVALID: 422,
  EMAIL_NOT_CONFIRMED: 403,
  TOO_MANY_ATTEMPTS: 429,
  RESEND_TOO_SOON: 429,
  LINK_RESEND_TOO_SOON: 429,
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  REFRESH_TOKEN_REJECTED: 497,
  ACCESS_TOKEN_EXPIRED: 498,
  USER_ID_NOT_FOUND: 404,
  OWN_USER_ID: 422,
  ALREADY_CONNECTED: 409,
  REQUEST_ALREADY_SENT: 409,
  NOT_CONNECTED: 422,
  ROLE_FORBIDDEN: 403,
  MEMBERSHIP_ENDED: 403,
  OWNER_ONLY: 403,
  OWN_ROLE: 422,
  ALREADY_MEMBER: 409,
  INVITE_FOR_PEOPLE: 422,
  INVITE_OTHER_PERSON: 422,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export const errorItemSchema = z.object({
  code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  field: z.optional(z.string()),
});

/** Every non-2xx reply has this body. */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.array(errorItemSchema),
});

export type ErrorItem = z.infer<typeof errorItemSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
