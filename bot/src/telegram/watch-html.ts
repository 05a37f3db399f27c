/**
 * A watch message (decision 346) as Telegram shows it: the title in bold, one line each, and its
 * buttons as an inline keyboard (`w:<letter>:<watch>[:<slot>]`, the watch features answer them;
 * "Open on the web" a link, only to an https address: Telegram refuses others).
 */
import type { InlineKeyboardButton, InlineKeyboardMarkup } from 'grammy/types';
import { WATCH_CALLBACK_LETTER, type WatchButton, type WatchMessage } from '@dps/core/watches/watch-outbox-types';
import { escapeHtml } from './format';

function button(b: WatchButton): InlineKeyboardButton | null {
  if (b.action === 'open') return b.url?.startsWith('https://') ? { text: b.text, url: b.url } : null;
  const slot = b.slot === undefined ? '' : `:${b.slot}`;
  return { text: b.text, callback_data: `w:${WATCH_CALLBACK_LETTER[b.action]}:${b.watchId}${slot}` };
}

export function watchHtml(m: WatchMessage): { html: string; markup: InlineKeyboardMarkup } {
  const html = [`<b>${escapeHtml(m.title)}</b>`, ...m.lines.map(escapeHtml)].join('\n');
  const rows = m.buttons
    .map((row) => row.map(button).filter((b): b is InlineKeyboardButton => b !== null))
    .filter((row) => row.length > 0);
  return { html, markup: { inline_keyboard: rows } };
}
