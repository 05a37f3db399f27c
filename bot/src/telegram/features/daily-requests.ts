/**
 * "🙏 I prayed" under a request in a person's daily message (decision 300). The button carries the
 * wall's callback data (`wpray:<id>`), so the count is the wall's own; in a private chat, on a
 * message with more buttons than the request's, this answers it and marks only that button
 * "✅ Prayed", keeping the prayer's and the plan's buttons (the wall's handler would redraw the
 * message as a shared request). Every other `wpray` goes on to ./group-requests.ts.
 */
import { Composer, InlineKeyboard } from 'grammy';
import type { InlineKeyboardButton } from 'grammy/types';
import { prayForRequest } from '@dps/core/wall/pray-for-request';
import type { BotContext } from '../bot-context';
import { wallPrayCb } from '../daily-requests-html';

export const dailyRequestsFeature = new Composer<BotContext>();

const cut = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`);

dailyRequestsFeature.chatType('private').callbackQuery(/^wpray:(\d{1,10})$/, async (c, next) => {
  const rows = c.callbackQuery.message?.reply_markup?.inline_keyboard ?? [];
  if (rows.flat().length <= 1) return next();
  const actor = await c.app.actor();
  // Core refuses a request the reader may no longer see (left the group, answered, archived).
  const { counted, item } = await prayForRequest(actor, { requestId: c.match[1]!, source: 'telegram' });
  const words = await c.app.words();
  const done = words.t('telegramRotation.buttonDone', { text: cut(item.title.replace(/\s+/g, ' ').trim(), 32) });
  const data = wallPrayCb(item.id);
  const redrawn = rows.map((row) =>
    row.map((b): InlineKeyboardButton => ('callback_data' in b && b.callback_data === data ? { ...b, text: done } : b)),
  );
  await c.editMessageReplyMarkup({ reply_markup: InlineKeyboard.from(redrawn) });
  await c.answerCallbackQuery({ text: words.t(counted ? 'telegramRotation.thanks' : 'telegramRotation.already') });
});
