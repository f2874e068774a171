import path from 'node:path';
import * as z from 'zod';
import { crossChecks, type Env, envSchema } from './env.schema';

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  host: string;
  /** `on`, `off`, or `off-exposed`: off because the server is reachable from other machines. */
  devTools: 'on' | 'off' | 'off-exposed';
  port: number;
  publicUrl: string;
  /** PUBLIC_URL was set: never derive the site from a request. */
  publicUrlFixed: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
  /** The streaming replica reads that may lag go to, and how far behind it may be. */
  readReplica: { url: string; maxLagMs: number } | undefined;
  redisUrl: string | undefined;
  webDist: string;
  uploadsDir: string;
  trustProxy: boolean;
  /** Where the certificate and key are when the server speaks HTTPS itself. */
  tls: { certFile: string; keyFile: string } | undefined;
  rateLimitPerMinute: number;
  authRateLimitScale: number;
  seedDemo: boolean;
  auth: { secret: string; accessTokenTtlSeconds: number; refreshGraceSeconds: number };
  mail: { smtpUrl: string | undefined; from: string };
  sms: { apiUrl: string | undefined; apiKey: string | undefined };
  push: { publicKey: string; privateKey: string; subject: string } | undefined;
  runWorker: boolean;
  /** The stations map's full basemap, when the operator gives one (docs/map.md). */
  map: { basemapFile: string | undefined; basemapAttribution: string | undefined };
  /** Who may read /metrics: a bearer token, and addresses or CIDR blocks allowed without it. */
  metrics: { token: string | undefined; allow: string[] };
  /** The bank's gateway, or undefined for the built-in sandbox gateway. */
  payment: {
    gateway:
      | {
          url: string;
          username: string;
          password: string;
          binding: { username: string; password: string } | undefined;
        }
      | undefined;
    /** The built-in sandbox gateway runs here (no bank configured, not production). */
    sandboxGateway: boolean;
    callbackSecret: string | undefined;
    reconcile: { firstBackoffSeconds: number; maxBackoffSeconds: number };
    maxPendingPerUser: number;
  };
  maintenanceIntervalMs: number;
  /** The e-HDM fiscal register, or undefined for the built-in sandbox register. */
  fiscal: {
    register:
      | {
          url: string;
          certFile: string;
          keyFile: string;
          caFile: string | undefined;
          registerId: string;
          cashierId: number;
        }
      | undefined;
    /** The built-in sandbox register runs here (no e-HDM configured, not production). */
    sandbox: boolean;
    /** How late the sandbox register answers (tests, drills, development). */
    sandboxDelayMs: number;
    seller: { name: string; taxId: string };
  };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads the environment once; every bad variable is named in one error. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Empty values count as unset, as most deployment tools write them.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  // Operators read these in English, whatever map the app sets for user-facing messages.
  const parsed = envSchema.safeParse(cleaned, { error: z.locales.en().localeError });
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  // npm runs workspace scripts in the workspace; relative paths mean where the command was typed.
  const base = source.INIT_CWD ?? process.cwd();
  const problems = crossChecks(env);
  if (problems.length) throw new ConfigError(problems);
  const host = env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1');
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    host,
    devTools: devToolsMode(env, host),
    port: env.PORT,
    publicUrl: (
      env.PUBLIC_URL ?? `${env.TLS_CERT_FILE ? 'https' : 'http'}://localhost:${env.PORT}`
    ).replace(/\/$/, ''),
    publicUrlFixed: !!env.PUBLIC_URL,
    logLevel: env.LOG_LEVEL,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.resolve(base, env.DATA_DIR) },
    readReplica: env.DATABASE_READ_URL
      ? {
          url: env.DATABASE_READ_URL,
          maxLagMs: Math.round(env.DATABASE_READ_MAX_LAG_SECONDS * 1000),
        }
      : undefined,
    redisUrl: env.REDIS_URL,
    uploadsDir: path.resolve(base, env.UPLOADS_DIR ?? path.join(env.DATA_DIR, 'uploads')),
    webDist: env.WEB_DIST
      ? path.resolve(base, env.WEB_DIST)
      : new URL('../../../web/dist', import.meta.url).pathname,
    trustProxy: env.TRUST_PROXY,
    tls:
      env.TLS_CERT_FILE && env.TLS_KEY_FILE
        ? {
            certFile: path.resolve(base, env.TLS_CERT_FILE),
            keyFile: path.resolve(base, env.TLS_KEY_FILE),
          }
        : undefined,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    authRateLimitScale: env.AUTH_RATE_LIMIT_SCALE,
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    auth: {
      secret: env.AUTH_SECRET,
      accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      refreshGraceSeconds: env.REFRESH_GRACE_SECONDS,
    },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    sms: { apiUrl: env.SMS_API_URL, apiKey: env.SMS_API_KEY },
    push:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? {
            publicKey: env.VAPID_PUBLIC_KEY,
            privateKey: env.VAPID_PRIVATE_KEY,
            subject: env.VAPID_SUBJECT,
          }
        : undefined,
    map: {
      basemapFile: env.MAP_BASEMAP_FILE ? path.resolve(base, env.MAP_BASEMAP_FILE) : undefined,
      basemapAttribution: env.MAP_BASEMAP_ATTRIBUTION,
    },
    runWorker: env.RUN_WORKER,
    metrics: { token: env.METRICS_TOKEN, allow: env.METRICS_ALLOW },
    payment: {
      gateway:
        env.PAYMENT_GATEWAY_URL && env.PAYMENT_GATEWAY_USERNAME && env.PAYMENT_GATEWAY_PASSWORD
          ? {
              url: env.PAYMENT_GATEWAY_URL,
              username: env.PAYMENT_GATEWAY_USERNAME,
              password: env.PAYMENT_GATEWAY_PASSWORD,
              binding:
                env.PAYMENT_BINDING_USERNAME && env.PAYMENT_BINDING_PASSWORD
                  ? {
                      username: env.PAYMENT_BINDING_USERNAME,
                      password: env.PAYMENT_BINDING_PASSWORD,
                    }
                  : undefined,
            }
          : undefined,
      sandboxGateway: !env.PAYMENT_GATEWAY_URL && env.NODE_ENV !== 'production',
      callbackSecret: env.PAYMENT_CALLBACK_SECRET,
      reconcile: {
        firstBackoffSeconds: Math.min(5, env.RECONCILE_MAX_BACKOFF_SECONDS),
        maxBackoffSeconds: env.RECONCILE_MAX_BACKOFF_SECONDS,
      },
      maxPendingPerUser: env.MAX_PENDING_PAYMENTS,
    },
    maintenanceIntervalMs: Math.round(env.MAINTENANCE_INTERVAL_SECONDS * 1000),
    fiscal: {
      register:
        env.FISCAL_REGISTER_URL &&
        env.FISCAL_REGISTER_CERT_FILE &&
        env.FISCAL_REGISTER_KEY_FILE &&
        env.FISCAL_REGISTER_ID &&
        env.FISCAL_CASHIER_ID
          ? {
              url: env.FISCAL_REGISTER_URL.replace(/\/$/, ''),
              certFile: path.resolve(base, env.FISCAL_REGISTER_CERT_FILE),
              keyFile: path.resolve(base, env.FISCAL_REGISTER_KEY_FILE),
              caFile: env.FISCAL_REGISTER_CA_FILE
                ? path.resolve(base, env.FISCAL_REGISTER_CA_FILE)
                : undefined,
              registerId: env.FISCAL_REGISTER_ID,
              cashierId: env.FISCAL_CASHIER_ID,
            }
          : undefined,
      sandbox: !env.FISCAL_REGISTER_URL && env.NODE_ENV !== 'production',
      sandboxDelayMs: env.SANDBOX_FISCAL_DELAY_MS,
      seller: { name: env.SELLER_NAME, taxId: env.SELLER_TAX_ID },
    },
  };
}

/** True for addresses only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(h);
}

function devToolsMode(env: Env, host: string): Config['devTools'] {
  if (env.NODE_ENV === 'production' || env.DEV_TOOLS === 'false') return 'off';
  if (env.DEV_TOOLS === 'true' || isLoopbackHost(host)) return 'on';
  return 'off-exposed';
}
