/** What the HTTP app is built from. The composition root (scripts/start.ts) or a test makes these. */
import type { DbHandle } from '@dps/db/client';
import type { Clock } from '@dps/core/context';
import type { Logger } from './logger';

export interface WebConfig {
  appUrl: string;
  appName: string;
  infoEmail: string;
  devMode: boolean;
  isProduction: boolean;
  smtpUrl?: string | undefined;
  mailFrom: string;
  google?: { clientId: string; clientSecret: string; issuer: string } | undefined;
  apple?: { clientId: string; jwksUrl: string; issuer: string } | undefined;
  telegramBotUsername?: string | undefined;
  /** Directory of the built web client (web/dist); absent in API-only tests. */
  staticDir?: string | undefined;
}

export interface AppDeps {
  db: DbHandle;
  clock: Clock;
  log: Logger;
  config: WebConfig;
}
