import { mkdirSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** Everything the server reads from the environment, read once. README has the table. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  migrationDatabaseUrl: string | undefined;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Retries of a mail the SMTP server refused, before it is kept as failed. */
  mailRetryLimit: number;
  /** Wait before the first retry; each further retry waits about twice as long. */
  mailRetryDelaySeconds: number;
  supportEmail: string;
  /** Exports of up to this many rows are written in the request; larger ones by a background job. */
  exportInlineRows: number;
  oauthClientSecret: string;
  accessTokenTtlSeconds: number;
  /** Every-minute system jobs are also queued this often; 0 keeps them on the minute (the browser journeys shorten it). */
  minutelyJobsEverySeconds: number;
  refreshTokenTtlSeconds: number;
  logLevel: string;
  bodyLimitBytes: number;
  /** Largest file any upload route accepts (each route may set a lower limit). */
  uploadLimitBytes: number;
  loginMaxAttempts: number;
  loginLockoutSeconds: number;
  loginIpMaxPerMinute: number;
  /**
   * Which proxies' X-Forwarded-For the client address is read from (Fastify's trustProxy): false (the
   * connection's own address), true (any), a hop count or a list of proxy addresses. The sign-in and
   * careers limits count per address, so trusting a header a client can write lets it pick its own.
   */
  trustProxy: boolean | number | string;
  /** 'sandbox' (test cards, for development and demos) or 'disabled' (no online payment). */
  paymentProvider: 'sandbox' | 'disabled';
  webDistDir: string;
  /**
   * Each answer is also checked against its Zod response schema (a drift fails with a 500 rather
   * than leaving silently). On by default; off when NODE_ENV is production (ADR 21).
   */
  checkResponses: boolean;
  /**
   * How long a signed-in read may reuse an access-token row (ms; 0: never). Writes in this process
   * clear it; other instances see a logout within this time (ADR 21).
   */
  tokenCacheMs: number;
}

/** TRUST_PROXY: unset or 'false' trusts no proxy, 'true' any, '1' one hop, else a list of addresses. */
function trustProxyOf(value: string | undefined): boolean | number | string {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  return /^\d+$/.test(text) ? Number(text) : text;
}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(n) ? n : fallback;
}

/**
 * Without OAUTH_CLIENT_SECRET a secret is generated once and kept in the data directory, so restarts
 * keep working sessions and the web app (which receives it at run time) keeps signing in.
 */
function clientSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'oauth-client-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(24).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new Error(`A flag must be 1, 0, true or false, not '${value}'`);
}

function paymentProvider(value: string | undefined): AppConfig['paymentProvider'] {
  if (value === undefined || value === '' || value === 'sandbox') return 'sandbox';
  if (value === 'disabled') return 'disabled';
  throw new Error(`PAYMENT_PROVIDER must be 'sandbox' or 'disabled', not '${value}'`);
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const dataDir = path.resolve(overrides.dataDir ?? env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const port = int(env.PORT, 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    migrationDatabaseUrl: env.MIGRATION_DATABASE_URL || env.DATABASE_URL || undefined,
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Clockroom <no-reply@clockroom.local>',
    mailRetryLimit: int(env.MAIL_RETRY_LIMIT, 5),
    mailRetryDelaySeconds: int(env.MAIL_RETRY_DELAY_SECONDS, 30),
    supportEmail: env.SUPPORT_EMAIL ?? 'support@clockroom.local',
    exportInlineRows: int(env.EXPORT_INLINE_ROWS, 2_000),
    oauthClientSecret: clientSecret(dataDir, env.OAUTH_CLIENT_SECRET),
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL_SECONDS, 3600),
    minutelyJobsEverySeconds: int(env.MINUTELY_JOBS_EVERY_SECONDS, 0),
    refreshTokenTtlSeconds: int(env.REFRESH_TOKEN_TTL_SECONDS, 30 * 24 * 3600),
    logLevel: env.LOG_LEVEL ?? 'info',
    bodyLimitBytes: int(env.BODY_LIMIT_BYTES, 1024 * 1024),
    uploadLimitBytes: int(env.UPLOAD_LIMIT_BYTES, 10 * 1024 * 1024),
    loginMaxAttempts: int(env.LOGIN_MAX_ATTEMPTS, 5),
    loginLockoutSeconds: int(env.LOGIN_LOCKOUT_SECONDS, 15 * 60),
    loginIpMaxPerMinute: int(env.LOGIN_IP_MAX_PER_MINUTE, 30),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    paymentProvider: paymentProvider(env.PAYMENT_PROVIDER),
    tokenCacheMs: int(env.TOKEN_CACHE_MS, 2_000),
    checkResponses: flag(env.CHECK_RESPONSES, env.NODE_ENV !== 'production'),
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../../../web/dist')),
    ...overrides,
  };
}
