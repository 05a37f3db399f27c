/**
 * A weekly message (decision 308) as Telegram shows it: the title in bold, one line each, and the
 * pulse's kind-note buttons (callback `wk:away:<circle>:<member>`, features/weekly.ts).
 */
import type { InlineKeyboardMarkup } from 'grammy/types';
import type { WeeklyMessage } from '@dps/core/circles/weekly/weekly-message';
import { escapeHtml } from './format';

export const AWAY_NOTE_CALLBACK = /^wk:away:(\d{1,10}):(\d{1,10})$/;

export function weeklyHtml(m: WeeklyMessage): { html: string; markup?: InlineKeyboardMarkup } {
  const html = [`<b>${escapeHtml(m.title)}</b>`, ...m.lines.map(escapeHtml)].join('\n');
  if (m.buttons.length === 0) return { html };
  return {
    html,
    markup: {
      inline_keyboard: m.buttons.map((b) => [{ text: b.text, callback_data: `wk:away:${b.circleId}:${b.userId}` }]),
    },
  };
}
