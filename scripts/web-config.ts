import type { WebConfig } from '@dps/web/server/deps';
import type { Config } from './config';

/** The web app's slice of the configuration. */
export function webConfigFrom(c: Config, staticDir?: string): WebConfig {
  return {
    appUrl: c.appUrl,
    appName: c.APP_NAME,
    infoEmail: c.INFO_EMAIL,
    devMode: c.devMode,
    isProduction: c.isProduction,
    trustProxy: c.TRUST_PROXY,
    smtpUrl: c.SMTP_URL,
    metricsToken: c.METRICS_TOKEN,
    mailFrom: c.MAIL_FROM,
    google:
      c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET
        ? { clientId: c.GOOGLE_CLIENT_ID, clientSecret: c.GOOGLE_CLIENT_SECRET, issuer: c.GOOGLE_ISSUER }
        : undefined,
    apple: c.APPLE_CLIENT_ID ? { clientId: c.APPLE_CLIENT_ID, jwksUrl: c.APPLE_JWKS_URL, issuer: c.APPLE_ISSUER } : undefined,
    webPush: {
      publicKey: c.VAPID_PUBLIC_KEY,
      privateKey: c.VAPID_PRIVATE_KEY,
      subject: c.VAPID_SUBJECT,
      allowedOrigins: c.webPushAllowedOrigins,
    },
    staticDir,
  };
}
