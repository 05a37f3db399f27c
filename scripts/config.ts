/**
 * The one place the environment is read. Parsed with zod at start; a bad or missing value stops
 * start-up with one line naming it. Everything below receives this object, never process.env.
 */
import { z } from 'zod';

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
  SCHEDULER: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type RawConfig = z.output<typeof ZConfig>;

export interface Config extends RawConfig {
  /** Public origin of the app, e.g. http://localhost:3000 (from APP_URL, else localhost:PORT). */
  appUrl: string;
  /** No SMTP_URL: reset links and contact mail are shown/logged instead of sent. */
  devMode: boolean;
  isProduction: boolean;
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
  return {
    ...c,
    appUrl: (c.APP_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    devMode: !c.SMTP_URL,
    isProduction,
  };
}

export class ConfigError extends Error {}
