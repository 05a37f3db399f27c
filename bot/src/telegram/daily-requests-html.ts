/**
 * The requests of a person's circles in their daily Telegram message (decision 300): each with who
 * asked (or "asked anonymously") and "No one has prayed for this yet" where that is so, and one
 * "🙏 I prayed" row per request under the prayer's buttons, with the wall's own callback data
 * (`wpray:<id>`), answered in a private chat by ./features/daily-requests.ts. A group's post carries
 * one line for the group instead (decision 302).
 */
import type { InlineKeyboard } from 'grammy';
import type { DeliveryRequest } from '@dps/core/delivery/delivery-types';
import type { Words } from './words';

/** A request's words in a button: Telegram shows about this many characters on a phone. */
const BUTTON_TEXT_MAX = 32;
/** A request's words in the message: short, the whole request is on the web. */
const LINE_TEXT_MAX = 160;

const cut = (s: string, max: number) => {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length <= max ? t : `${t.slice(0, max - 1).trimEnd()}…`;
};

export const wallPrayCb = (requestId: number) => `wpray:${requestId}`;

export function dailyRequestsHtml(requests: readonly DeliveryRequest[], words: Words): string {
  const { rich } = words;
  const lines = [rich('telegramRotation.heading')];
  for (const r of requests) {
    const text = cut(r.text, LINE_TEXT_MAX);
    lines.push(
      r.authorName === null
        ? rich('telegramRotation.itemAnonymous', { text })
        : rich('telegramRotation.item', { text, name: r.authorName }),
    );
    lines.push(
      r.prayedCount === 0
        ? rich('telegramRotation.noneYet')
        : rich('telegramRotation.prayedBefore', { count: r.prayedCount }),
    );
  }
  return lines.join('\n');
}

/** One row per request: "🙏 I prayed: …", or "✅ Prayed: …" once the reader tapped it. */
export function addDailyRequestButtons(
  kb: InlineKeyboard,
  requests: readonly DeliveryRequest[],
  words: Words,
  prayed: ReadonlySet<number> = new Set(),
): InlineKeyboard {
  for (const r of requests)
    kb.row().text(
      words.t(prayed.has(r.id) ? 'telegramRotation.buttonDone' : 'telegramRotation.button', {
        text: cut(r.text, BUTTON_TEXT_MAX),
      }),
      wallPrayCb(r.id),
    );
  return kb;
}

/** A group's post: "Also today: pray for …" (with the name unless it was asked anonymously). */
export function groupRequestHtml(r: DeliveryRequest, words: Words): string {
  const text = cut(r.text, LINE_TEXT_MAX);
  return r.authorName === null
    ? words.rich('telegramRotation.alsoToday', { text })
    : words.rich('telegramRotation.alsoTodayNamed', { text, name: r.authorName });
}

/** The request rows of a message as it was (kept when the prayer's buttons are redrawn). */
export function keepDailyRequestRows(
  kb: InlineKeyboard,
  old: { inline_keyboard?: { text: string; callback_data?: string }[][] } | undefined,
): InlineKeyboard {
  for (const row of old?.inline_keyboard ?? [])
    if (row.length && row.every((b) => b.callback_data?.startsWith('wpray:'))) {
      kb.row();
      for (const b of row) kb.text(b.text, b.callback_data!);
    }
  return kb;
}
