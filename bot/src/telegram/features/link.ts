/**
 * Joining this chat to a web account with a code from the Profile page (`/link CODE`, or the
 * `t.me/<bot>?start=CODE` deep link). Two steps (decision 070): the bot first shows which account
 * the code belongs to and, when the chat has history of its own, that it would join that account
 * and its owner would see it; only the person's "Connect" tap links. The code rides in the button
 * and core checks it again on the tap (still unused, unexpired, same chat person, attempt counted).
 */
import { Composer, InlineKeyboard } from 'grammy';
import {
  linkConfirmationText,
  linkSettingsText,
  maskEmail,
  previewLinkCode,
  redeemLinkCode,
} from '@dps/core/accounts/link-codes';
import { getSettings } from '@dps/core/settings/get-settings';
import { sayTimeOfDay } from '@dps/core/time/parse-time-of-day';
import type { BotContext } from '../bot-context';
import { onlyInPrivate } from '../conversations';
import { UsageError } from '../errors';
import { escapeHtml } from '../format';
import { offerDailyPrayer } from './daily-offer';

export const linkFeature = new Composer<BotContext>();

/** Callback data of the two buttons; 64 bytes at most (Telegram's limit). */
export const linkCallback = {
  /** `keep`: whose zone and reminder time stay where they differ (this chat's or the web account's). */
  confirm: (code: string, fromUserId: number, historyShown: boolean, keep?: 'chat' | 'web') =>
    `link:ok:${code}:${fromUserId}:${historyShown ? 1 : 0}${keep ? `:${keep === 'chat' ? 'c' : 'w'}` : ''}`,
  cancel: 'link:no',
};

const chatOf = (c: BotContext) => {
  const from = c.from!;
  const name = [from.first_name, from.last_name].filter(Boolean).join(' ');
  return {
    channel: 'telegram' as const,
    id: String(from.id),
    name: from.username ? `${name} (@${from.username})` : name,
  };
};

linkFeature.command('link', async (c) => {
  if (!(await onlyInPrivate(c, '/link'))) return;
  const code = c.match.trim();
  if (!code) {
    throw new UsageError(
      'Send the code from <b>Your chats</b> on your Profile page in the web app, like this: <code>/link ABCD2345</code>',
    );
  }
  await askToLink(c, code);
});

/** Step one: show whose account the code joins, and ask. Nothing is linked here. */
export async function askToLink(c: BotContext, rawCode: string): Promise<void> {
  const { user } = await c.app.person();
  const preview = await previewLinkCode(c.app.core, { code: rawCode, fromUserId: user.id, chat: chatOf(c) });
  if (preview.sameAccount) {
    await c.reply('✅ This chat is already connected to that account.');
    return;
  }
  const t = linkConfirmationText(preview);
  const lines = [`🔗 <b>${escapeHtml(t.heading)}</b>`, '', `Account: <b>${escapeHtml(t.account)}</b>`];
  if (t.warning) lines.push('', `⚠️ ${escapeHtml(t.warning)}`);
  // Where the zone or reminder time differ, the person picks whose stay (never rewritten quietly).
  const settings = linkSettingsText(preview);
  if (settings) lines.push('', `🕰 ${escapeHtml(settings.intro)}`, ...settings.lines.map((l) => `• ${escapeHtml(l)}`));
  lines.push('', escapeHtml(t.question));
  const keyboard = settings
    ? new InlineKeyboard()
        .text(`✅ ${settings.keepChat}`, linkCallback.confirm(preview.code, user.id, preview.hasHistory, 'chat'))
        .row()
        .text(`✅ ${settings.keepWeb}`, linkCallback.confirm(preview.code, user.id, preview.hasHistory, 'web'))
        .row()
        .text('✖️ Cancel', linkCallback.cancel)
    : new InlineKeyboard()
        .text('✅ Connect', linkCallback.confirm(preview.code, user.id, preview.hasHistory))
        .text('✖️ Cancel', linkCallback.cancel);
  await c.reply(lines.join('\n'), { parse_mode: 'HTML', reply_markup: keyboard });
}

linkFeature.callbackQuery(/^link:ok:([2-9A-Z]{8}):(\d{1,10}):([01])(?::([cw]))?$/, async (c) => {
  if (c.chat?.type !== 'private') {
    await c.answerCallbackQuery();
    return;
  }
  const { user } = await c.app.person();
  if (user.id !== Number(c.match[2])) {
    // The question was asked of another account (this chat was linked or changed since): ask again.
    await c.answerCallbackQuery({ text: 'This question is out of date. Send the code again.', show_alert: true });
    await c.editMessageReplyMarkup();
    return;
  }
  const into = await redeemLinkCode(c.app.core, {
    code: c.match[1]!,
    fromUserId: user.id,
    chat: chatOf(c),
    historyConfirmed: c.match[3] === '1',
    ...(c.match[4] && { keep: c.match[4] === 'c' ? ('chat' as const) : ('web' as const) }),
  });
  c.app.forgetPerson();
  const email = maskEmail(into.email);
  const s = await getSettings(await c.app.actor());
  await c.answerCallbackQuery({ text: 'Connected ✅' });
  await c.editMessageText(
    `✅ <b>Connected!</b> This chat now belongs to the web account of ${escapeHtml(into.firstName || 'its owner')}${email ? ` (${escapeHtml(email)})` : ''}. Your prayers, streak, goals, favorites and reflections are shared between the web app and Telegram.\n\n` +
      `🕰 ${s.dailyReminders ? `Your daily prayer: every day at ${sayTimeOfDay(s.reminderTime)}` : 'Your daily prayer: off'}, time zone ${escapeHtml(s.timeZone)}, on every channel.`,
    { parse_mode: 'HTML' },
  );
  // Connecting leads somewhere: the daily prayer here, in one or two taps (decision 201).
  await offerDailyPrayer(c);
});

linkFeature.callbackQuery(linkCallback.cancel, async (c) => {
  await c.answerCallbackQuery({ text: 'Cancelled' });
  await c.editMessageText('Cancelled: this chat was not connected to any account.');
});
