/**
 * The email channel of the delivery engine (decision 140), when SMTP_URL is set: one delivery per
 * person who chose email, through the same nodemailer transport as the rest of the server's mail.
 * The person's address and choice are read at sending time, so an unsubscribe stops a delivery
 * already claimed. A permanent SMTP refusal (5xx) is not retried; a temporary one (4xx) or a
 * network failure is.
 */
import type { Ctx } from '@dps/core/context';
import type { DeliverySender, SendResult } from '@dps/core/delivery/delivery-types';
import { getEmailReminderRecipient } from '@dps/core/reminders/email-recipient';
import { emailUnsubscribeToken } from '@dps/core/reminders/email-unsubscribe';
import type { Mailer } from '../mail/mailer';
import { reminderMail } from '../mail/reminder-mail';

export function smtpErrorToResult(e: unknown): SendResult {
  const err = e as { responseCode?: number; code?: string; name?: string };
  const code = typeof err?.responseCode === 'number' ? err.responseCode : undefined;
  if (code !== undefined && code >= 500) return { status: 'gone', error: `smtp ${code}` };
  if (code !== undefined) return { status: 'failed', error: `smtp ${code}` };
  return { status: 'failed', error: `network: ${err?.code ?? err?.name ?? 'error'}` };
}

/** The unsubscribe link of a person's reminders (the POST target of List-Unsubscribe too). */
export async function unsubscribeUrl(ctx: Ctx, appUrl: string, userId: number): Promise<string> {
  return `${appUrl}/api/email/unsubscribe?token=${encodeURIComponent(await emailUnsubscribeToken(ctx, userId))}`;
}

export function createEmailReminderSender(opts: {
  ctx: Ctx;
  mailer: Mailer;
  appUrl: string;
  appName: string;
  /** Mails a second across every instance (default 10, what a small relay takes). */
  perSecond?: number;
}): DeliverySender {
  const { ctx } = opts;
  return {
    channel: 'email',
    limits: { perSecond: opts.perSecond ?? 10, perTargetIntervalMs: 0 },
    async send(d) {
      const userId = /^\d{1,10}$/.test(d.target) ? Number(d.target) : NaN;
      const to = Number.isSafeInteger(userId) ? await getEmailReminderRecipient(ctx, userId) : null;
      // Turned off (or the address removed) since it was planned: nothing is sent, nothing retried.
      if (!to) return { status: 'gone', error: 'email reminders are off' };
      const mail = reminderMail({
        to: to.email,
        firstName: to.firstName,
        appName: opts.appName,
        appUrl: opts.appUrl,
        unsubscribeUrl: await unsubscribeUrl(ctx, opts.appUrl, userId),
        localDate: d.localDate,
        prayer: d.prayer,
        ...(d.planDays ? { planDays: d.planDays } : {}),
        ...(d.notes?.length ? { notes: d.notes } : {}),
        ...(d.requests?.length ? { requests: d.requests } : {}),
        language: d.language,
      });
      try {
        await opts.mailer.send(mail);
        return { status: 'sent' };
      } catch (e) {
        return smtpErrorToResult(e);
      }
    },
  };
}
