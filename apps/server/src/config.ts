// The only module that reads the environment (DESIGN §2). A wrong value stops start-up naming the variable.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Installer Club <no-reply@installer-club.local>'),
  SMS_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  MAINTENANCE: z.enum(['0', '1', '']).optional(),
  AUTH_CACHE: z.enum(['0', '1', '']).optional(),
  READ_CACHE: z.enum(['0', '1', '']).optional(),
  SEED: z.enum(['demo', 'none', '']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  WEB_DIST: z.string().optional(),
  MAPS_PROVIDER: z.enum(['local', 'nominatim', 'google']).default('local'),
  MAPS_URL: z.url().optional(),
  MAPS_API_KEY: z.string().optional(),
  // Off by default: X-Forwarded-For is then ignored, so a client cannot pick the address that rate limits count.
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d+|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, 'must be true, false, a hop count or proxy addresses/CIDRs')
    .optional(),
  STORAGE: z.enum(['local', 's3']).default('local'),
  // An S3-compatible endpoint; credentials may ride in it (http://KEY:SECRET@host:port), else the SDK's usual sources.
  S3_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  CARD_PROVIDER: z.enum(['simulator']).default('simulator'),
  CARD_TOPUP_DAYS: z.coerce.number().int().min(0).max(30).default(3),
  // Issue 18: /metrics needs `Authorization: Bearer <METRICS_TOKEN>` when set; without it /metrics is off in production.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // How long a SIGTERM waits for requests in flight before the process exits anyway.
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  // How long a SIGTERM keeps listening while /health/ready answers 503, so a balancer that polls it stops sending first.
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  // A full-scope integration API key from configuration (DESIGN §2); more are made with `npm run integration:keys`.
  INTEGRATION_API_KEY: z
    .string()
    .min(32, 'must be at least 32 characters')
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
    .optional(),
  // One email, or several separated by commas: each is an admin after every start.
  ADMIN_EMAIL: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('must be email addresses separated by commas')))
    .optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  appSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  smsWebhookUrl: string | undefined;
  publicUrl: string;
  maintenance: boolean;
  /** In-process cache of signed-in callers emptied through LISTEN/NOTIFY (docs/decisions/0051, 0105); on unless AUTH_CACHE=0. */
  authCache: boolean;
  /**
   * In-process caches of the shop's catalogue, each user's notifications, each company's projects and points, emptied
   * through LISTEN/NOTIFY (docs/decisions/0144–0146); on unless READ_CACHE=0.
   */
  readCache: boolean;
  seed: 'demo' | 'none' | undefined;
  logLevel: string;
  webDist: string;
  maps: { provider: 'local' | 'nominatim' | 'google'; url: string | undefined; apiKey: string | undefined };
  /** Fastify's trustProxy: which proxies may report the client address (X-Forwarded-For). */
  trustProxy: boolean | number | string[];
  /** Uploaded files (modules/files): local disk under `dir`, or an S3-compatible bucket. */
  storage: { driver: 'local' | 's3'; dir: string; s3Url: string | undefined; s3Bucket: string | undefined; s3Region: string };
  /** The club card provider adapter and the working days a top-up takes (modules/club-card). */
  card: { provider: 'simulator'; topupDays: number };
  /** Bearer token that /metrics requires; unset: open outside production, absent in production. */
  metricsToken: string | undefined;
  /** The longest a graceful shutdown waits for requests in flight. */
  shutdownTimeoutMs: number;
  /** How long a graceful shutdown keeps accepting, reporting not-ready, before it closes the listener (decision 0130). */
  shutdownDelayMs: number;
  /** INTEGRATION_API_KEY: a full-scope key of the integration API (modules/integration). */
  integrationApiKey: string | undefined;
  /** An admin staff account with this email exists after start (lower case). */
  /** ADMIN_EMAIL: the emails that are admins after every start (none when unset). */
  adminEmails: string[];
}

/** `true` trusts every hop (only behind a proxy that overwrites the header), a number the last n hops, else a list. */
function trustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((v) => v.trim());
}

export class ConfigError extends Error {}

/** Reads and validates the environment. Throws ConfigError naming every wrong variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction) {
    // Every problem at once, so a deployment is fixed in one go.
    const missing = [
      !env.APP_SECRET && '  APP_SECRET: required in production',
      !env.DATABASE_URL && '  DATABASE_URL: required in production (the embedded database is for one process on one machine)',
      !env.PUBLIC_URL && '  PUBLIC_URL: required in production (links in emails, HSTS)',
      env.SEED === 'demo' && '  SEED: demo data (with its fixed test code) is refused in production',
    ].filter(Boolean);
    if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`);
  }
  if (env.MAPS_PROVIDER === 'google' && !env.MAPS_API_KEY)
    throw new ConfigError('Invalid configuration:\n  MAPS_API_KEY: required when MAPS_PROVIDER=google');
  if (env.MAPS_PROVIDER === 'nominatim' && !env.MAPS_URL)
    throw new ConfigError('Invalid configuration:\n  MAPS_URL: required when MAPS_PROVIDER=nominatim');
  if (env.STORAGE === 's3' && (!env.S3_URL || !env.S3_BUCKET))
    throw new ConfigError('Invalid configuration:\n  S3_URL, S3_BUCKET: required when STORAGE=s3');
  const config: Config = {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    appSecret: env.APP_SECRET ?? '',
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    smsWebhookUrl: env.SMS_WEBHOOK_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    maintenance: env.MAINTENANCE === '1',
    authCache: env.AUTH_CACHE !== '0',
    readCache: env.READ_CACHE !== '0',
    seed: env.SEED === '' ? undefined : env.SEED,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDist: resolve(env.WEB_DIST ?? join(import.meta.dirname, '../../web/dist')),
    maps: { provider: env.MAPS_PROVIDER, url: env.MAPS_URL, apiKey: env.MAPS_API_KEY },
    trustProxy: trustProxy(env.TRUST_PROXY),
    storage: { driver: env.STORAGE, dir: join(dataDir, 'files'), s3Url: env.S3_URL, s3Bucket: env.S3_BUCKET, s3Region: env.S3_REGION },
    card: { provider: env.CARD_PROVIDER, topupDays: env.CARD_TOPUP_DAYS },
    metricsToken: env.METRICS_TOKEN,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    shutdownDelayMs: env.SHUTDOWN_DELAY_MS,
    integrationApiKey: env.INTEGRATION_API_KEY,
    adminEmails: env.ADMIN_EMAIL ?? [],
    ...overrides,
  };
  if (!config.appSecret) config.appSecret = developmentSecret(dataDir);
  return config;
}

/** Outside production a secret is generated once and kept in DATA_DIR so tokens survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
