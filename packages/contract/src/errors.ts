import * as z from 'zod/mini';

/**
 * The closed list of error codes (DESIGN §3): each code's HTTP status and what it means, in one
 * line for the API documentation. The API throws `AppError(code)`; clients show the code's
 * translated message (`errors:<CODE>` in locales/{am,en,ru}; errors.test.ts keeps them complete).
 */
const ERRORS = {
  VALIDATION_FAILED: [400, 'A field broke its contract rule; each item names the field.'],
  BAD_REQUEST: [400, 'The request could not be parsed (malformed JSON, a wrong header).'],
  UNAUTHENTICATED: [401, 'No valid access token, or the session was ended.'],
  FORBIDDEN: [403, 'Signed in, but not allowed to do this (or a forged bank callback).'],
  TOO_MANY_PENDING_PAYMENTS: [
    429,
    'Too many unfinished card payments: finish or abandon one first.',
  ],
  NOT_FOUND: [404, 'No such resource, or it belongs to someone else.'],
  CONFLICT: [409, 'A record with the same unique value already exists.'],
  PLATE_TAKEN: [409, 'A vehicle with this plate is already on the account.'],
  PAYLOAD_TOO_LARGE: [413, 'The body or the uploaded file is over its size limit.'],
  URI_TOO_LONG: [414, 'The request address is over its length limit.'],
  UPLOAD_QUOTA_EXCEEDED: [413, "The upload would pass the user's storage quota."],
  UNSUPPORTED_MEDIA_TYPE: [415, 'The content type or the file type is not accepted.'],
  BUSINESS_RULE: [422, 'A product rule forbids the operation in the current state.'],
  INSUFFICIENT_BALANCE: [422, 'The available fuel balance is smaller than the quantity.'],
  PAYMENT_FAILED: [502, 'The bank gateway failed or refused to register the order.'],
  CARD_DECLINED: [422, 'The bank declined the saved card.'],
  CARD_EXPIRED: [422, 'The saved card is past its expiry date.'],
  INVALID_CREDENTIALS: [422, 'The identifier or the password is wrong (never says which).'],
  WRONG_PASSWORD: [422, 'The current password given to change it is wrong.'],
  COMPANY_ONLY: [403, 'Fuel cards are for company accounts only.'],
  CARD_BLOCKED: [422, 'The fuel card is blocked.'],
  CARD_CLOSED: [422, 'The fuel card is closed for good.'],
  CARD_PRODUCT_NOT_ALLOWED: [422, 'The fuel card may not take this product.'],
  CARD_LIMIT_EXCEEDED: [422, "The refuel would pass the fuel card's daily or monthly limit."],
  CARD_PIN_NOT_SET: [422, 'The fuel card has no PIN yet.'],
  WRONG_PIN: [422, "The fuel card's PIN is wrong."],
  CARD_ACTIVATION_FAILED: [422, 'The card number or the activation code is wrong.'],
  CARD_ORDER_FINAL: [409, 'The card order is finished and can no longer change.'],
  INVALID_CODE: [422, 'The sign-in code is wrong or expired.'],
  LOGIN_EXPIRED: [422, 'The sign-in challenge expired; sign in again.'],
  LINK_INVALID: [422, 'The e-mail link is wrong, used or expired.'],
  EMAIL_NOT_CONFIRMED: [403, 'The account has not confirmed its e-mail address yet.'],
  TOO_MANY_ATTEMPTS: [429, 'Too many wrong codes for this challenge; sign in again.'],
  RESEND_TOO_SOON: [429, 'A new sign-in code was asked for too soon; see Retry-After.'],
  LINK_RESEND_TOO_SOON: [429, 'A new confirmation link was asked for too soon; see Retry-After.'],
  IDEMPOTENCY_KEY_REUSED: [422, 'The Idempotency-Key was used before with a different body.'],
  RATE_LIMITED: [429, 'Too many requests from this client; see Retry-After.'],
  HEADERS_TOO_LARGE: [431, 'The request headers are over their size limit.'],
  INTERNAL: [500, 'An unexpected failure; it is logged with the request id.'],
  SERVICE_UNAVAILABLE: [503, 'The database or a needed service is unreachable; see Retry-After.'],
  REFRESH_TOKEN_REJECTED: [497, 'The refresh token is unknown, used or revoked; sign in again.'],
  ACCESS_TOKEN_EXPIRED: [498, 'The access token expired; refresh it and retry.'],
  USER_ID_NOT_FOUND: [404, 'No user has this public ID.'],
  OWN_USER_ID: [422, "The public ID is the caller's own."],
  ALREADY_CONNECTED: [409, 'The two users are already friends or partners.'],
  REQUEST_ALREADY_SENT: [409, 'A request to this user is already waiting for an answer.'],
  NOT_CONNECTED: [422, 'The other user is not among the friends or partners.'],
} as const satisfies Record<string, readonly [number, string]>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

/** HTTP status of each code. */
export const ERROR_STATUS = Object.fromEntries(
  ERROR_CODES.map((code) => [code, ERRORS[code][0]]),
) as { readonly [C in ErrorCode]: (typeof ERRORS)[C][0] };

/** One line on what each code means, for documentation. */
export const ERROR_DESCRIPTIONS = Object.fromEntries(
  ERROR_CODES.map((code) => [code, ERRORS[code][1]]),
) as Readonly<Record<ErrorCode, string>>;

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
