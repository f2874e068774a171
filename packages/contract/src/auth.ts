import * as z from 'zod/mini';
import { LIMITS, PHONE_PATTERN } from './limits';
import { defineRoutes } from './route';
import { singleLineCheck } from './text';
import { V } from './validation';

export const USER_TYPES = ['individual', 'company'] as const;
export type UserType = (typeof USER_TYPES)[number];

/**
 * A string trimmed before its checks run. (No `abort` on the required check here: an aborted
 * field would stop the register form's password-match check from running.)
 */
function trimmed(...checks: z.core.$ZodCheck<string>[]) {
  return z.string().check(z.trim(), ...checks);
}

/** A format check that an empty field skips: it is only "required", not also "not valid". */
function whenFilledIn<C extends z.core.$ZodCheck<string>>(check: C): C {
  // A missing field (undefined) is only "required" too.
  check._zod.def.when = (payload) => typeof payload.value === 'string' && payload.value !== '';
  return check;
}
export const emailSchema = trimmed(
  z.minLength(1, { error: V.required }),
  whenFilledIn(z.email({ error: V.email })),
);
/** A phone as people type it, "+374 77 10-00-62", written the one way it is stored. */
const compactPhone = (value: string) => {
  const compact = value.replace(/[\s()-]/g, '');
  return PHONE_PATTERN.test(compact) ? compact : value;
};

export const phoneSchema = trimmed(
  z.overwrite(compactPhone),
  z.minLength(1, { error: V.required }),
  whenFilledIn(z.regex(PHONE_PATTERN, { error: V.phone })),
);

/** E-mail or Armenian phone (+374 and 8 digits). */
export const identifierSchema = z
  .string({
    // A missing field is the same as an empty one (SPEC §5), not the generic "required".
    error: (issue) => (issue.input === undefined ? V.identifierRequired : V.identifier),
  })
  .check(
    z.trim(),
    z.overwrite(compactPhone),
    z.minLength(1, { error: V.identifierRequired, abort: true }),
    z.refine((v: string) => PHONE_PATTERN.test(v) || z.email().safeParse(v).success, {
      error: V.identifier,
    }),
  );

export function isPhoneIdentifier(identifier: string): boolean {
  return PHONE_PATTERN.test(identifier);
}

/** Compared exactly as typed: no trimming, any characters, a letter and a digit. */
export const passwordSchema = z
  .string({ error: V.required })
  .check(
    z.minLength(1, { error: V.required }),
    z.minLength(LIMITS.passwordMin, { error: V.passwordMin }),
    z.maxLength(LIMITS.passwordMax, { error: V.tooLong }),
    z.regex(/\p{L}/u, { error: V.passwordLetterDigit }),
    z.regex(/\p{Nd}/u, { error: V.passwordLetterDigit }),
  );

const nameSchema = trimmed(
  z.minLength(1, { error: V.required }),
  z.maxLength(LIMITS.nameMax, { error: V.tooLong }),
  singleLineCheck(),
);

export const registerBodySchema = z.object({
  first_name: nameSchema,
  last_name: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
  password: passwordSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** What a reply says when it only confirms that the request was taken. */
export const messageReplySchema = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageReplySchema>;

export const resendRegisterBodySchema = z.object({ email: emailSchema });

export const loginBodySchema = z.object({
  identifier: identifierSchema,
  password: z.string().check(z.minLength(1, { error: V.required })),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const CODE_CHANNELS = ['email', 'sms'] as const;
export const loginReplySchema = z.object({
  message: z.string(),
  challenge_id: z.string(),
  channel: z.enum(CODE_CHANNELS),
  /** Where the code went, partly hidden: `a***@mail.am`, `+374 ** *** 123`. */
  destination: z.string(),
  /** Seconds until a new code may be asked for. */
  resend_after: z.number(),
});
export type LoginReply = z.infer<typeof loginReplySchema>;

export const challengeBodySchema = z.object({
  challenge_id: z.string().check(z.uuid({ error: V.invalid })),
});

export const verify2faBodySchema = z.object({
  challenge_id: z.string().check(z.uuid({ error: V.invalid })),
  code: trimmed(z.regex(/^\d{6}$/, { error: V.code })),
});

export const sessionReplySchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  user_type: z.enum(USER_TYPES),
  user_full_name: z.string(),
  user_profile_picture: z.nullable(z.string()),
  user_id: z.number(),
});
export type SessionReply = z.infer<typeof sessionReplySchema>;

export const refreshBodySchema = z.object({
  refresh_token: z.string().check(z.minLength(1, { error: V.required })),
});
export const refreshReplySchema = z.object({ access_token: z.string(), refresh_token: z.string() });
export type RefreshReply = z.infer<typeof refreshReplySchema>;

export const passwordResetBodySchema = z.object({ email: emailSchema });
export const passwordResetConfirmBodySchema = z.object({ new_password: passwordSchema });
export const linkParamsSchema = z.object({
  id: z.string().check(z.uuid({ error: V.invalid })),
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, { error: V.invalid })),
});

/**
 * The push services of the browsers people use (Chrome, Firefox, Edge, Safari). The server
 * posts to a subscription's endpoint, so only these are accepted: any other address would let
 * a user make the server call it.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
] as const;

/** An https endpoint on the default port of a known push service (or one of its subdomains). */
export function isPushServiceUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((known) => host === known || host.endsWith(`.${known}`));
}

/** A Web Push subscription as the browser's PushManager gives it. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z
    .url({ protocol: /^https$/, error: V.invalid })
    .check(
      z.maxLength(2048, { error: V.invalid }),
      z.refine(isPushServiceUrl, { error: V.invalid }),
    ),
  keys: z.object({
    p256dh: z.string().check(z.minLength(1), z.maxLength(200)),
    auth: z.string().check(z.minLength(1), z.maxLength(100)),
  }),
});
export const pushUnsubscribeBodySchema = z.object({ endpoint: z.url({ error: V.invalid }) });

/** The VAPID public key browsers subscribe with; null when push is not configured. */
export const pushConfigReplySchema = z.object({ public_key: z.nullable(z.string()) });

export const meReplySchema = z.object({
  id: z.number(),
  user_type: z.enum(USER_TYPES),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  profile_picture: z.nullable(z.string()),
  newsletter: z.boolean(),
  /** Whether each printed receipt is e-mailed to the account (on unless turned off). */
  receipt_emails: z.boolean(),
  /** Companies only: the name shown for the account and its legal details (null until given). */
  company_name: z.optional(z.string()),
  tax_id: z.optional(z.nullable(z.string())),
  legal_address: z.optional(z.nullable(z.string())),
});
export type MeReply = z.infer<typeof meReplySchema>;

/** Signing in and out: the sign-in page and the session's token refresh load only these. */
export const authRoutes = defineRoutes({
  login: { method: 'POST', path: '/login', body: loginBodySchema, reply: loginReplySchema },
  resendLogin: {
    method: 'POST',
    path: '/resend/login',
    body: challengeBodySchema,
    reply: messageReplySchema,
  },
  verify2fa: {
    method: 'POST',
    path: '/verify-2fa',
    body: verify2faBodySchema,
    reply: sessionReplySchema,
  },
  refresh: {
    method: 'POST',
    path: '/token-refresh',
    body: refreshBodySchema,
    reply: refreshReplySchema,
  },
  logout: { method: 'POST', path: '/logout', body: refreshBodySchema, reply: messageReplySchema },
});

/** Opening an account and recovering its password. */
export const registrationRoutes = defineRoutes({
  register: {
    method: 'POST',
    path: '/register',
    body: registerBodySchema,
    reply: messageReplySchema,
  },
  resendRegister: {
    method: 'POST',
    path: '/resend/register',
    body: resendRegisterBodySchema,
    reply: messageReplySchema,
  },
  confirmEmail: {
    method: 'GET',
    path: '/confirm-email/:id/:token',
    params: linkParamsSchema,
    reply: messageReplySchema,
  },
  passwordReset: {
    method: 'POST',
    path: '/password-reset',
    body: passwordResetBodySchema,
    reply: messageReplySchema,
  },
  passwordResetConfirm: {
    method: 'POST',
    path: '/password-reset-confirm/:id/:token',
    params: linkParamsSchema,
    body: passwordResetConfirmBodySchema,
    reply: messageReplySchema,
  },
  /** Whether a reset link can still be used, asked as its page opens; 422 LINK_INVALID if not. */
  passwordResetCheck: {
    method: 'GET',
    path: '/password-reset-confirm/:id/:token',
    params: linkParamsSchema,
    reply: messageReplySchema,
  },
});

export type Email = z.infer<typeof emailSchema>;
export type Phone = z.infer<typeof phoneSchema>;
export type Identifier = z.infer<typeof identifierSchema>;
export type Password = z.infer<typeof passwordSchema>;
export type ResendRegisterBody = z.infer<typeof resendRegisterBodySchema>;
export type ChallengeBody = z.infer<typeof challengeBodySchema>;
export type Verify2faBody = z.infer<typeof verify2faBodySchema>;
export type RefreshBody = z.infer<typeof refreshBodySchema>;
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmBodySchema>;
export type LinkParams = z.infer<typeof linkParamsSchema>;
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBodySchema>;
export type PushConfigReply = z.infer<typeof pushConfigReplySchema>;
