/**
 * A watch send (decisions 345, 348) by email, for the watch outbox: a claimer's reminder or start,
 * an author's word, to a person whose reminder order put email first (or whose earlier channels
 * failed for good). Core made the words; this lays them out as plain text and HTML and sends them
 * through the server's one mail transport. The address is read at send time: email reminders turned
 * off since, or the address gone, is a message that cannot go here (the next channel takes it).
 */
import type { Ctx } from '@dps/core/context';
import { outboxSendResult } from '@dps/core/delivery/outbox-send-result';
import { coreText } from '@dps/core/i18n/core-text';
import { watchEmailRecipient } from '@dps/core/watches/outbox/watch-email-recipient';
import type { WatchSendResult, WatchToSend } from '@dps/core/watches/watch-outbox-types';
import { escapeHtml, type Mail, type Mailer } from '../mail/mailer';
import { smtpErrorToResult, unsubscribeUrl } from './email-reminder-sender';

export function watchMail(w: WatchToSend, o: { to: string; appName: string; unsubscribeUrl: string }): Mail {
  const { t } = coreText.for(w.language);
  const m = w.message;
  const links = m.buttons.flat().filter((b) => b.action === 'open' && b.url);
  const text = [
    m.title,
    '',
    ...m.lines,
    ...links.flatMap((b) => ['', `${b.text}: ${b.url}`]),
    '',
    '—',
    t('watch.email.why', { app: o.appName }),
    t('email.reminder.stopText', { url: o.unsubscribeUrl }),
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html><html lang="${e(w.language)}"><body style="font-family:Georgia,serif;line-height:1.6;color:#1e293b;max-width:560px;margin:0 auto;padding:16px">
<h1 style="font-size:20px;margin:8px 0 16px">${e(m.title)}</h1>
${m.lines.map((l) => (l === '' ? '' : `<p style="margin:0 0 8px">${e(l)}</p>`)).join('\n')}
${links
  .map(
    (b) =>
      `<p style="font-family:system-ui,sans-serif;margin-top:16px"><a href="${e(b.url!)}" style="display:inline-block;padding:10px 18px;background:#1e3a8a;color:#fff;border-radius:6px;text-decoration:none">${e(b.text)}</a></p>`,
  )
  .join('\n')}
<p style="font-family:system-ui,sans-serif;color:#64748b;font-size:13px;margin-top:24px">${e(t('watch.email.why', { app: o.appName }))}<br><a href="${e(o.unsubscribeUrl)}" style="color:#64748b">${e(t('email.reminder.stop'))}</a></p>
</body></html>`;
  return {
    kind: `watch_${w.kind}`,
    to: o.to,
    subject: m.title,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${o.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export function createWatchEmailSend(opts: {
  ctx: Ctx;
  mailer: Mailer;
  appUrl: string;
  appName: string;
}): (w: WatchToSend) => Promise<WatchSendResult> {
  const { ctx } = opts;
  return async (w) => {
    const userId = /^\d{1,10}$/.test(w.target) ? Number(w.target) : NaN;
    const to = Number.isSafeInteger(userId) ? await watchEmailRecipient(ctx, userId) : null;
    if (!to) return { status: 'gone', error: 'email reminders are off' };
    const mail = watchMail(w, {
      to: to.email,
      appName: opts.appName,
      unsubscribeUrl: await unsubscribeUrl(ctx, opts.appUrl, userId),
    });
    try {
      await opts.mailer.send(mail);
      return { status: 'sent' };
    } catch (e) {
      return outboxSendResult(smtpErrorToResult(e));
    }
  };
}
