import { isIP } from 'node:net';
import * as z from 'zod';

const port = z.coerce.number().int().min(1).max(65535);
const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((v) => v === 'true');
const url = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), {
      message: `must start with ${protocols.map((p) => `${p}:`).join(' or ')}`,
    });

/** Only for development and tests; production refuses to start with it. */
export const DEV_AUTH_SECRET = 'dev-only-auth-secret-never-use-in-production-0123456789';

/** A tax ID no one has: only for development and tests; production refuses it. */
export const DEV_SELLER_TAX_ID = '00000000';

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Unset: 127.0.0.1 in development and tests (this machine only), 0.0.0.0 in production. */
  HOST: z.string().min(1).optional(),
  /**
   * The development tools (/dev/mailbox, /dev/pump, /dev/station-keys). Unset: on when the
   * server listens on a loopback address only; `true` serves them even when it listens on
   * other interfaces (still to requests from this machine only); `false` turns them off.
   */
  DEV_TOOLS: z.enum(['true', 'false']).optional(),
  PORT: port.default(3000),
  /** Where people reach the cabinet; links in e-mails point here. */
  PUBLIC_URL: url(['http', 'https']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: url(['postgres', 'postgresql']).optional(),
  /**
   * A streaming replica of DATABASE_URL's database: reads that may lag (the station list, the
   * history and its CSV, statements) go there, except a user's reads right after their own
   * writes, until the replica has them. Unset: every read on the primary.
   */
  DATABASE_READ_URL: url(['postgres', 'postgresql']).optional(),
  /** The replica is left aside (every read on the primary) while it is further behind than this. */
  DATABASE_READ_MAX_LAG_SECONDS: z.coerce.number().min(0.5).max(300).default(5),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Uploaded files and pictures; `<DATA_DIR>/uploads` when unset. */
  UPLOADS_DIR: z.string().min(1).optional(),
  REDIS_URL: url(['redis', 'rediss']).optional(),
  WEB_DIST: z.string().min(1).optional(),
  TRUST_PROXY: flag('false'),
  /**
   * A PEM certificate (with its chain) and its private key: the server then speaks HTTPS, HTTP/2
   * to browsers and HTTP/1.1 to clients without it. Unset: plain HTTP (behind a TLS proxy).
   */
  TLS_CERT_FILE: z.string().min(1).optional(),
  TLS_KEY_FILE: z.string().min(1).optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Multiplies the per-address limits of the sign-in routes. */
  AUTH_RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  /**
   * The demo accounts (their passwords are published) on an empty database. Unset: on, except
   * in production, which refuses it.
   */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /** Signs access tokens and keys login-code hashes: at least 32 random characters. */
  AUTH_SECRET: z.string().min(32).default(DEV_AUTH_SECRET),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
  /** Two tabs refreshing with one token within this many seconds both succeed. */
  REFRESH_GRACE_SECONDS: z.coerce.number().min(0.1).max(60).default(10),
  SMTP_URL: url(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().min(3).default('Fuel Cabinet <no-reply@fuel-cabinet.am>'),
  SMS_API_URL: url(['http', 'https']).optional(),
  SMS_API_KEY: z.string().min(1).optional(),
  VAPID_PUBLIC_KEY: z.string().min(40).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).optional(),
  VAPID_SUBJECT: z.string().min(6).default('mailto:support@fuel-cabinet.am'),
  /** RBS/BPC REST root of the bank, e.g. https://ipay.arca.am/payment/rest/; unset = sandbox. */
  PAYMENT_GATEWAY_URL: url(['http', 'https']).optional(),
  PAYMENT_GATEWAY_USERNAME: z.string().min(1).optional(),
  PAYMENT_GATEWAY_PASSWORD: z.string().min(1).optional(),
  /** Separate merchant credentials for paying with a saved card, when the bank issued them. */
  PAYMENT_BINDING_USERNAME: z.string().min(1).optional(),
  PAYMENT_BINDING_PASSWORD: z.string().min(1).optional(),
  /** Key of the callback checksum (HMAC-SHA256), as set up with the bank. */
  PAYMENT_CALLBACK_SECRET: z.string().min(16).optional(),
  /** How often the periodic work runs: payment reconciliation, expired refuel codes. */
  MAINTENANCE_INTERVAL_SECONDS: z.coerce.number().min(0.1).max(300).default(5),
  /** The longest wait between two questions to the bank about one pending order. */
  RECONCILE_MAX_BACKOFF_SECONDS: z.coerce.number().int().min(1).max(600).default(15),
  /** Unfinished payments one user may have open at once. */
  MAX_PENDING_PAYMENTS: z.coerce.number().int().min(1).max(100).default(5),
  /**
   * The State Revenue Committee's e-HDM fiscal register service (JSON over HTTPS with a client
   * certificate). Unset: the built-in sandbox register, never in production.
   */
  FISCAL_REGISTER_URL: url(['https']).optional(),
  /** The client certificate (PEM) and its key the e-HDM service was given for this register. */
  FISCAL_REGISTER_CERT_FILE: z.string().min(1).optional(),
  FISCAL_REGISTER_KEY_FILE: z.string().min(1).optional(),
  /** The CA the e-HDM service's certificate is checked against; unset = the system's. */
  FISCAL_REGISTER_CA_FILE: z.string().min(1).optional(),
  /** The register's number (CRN) as registered with the State Revenue Committee. */
  FISCAL_REGISTER_ID: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,32}$/, { message: 'must be 1 to 32 letters, digits or dashes' })
    .optional(),
  /** The cashier the register prints as. */
  FISCAL_CASHIER_ID: z.coerce.number().int().min(1).optional(),
  /**
   * The built-in sandbox register answers this many milliseconds late (half before it prints,
   * half after): a slow register, for the kill -9 drill and the developer. Refused in production.
   */
  SANDBOX_FISCAL_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(0),
  /** The seller printed on every receipt, and its tax ID (TIN, 8 digits). */
  SELLER_NAME: z.string().min(2).max(200).default('Fuel Cabinet (sandbox seller)'),
  SELLER_TAX_ID: z
    .string()
    .regex(/^\d{8}$/, { message: 'must be the 8 digits of an Armenian tax ID (TIN)' })
    .default(DEV_SELLER_TAX_ID),
  /**
   * A full basemap for the stations map: a PMTiles archive (for example an OpenStreetMap extract),
   * served by this server in byte ranges. Unset: the map drawn from the geography shipped with
   * the app (docs/map.md).
   */
  MAP_BASEMAP_FILE: z
    .string()
    .regex(/\.pmtiles$/, { message: 'must name a .pmtiles file' })
    .optional(),
  /** The basemap's credit line, as its licence asks; unset: the archive's own (its metadata). */
  MAP_BASEMAP_ATTRIBUTION: z.string().min(2).max(300).optional(),
  /** Run the background job worker in this process. */
  RUN_WORKER: flag('true'),
  /** Lets a scraper read /metrics from any address with `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(32).optional(),
  /** The addresses (IPs or CIDR blocks, comma-separated) that may read /metrics without the token. */
  METRICS_ALLOW: z
    .string()
    .default('127.0.0.0/8,::1/128')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every(isAddressBlock), {
      message: 'must be IP addresses or CIDR blocks (10.0.0.0/8, ::1/128), comma-separated',
    }),
});

/** `10.1.2.3`, `10.0.0.0/8`, `::1` or `fd00::/8`: an address, or a block with a prefix that fits it. */
function isAddressBlock(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

export type Env = z.infer<typeof envSchema>;

/** Rules that need more than one variable, or depend on production mode. */
export function crossChecks(env: Env): string[] {
  const problems: string[] = [];
  if (env.NODE_ENV === 'production') {
    if (env.AUTH_SECRET === DEV_AUTH_SECRET)
      problems.push('AUTH_SECRET: must be set in production');
    if (!env.SMTP_URL)
      problems.push('SMTP_URL: must be set in production (no development mailbox)');
    if (!env.SMS_API_URL) problems.push('SMS_API_URL: must be set in production');
    if (!env.PUBLIC_URL) problems.push('PUBLIC_URL: must be set in production');
    if (env.DEV_TOOLS === 'true') problems.push('DEV_TOOLS: cannot be on in production');
    if (env.SEED_DEMO === true)
      problems.push('SEED_DEMO: cannot be on in production (the demo passwords are published)');
  }
  if (env.DATABASE_READ_URL && !env.DATABASE_URL)
    problems.push('DATABASE_READ_URL: needs DATABASE_URL (the embedded database has no replica)');
  if (env.SMS_API_URL && !env.SMS_API_KEY)
    problems.push('SMS_API_KEY: must be set with SMS_API_URL');
  const gateway = [
    env.PAYMENT_GATEWAY_URL,
    env.PAYMENT_GATEWAY_USERNAME,
    env.PAYMENT_GATEWAY_PASSWORD,
  ];
  if (gateway.some(Boolean) && !gateway.every(Boolean)) {
    problems.push(
      'PAYMENT_GATEWAY_URL, PAYMENT_GATEWAY_USERNAME, PAYMENT_GATEWAY_PASSWORD: set all or none',
    );
  }
  if (env.NODE_ENV === 'production' && !env.PAYMENT_GATEWAY_URL) {
    problems.push('PAYMENT_GATEWAY_URL: must be set in production (no sandbox gateway)');
  }
  problems.push(...fiscalChecks(env));
  if (!!env.TLS_CERT_FILE !== !!env.TLS_KEY_FILE) {
    problems.push('TLS_CERT_FILE, TLS_KEY_FILE: set both or neither');
  }
  if (!!env.VAPID_PUBLIC_KEY !== !!env.VAPID_PRIVATE_KEY) {
    problems.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  }
  return problems;
}

/** The fiscal register: the real service needs all of its settings; production needs it. */
function fiscalChecks(env: Env): string[] {
  const problems: string[] = [];
  if (env.FISCAL_REGISTER_URL) {
    const needed = {
      FISCAL_REGISTER_CERT_FILE: env.FISCAL_REGISTER_CERT_FILE,
      FISCAL_REGISTER_KEY_FILE: env.FISCAL_REGISTER_KEY_FILE,
      FISCAL_REGISTER_ID: env.FISCAL_REGISTER_ID,
      FISCAL_CASHIER_ID: env.FISCAL_CASHIER_ID,
    };
    for (const [name, value] of Object.entries(needed))
      if (value === undefined) problems.push(`${name}: must be set with FISCAL_REGISTER_URL`);
  } else {
    const stray = [
      'FISCAL_REGISTER_CERT_FILE',
      'FISCAL_REGISTER_KEY_FILE',
      'FISCAL_REGISTER_CA_FILE',
      'FISCAL_REGISTER_ID',
      'FISCAL_CASHIER_ID',
    ] as const;
    for (const name of stray)
      if (env[name] !== undefined)
        problems.push(`${name}: has no effect without FISCAL_REGISTER_URL (the sandbox register)`);
  }
  if (env.SANDBOX_FISCAL_DELAY_MS > 0 && (env.FISCAL_REGISTER_URL || env.NODE_ENV === 'production'))
    problems.push('SANDBOX_FISCAL_DELAY_MS: only for the sandbox register, never in production');
  if (env.NODE_ENV === 'production') {
    if (!env.FISCAL_REGISTER_URL)
      problems.push('FISCAL_REGISTER_URL: must be set in production (no sandbox fiscal register)');
    if (env.SELLER_TAX_ID === DEV_SELLER_TAX_ID)
      problems.push('SELLER_TAX_ID: must be set in production (it is printed on every receipt)');
  }
  return problems;
}
