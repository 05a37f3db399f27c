/**
 * The daily reminder by email (decision 140): the prayer and its scripture in HTML and plain text,
 * a link to Today, and RFC 8058 one-click unsubscribe headers. Every value is escaped in the HTML.
 */
import type { DeliveryPlanDay, DeliveryPrayer, DeliveryRequest } from '@dps/core/delivery/delivery-types';
import { coreText } from '@dps/core/i18n/core-text';
import type { Language } from '@dps/db/content/languages';
import { escapeHtml, type Mail } from './mailer';

export interface ReminderMailInput {
  to: string;
  firstName: string;
  appName: string;
  appUrl: string;
  /** https://…/api/email/unsubscribe?token=… */
  unsubscribeUrl: string;
  localDate: string;
  prayer: DeliveryPrayer;
  /** The person's plan days for the date, in the same email (decision 216). */
  planDays?: readonly DeliveryPlanDay[];
  /** The rest day's gentle line, or why it came by email (decision 222). */
  notes?: string[];
  /** The person's language (decision 239); English when not given. */
  language?: Language | undefined;
  /** One or two requests of the person's circles (decision 300); "I prayed" is on Today. */
  requests?: readonly DeliveryRequest[];
}

const readerUrl = (appUrl: string, ref: string) =>
  `${appUrl}/bible?ref=${encodeURIComponent(ref.trim())}`;
const dayUrl = (appUrl: string, d: DeliveryPlanDay) => `${appUrl}/plans/runs/${d.runId}/days/${d.day}`;

function longDate(iso: string, language: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString(language === 'en' ? 'en-US' : language, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function reminderMail(o: ReminderMailInput): Mail {
  const todayUrl = `${o.appUrl}/`;
  const { t } = coreText.for(o.language);
  const hello = t('email.hello', { name: o.firstName, hasName: o.firstName ? 'yes' : 'no' });
  const date = longDate(o.localDate, o.language ?? 'en');
  const { prayer } = o;
  const scripture = prayer.scripture
    ? [`"${prayer.scripture}"`, prayer.scriptureReference ? `— ${prayer.scriptureReference}` : ''].filter(Boolean)
    : [];
  const requestWords = (r: DeliveryRequest) => ({
    line:
      r.authorName === null
        ? t('rotation.email.itemAnonymous', { text: r.text })
        : t('rotation.email.item', { text: r.text, name: r.authorName }),
    count:
      r.prayedCount === 0 ? t('rotation.email.noneYet') : t('rotation.email.prayedBefore', { count: r.prayedCount }),
  });
  const requests = o.requests ?? [];
  const text = [
    hello,
    '',
    t('email.reminder.heading', { date }),
    '',
    ...(o.notes?.length ? [...o.notes, ''] : []),
    prayer.title,
    '',
    prayer.content,
    '',
    ...(scripture.length ? [...scripture, ''] : []),
    t('email.reminder.prayWithItText', { url: todayUrl }),
    ...(o.planDays ?? []).flatMap((d) => [
      '',
      t('email.reminder.planDayText', { plan: d.planTitle, day: d.day, length: d.length, title: d.title }),
      ...d.passages.map((p) => t('email.reminder.readText', { passage: p, url: readerUrl(o.appUrl, p) })),
      t('email.reminder.markDoneText', { day: d.day, url: dayUrl(o.appUrl, d) }),
    ]),
    // The requests of the person's circles (decision 300).
    ...(requests.length
      ? [
          '',
          t('rotation.email.heading'),
          ...requests.flatMap((r) => {
            const w = requestWords(r);
            return [`• ${w.line}`, `  ${w.count}`];
          }),
          t('rotation.email.prayedText', { url: todayUrl }),
        ]
      : []),
    '',
    '—',
    t('email.reminder.why', { app: o.appName }),
    t('email.reminder.stopText', { url: o.unsubscribeUrl }),
  ].join('\n');
  const e = escapeHtml;
  const requestsHtml = requests.length
    ? `<div style="font-family:system-ui,sans-serif;margin:20px 0;padding:12px 16px;border:1px solid #e2e8f0;border-radius:8px">
<p style="margin:0 0 8px;font-weight:bold">${e(t('rotation.email.heading'))}</p>
${requests
  .map((r) => {
    const w = requestWords(r);
    return `<p style="margin:0 0 8px">${e(w.line)}<br><span style="color:#64748b;font-size:14px">${e(w.count)}</span></p>`;
  })
  .join('')}
<p style="margin:0"><a href="${e(todayUrl)}" style="display:inline-block;padding:8px 14px;background:#1e3a8a;color:#fff;border-radius:6px;text-decoration:none">${e(t('rotation.email.prayed'))}</a></p>
</div>`
    : '';
  const paragraphs = prayer.content
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 12px">${e(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const html = `<!doctype html><html lang="${e(o.language ?? 'en')}"><body style="font-family:Georgia,serif;line-height:1.6;color:#1e293b;max-width:560px;margin:0 auto;padding:16px">
<p style="font-family:system-ui,sans-serif">${e(hello)}</p>
<p style="font-family:system-ui,sans-serif;color:#64748b;font-size:14px">${e(t('email.reminder.heading', { date }))}</p>
${(o.notes ?? []).map((n) => `<p style="font-family:system-ui,sans-serif;font-style:italic;color:#475569">${e(n)}</p>`).join('')}
<h1 style="font-size:22px;margin:8px 0 16px">${e(prayer.title)}</h1>
${paragraphs}
${
  prayer.scripture
    ? `<blockquote style="margin:16px 0;padding:8px 16px;border-left:4px solid #1e3a8a;color:#334155"><p style="margin:0">“${e(prayer.scripture)}”</p>${
        prayer.scriptureReference ? `<p style="margin:4px 0 0;font-size:14px">— ${e(prayer.scriptureReference)}</p>` : ''
      }</blockquote>`
    : ''
}
<p style="font-family:system-ui,sans-serif"><a href="${e(todayUrl)}" style="display:inline-block;padding:10px 18px;background:#1e3a8a;color:#fff;border-radius:6px;text-decoration:none">${e(t('email.reminder.prayWithIt'))}</a></p>
${(o.planDays ?? [])
  .map(
    (d) => `<div style="font-family:system-ui,sans-serif;margin:20px 0;padding:12px 16px;border:1px solid #e2e8f0;border-radius:8px">
<p style="margin:0;color:#64748b;font-size:14px">${e(t('email.reminder.planDay', { plan: d.planTitle, day: d.day, length: d.length }))}</p>
<p style="margin:4px 0 8px;font-size:18px;font-weight:bold">${e(d.title)}</p>
<p style="margin:0 0 8px">${e(t('email.reminder.read'))} ${d.passages.map((p) => `<a href="${e(readerUrl(o.appUrl, p))}">${e(p)}</a>`).join(' · ')}</p>
<p style="margin:0"><a href="${e(dayUrl(o.appUrl, d))}" style="display:inline-block;padding:8px 14px;background:#166534;color:#fff;border-radius:6px;text-decoration:none">${e(t('email.reminder.markDone', { day: d.day }))}</a></p>
</div>`,
  )
  .join('')}
${requestsHtml}
<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0 12px">
<p style="font-family:system-ui,sans-serif;font-size:12px;color:#64748b">${e(t('email.reminder.why', { app: o.appName }))} <a href="${e(o.unsubscribeUrl)}" style="color:#64748b">${e(t('email.reminder.stop'))}</a>.</p>
</body></html>`;
  return {
    kind: 'daily_reminder',
    to: o.to,
    subject: t('email.reminder.subject', { title: prayer.title }).replace(/[\r\n]+/g, ' '),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${o.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
