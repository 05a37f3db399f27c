/**
 * The one place the environment is read. Parsed with zod at start; a bad or missing value stops
 * start-up with one line naming it. Everything below receives this object, never process.env.
 */
import { isIP } from 'node:net';
import { z } from 'zod';
import { parseAllowedPushOrigins } from '@dps/core/push/push-origins';

const bool = z
  .enum(['on', 'off', 'true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => ['on', 'true', '1', 'yes'].includes(v));
const optional = z.string().trim().min(1).optional();
const url = z.string().trim().url().optional();

const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: url,
  DATA_DIR: z.string().default('./.data'),
  /** The folder whose <language>/plans/*.yaml files are the plan library (decision 215); default the repository's content/. */
  PLANS_CONTENT_DIR: z.string().max(1000).optional(),
  /** Accepted and unused: sessions are opaque random tokens stored hashed, nothing is signed with a secret. */
  SESSION_SECRET: optional,
  APP_URL: url,
  APP_NAME: z.string().default('Daily Prayer & Scripture'),
  INFO_EMAIL: z.string().email().default('info@dailyprayer.example'),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  SMTP_URL: url,
  MAIL_FROM: z.string().default('Daily Prayer & Scripture <no-reply@dailyprayer.example>'),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  APPLE_CLIENT_ID: optional,
  APPLE_JWKS_URL: z.string().url().default('https://appleid.apple.com/auth/keys'),
  APPLE_ISSUER: z.string().default('https://appleid.apple.com'),
  TELEGRAM_BOT_TOKEN: optional,
  /** Bearer token for GET /metrics (decision 166); at least 16 characters. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').max(512).optional(),
  TELEGRAM_API_ROOT: url,
  TELEGRAM_WEBHOOK_URL: url,
  TELEGRAM_WEBHOOK_SECRET: optional,
  SLACK_BOT_TOKEN: optional,
  SLACK_SIGNING_SECRET: optional,
  SLACK_APP_TOKEN: optional,
  SLACK_API_URL: url,
  SLACK_CLIENT_ID: optional,
  SLACK_CLIENT_SECRET: optional,
  SLACK_STATE_SECRET: optional,
  SLACK_INSTALLATION_SECRET: z.string().min(16).optional(),
  DATABASE_PREPARE: bool.default(true),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(2000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** off: serve the API only (no client build), e.g. when the client is hosted elsewhere. */
  WEB_CLIENT: bool.default(true),
  SCHEDULER: bool.default(true),
  /** Web Push (decision 140): a VAPID pair of your own (base64url), else one is made once and kept in the database. */
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'expected a base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'expected a base64url P-256 private key (43 characters)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .max(200)
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'expected mailto:you@example.com or an https URL')
    .optional(),
  /** Push-service origins allowed besides the browsers' own (comma list; https only in production). */
  WEB_PUSH_ALLOWED_ORIGINS: z.string().max(2000).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (typeof parsed === 'object' && 'error' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      return parsed;
    }),
});

export type RawConfig = z.output<typeof ZConfig>;

export interface Config extends RawConfig {
  /** Public origin of the app, e.g. http://localhost:3000 (from APP_URL, else localhost:PORT). */
  appUrl: string;
  /**
   * A developer's own machine: no SMTP_URL, NODE_ENV not production, and the app served on a
   * loopback address. Then reset links are shown on screen and contact mail is only logged. Never on
   * in production (decision 040): there, no SMTP_URL means password reset by email is unavailable.
   */
  devMode: boolean;
  isProduction: boolean;
  /** WEB_PUSH_ALLOWED_ORIGINS as exact origins. */
  webPushAllowedOrigins: string[];
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  // Treat empty strings as unset, as a shell's `FOO=` means.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = ZConfig.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')}: ${issue.message}`);
  }
  const c = result.data;
  const isProduction = c.NODE_ENV === 'production';
  if (isProduction && !c.APP_URL) throw new ConfigError('Invalid configuration: APP_URL is required in production');
  if (c.TELEGRAM_WEBHOOK_URL && !c.TELEGRAM_WEBHOOK_SECRET) {
    throw new ConfigError('Invalid configuration: TELEGRAM_WEBHOOK_SECRET is required when TELEGRAM_WEBHOOK_URL is set');
  }
  const slackOauth = [c.SLACK_CLIENT_ID, c.SLACK_CLIENT_SECRET, c.SLACK_STATE_SECRET, c.SLACK_INSTALLATION_SECRET];
  if (slackOauth.some(Boolean) && !slackOauth.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration: Slack OAuth needs all of SLACK_CLIENT_ID, SLACK_CLIENT_SECRET, SLACK_STATE_SECRET and SLACK_INSTALLATION_SECRET',
    );
  }
  if (c.SLACK_BOT_TOKEN && c.SLACK_CLIENT_ID) {
    throw new ConfigError('Invalid configuration: set SLACK_BOT_TOKEN (one workspace) or the Slack OAuth variables (many), not both');
  }
  if ((c.SLACK_BOT_TOKEN || c.SLACK_CLIENT_ID) && !c.SLACK_APP_TOKEN && !c.SLACK_SIGNING_SECRET) {
    throw new ConfigError('Invalid configuration: SLACK_SIGNING_SECRET is required for the Slack app (or SLACK_APP_TOKEN for Socket Mode)');
  }
  if (Boolean(c.VAPID_PUBLIC_KEY) !== Boolean(c.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Invalid configuration: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  }
  const pushOrigins = parseAllowedPushOrigins(c.WEB_PUSH_ALLOWED_ORIGINS, { production: isProduction });
  if (!Array.isArray(pushOrigins)) throw new ConfigError(`Invalid configuration: WEB_PUSH_ALLOWED_ORIGINS: ${pushOrigins.error}`);
  const appUrl = (c.APP_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  return {
    ...c,
    appUrl,
    devMode: !c.SMTP_URL && !isProduction && isLoopbackUrl(appUrl),
    isProduction,
    webPushAllowedOrigins: pushOrigins,
  };
}

/** http://localhost:3000, http://127.0.0.1:5173, http://[::1]:3000 — a page only this machine can open. */
function isLoopbackUrl(u: string): boolean {
  const host = new URL(u).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** Which proxies' X-Forwarded-For to believe, as Express's `trust proxy` takes it (decision 043). */
export type TrustProxy = false | number | string[];

const PROXY_PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset (or `false`/`off`/`none`) trusts no proxy: the client address is the socket's.
 * A hop count (`1` behind one load balancer), or a comma list of `loopback`, `linklocal`,
 * `uniquelocal`, addresses and CIDR ranges. `true` (trust everyone) is refused: any client could
 * then pick its own address and escape the per-address limits.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy | { error: string } {
  const v = raw?.trim().toLowerCase();
  if (!v || ['false', 'off', 'none', 'no', '0'].includes(v)) return false;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops <= 10 ? hops : { error: 'a hop count must be between 0 and 10' };
  }
  if (['true', 'on', 'yes', 'all', '*'].includes(v)) {
    return { error: 'trusting every proxy lets any client choose its own address; name the proxies (loopback, an address, a CIDR range) or a hop count' };
  }
  const entries = v.split(',').map((x) => x.trim()).filter(Boolean);
  for (const e of entries) {
    if (PROXY_PRESETS.has(e) || isIP(e)) continue;
    const [addr, bits, extra] = e.split('/');
    const family = addr ? isIP(addr) : 0;
    const max = family === 4 ? 32 : 128;
    if (family && extra === undefined && bits !== undefined && /^\d{1,3}$/.test(bits) && Number(bits) <= max) continue;
    return { error: `"${e}" is not loopback, linklocal, uniquelocal, an IP address or a CIDR range` };
  }
  return entries;
}

export class ConfigError extends Error {}
