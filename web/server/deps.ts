/** What the HTTP app is built from. The composition root (scripts/start.ts) or a test makes these. */
import type { DbHandle } from '@dps/db/client';
import type { Clock } from '@dps/core/context';
import type { Logger } from './logger';
import type { PrayerPreviewBuilder } from '@dps/core/admin/prayer-preview';
import type { CircleMembershipChecker } from '@dps/core/circles/circle-ref';

export interface WebConfig {
  appUrl: string;
  appName: string;
  infoEmail: string;
  /**
   * Dev conveniences (reset link on screen, contact mail only logged). Honoured only when not
   * isProduction, whatever this says (decision 040).
   */
  devMode: boolean;
  isProduction: boolean;
  /** Express's `trust proxy`: false (the default) believes no X-Forwarded-For (decision 043). */
  trustProxy?: false | number | string[] | undefined;
  smtpUrl?: string | undefined;
  mailFrom: string;
  google?: { clientId: string; clientSecret: string; issuer: string } | undefined;
  apple?: { clientId: string; jwksUrl: string; issuer: string } | undefined;
  telegramBotUsername?: string | undefined;
  /** Slack is configured on this server; `installUrl` when it can be added to a workspace (OAuth). */
  slack?: { installUrl: string | null } | undefined;
  /** METRICS_TOKEN: the Bearer token GET /metrics requires (unset: 404 in production, loopback only in development; decision 166). */
  metricsToken?: string | undefined;
  /**
   * Web Push (decision 140): VAPID keys from the environment (else made once and kept in the
   * database), and the push-service origins allowed besides the browsers' own.
   */
  webPush?: WebPushConfig | undefined;
  /** Directory of the built web client (web/dist); absent in API-only tests. */
  staticDir?: string | undefined;
}

export interface AppDeps {
  db: DbHandle;
  clock: Clock;
  log: Logger;
  config: WebConfig;
  /** The admin's channel preview, built by the bot's own formatters (given by the composition root; absent: 501). */
  prayerPreview?: PrayerPreviewBuilder | undefined;
  /**
   * Asks Telegram and Slack whether a person is still in a group (decision 281), from the bots'
   * clients; null or absent when this server runs no bots: the chats' join and leave events then
   * keep memberships current on their own.
   */
  circleMembership?: CircleMembershipChecker | null | undefined;
}

export interface WebPushConfig {
  publicKey?: string | undefined;
  privateKey?: string | undefined;
  /** `mailto:` or https URL given to push services (default: mailto:<INFO_EMAIL>). */
  subject?: string | undefined;
  /** Exact origins (WEB_PUSH_ALLOWED_ORIGINS), e.g. a test's local push service. */
  allowedOrigins: string[];
}
