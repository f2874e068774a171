import path from 'node:path';
import * as z from 'zod';

const port = z.coerce.number().int().min(1).max(65535);
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((value) => protocols.some((p) => value.startsWith(`${p}://`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    })
    .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PostgreSQL server; when unset the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  DATA_DIR: z.string().min(1).default('./data'),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  /** Folder of the built web app; the API serves it when it exists. */
  WEB_DIST: z.string().min(1).optional(),
  /** Trust X-Forwarded-* headers (set when behind a load balancer or reverse proxy). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Requests per minute per client address across the API (sensitive routes have their own). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Seed demo data into an empty database at start-up. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

const englishMessages = z.locales.en().localeError;

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  host: string;
  port: number;
  logLevel: Env['LOG_LEVEL'];
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
  redisUrl: string | undefined;
  webDist: string;
  trustProxy: boolean;
  seedDemo: boolean;
  rateLimitPerMinute: number;
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
  const parsed = envSchema.safeParse(cleaned, { error: englishMessages });
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.resolve(env.DATA_DIR) },
    redisUrl: env.REDIS_URL,
    webDist: path.resolve(env.WEB_DIST ?? new URL('../../../web/dist', import.meta.url).pathname),
    trustProxy: env.TRUST_PROXY,
    seedDemo: env.SEED_DEMO,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
  };
}
