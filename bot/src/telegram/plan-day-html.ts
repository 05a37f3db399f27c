/**
 * A person's plan day inside their daily Telegram message (decision 216): the plan and
 * day, the day's title, the passages as links to the web reader, and a "Mark day N done" button
 * row under the prayer's buttons. One message a day, not two. In the delivery's language (decision 239).
 */
import { InlineKeyboard } from 'grammy';
import type { DeliveryPlanDay } from '@dps/core/delivery/delivery-types';
import { escapeHtml } from './format';
import { raw, type Words } from './words';

/** Callback data of plan buttons (under Telegram's 64 bytes). */
export const planCb = {
  done: (runId: number, day: number) => `pd:${runId}:${day}`,
  start: (planId: string) => `pst:${planId}`,
  show: (planId: string) => `psh:${planId}`,
};

/** The reader's address of a passage on the web (the same as web/src/lib/scripture.ts readerHref). */
export function readerUrl(appUrl: string, ref: string): string {
  // Plan passages are bare references ("Psalm 23"): the reader opens them in the person's own version.
  return `${appUrl.replace(/\/$/, '')}/bible?ref=${encodeURIComponent(ref.trim())}`;
}

/** A passage: a link to the reader when the app's address is known, else the reference as text. */
export function passageHtml(ref: string, appUrl?: string): string {
  return appUrl ? `<a href="${escapeHtml(readerUrl(appUrl, ref))}">${escapeHtml(ref)}</a>` : escapeHtml(ref);
}

export function planDaysHtml(days: readonly DeliveryPlanDay[], words: Words, appUrl?: string): string {
  const { rich } = words;
  return days
    .map((d) => {
      const lines = [
        rich('telegramPlans.day.heading', { title: d.planTitle, day: d.day, length: d.length }),
        `<b>${escapeHtml(d.title)}</b>`,
        rich('telegramPlans.day.read', { passages: raw(d.passages.map((p) => passageHtml(p, appUrl)).join(' · ')) }),
      ];
      if (appUrl)
        lines.push(rich('telegramPlans.day.open', {}, `${appUrl.replace(/\/$/, '')}/plans/runs/${d.runId}/days/${d.day}`));
      if (d.waiting > 1) lines.push(rich('telegramPlans.day.waiting', { count: d.waiting - 1 }));
      return lines.join('\n');
    })
    .join('\n\n');
}

/** One row per plan day under the prayer's buttons: "☑️ Mark day 3 done" (or "✅ Day 3 done" once done). */
export function addPlanDayButtons(
  kb: InlineKeyboard,
  days: readonly DeliveryPlanDay[],
  words: Words,
  done: ReadonlySet<number> = new Set(),
): InlineKeyboard {
  for (const d of days) {
    kb.row().text(
      words.t(done.has(d.runId) ? 'telegramPlans.button.done' : 'telegramPlans.button.mark', { day: d.day }),
      planCb.done(d.runId, d.day),
    );
  }
  return kb;
}

/** Keep a message's plan-day rows when its prayer buttons are redrawn (a Pray or Save tap). */
export function keepPlanDayRows(
  kb: InlineKeyboard,
  old: { inline_keyboard?: { text: string; callback_data?: string }[][] } | undefined,
): InlineKeyboard {
  for (const row of old?.inline_keyboard ?? [])
    if (row.length && row.every((b) => b.callback_data?.startsWith('pd:'))) {
      kb.row();
      for (const b of row) kb.text(b.text, b.callback_data!);
    }
  return kb;
}
