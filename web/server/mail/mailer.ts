/**
 * Outgoing mail. With SMTP_URL, nodemailer sends it; without, nothing is sent and the log
 * says only that a mail of that kind was not sent — never the recipient, the content or a link.
 */
import type { Transporter } from 'nodemailer';
import type { Log } from '@dps/core/context';
import type { Logger } from '../logger';
import type { WebConfig } from '../deps';

export interface Mail {
  /** What this mail is ('password_reset', 'contact', ...): the only thing a log line says about it. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  replyTo?: string | undefined;
  /** Extra headers (List-Unsubscribe, ...). */
  headers?: Record<string, string> | undefined;
}

export interface Mailer {
  /** False without SMTP_URL: `send` only logs. */
  readonly sends: boolean;
  send(mail: Mail): Promise<void>;
}

export function createMailer(config: Pick<WebConfig, 'smtpUrl' | 'mailFrom'>, log: Pick<Log, 'info'>): Mailer {
  if (!config.smtpUrl) {
    return {
      sends: false,
      async send(mail) {
        log.info({ event: 'mail_not_sent', kind: mail.kind }, 'no SMTP_URL: mail not sent');
      },
    };
  }
  const smtpUrl = config.smtpUrl;
  // nodemailer is loaded with the first mail, not at start (decision 102).
  let transport: Promise<Transporter> | undefined;
  return {
    sends: true,
    async send(mail) {
      transport ??= import('nodemailer')
        .then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl))
        .catch((e: unknown) => {
          transport = undefined; // a failed load is tried again with the next mail, not kept
          throw e;
        });
      await (await transport).sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        replyTo: mail.replyTo,
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
      log.info({ event: 'mail_sent', kind: mail.kind });
    },
  };
}

/** Send without making the caller wait (and without the caller's timing depending on SMTP); failures are logged. */
export function sendInBackground(mailer: Mailer, mail: Mail, log: Logger): void {
  mailer.send(mail).catch((err: { name?: string; code?: string; responseCode?: number }) => {
    log.error({ event: 'mail_failed', kind: mail.kind, errName: err?.name, errCode: err?.code, smtpCode: err?.responseCode });
  });
}

/** For HTML bodies: the values we interpolate are names and URLs, escaped all the same. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
