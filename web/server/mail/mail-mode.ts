/**
 * What the server may do about mail, decided once from the config (decision 040). Dev mode is a
 * developer's own machine without SMTP: reset links are shown on screen, contact mail only logged.
 * It is never honoured in production or when SMTP is configured, whatever the config object says,
 * because a reset link on screen hands any visitor any account.
 */
import type { WebConfig } from '../deps';

type MailConfig = Pick<WebConfig, 'devMode' | 'isProduction' | 'smtpUrl'>;

/** Dev conveniences on: not production, no SMTP, and the composition root said so. */
export function devModeOn(c: MailConfig): boolean {
  return c.devMode && !c.isProduction && !c.smtpUrl;
}

/** Password reset by email works: the mail goes out (SMTP), or in dev mode the link is shown. */
export function passwordResetAvailable(c: MailConfig): boolean {
  return Boolean(c.smtpUrl) || devModeOn(c);
}

export const PASSWORD_RESET_UNAVAILABLE =
  "Password reset by email isn't available on this server. Please contact the administrator.";

/** The one start-up line when mail is off outside dev mode. */
export const MAIL_OFF_WARNING =
  'SMTP_URL is not set: password reset by email is unavailable and contact messages are only stored, not mailed. Set SMTP_URL to turn mail on.';
