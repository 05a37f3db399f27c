/** /start (greeting, first contact, the time-zone question, deep links) and /link (join a web account). */
import { Composer, Keyboard } from 'grammy';
import { redeemLinkCode } from '@dps/core/accounts/link-codes';
import { getReminderStatus } from '@dps/core/delivery/get-reminder-status';
import type { BotContext } from '../bot-context';
import { helpHtml } from '../commands';
import { onlyInPrivate, startReflection } from '../conversations';
import { UsageError } from '../errors';
import { escapeHtml } from '../format';

export const startFeature = new Composer<BotContext>();

/** The reply keyboard asking for a location (Telegram shows it under the text field). */
export const locationKeyboard = () => new Keyboard().requestLocation('📍 Share my location').resized().oneTime();

const ZONE_QUESTION =
  '🕰 <b>What is your time zone?</b> Your day, your streak and your reminder follow it. ' +
  'Tap “📍 Share my location” below (I only use it to look up the zone), or send it as ' +
  '<code>/timezone Area/City</code>, for example <code>/timezone America/New_York</code>.';

startFeature.chatType(['group', 'supergroup']).command('start', async (c) => {
  await c.reply(
    '🙏 Hello! I post the daily prayer with its scripture. A group admin can choose the time with <code>/remind 08:00</code> and the zone with <code>/timezone Area/City</code>.',
    { parse_mode: 'HTML' },
  );
});

startFeature.chatType('private').command('start', async (c) => {
  const payload = c.match.trim();
  const reflect = /^reflect_(\d{1,10})$/.exec(payload);
  if (reflect) return startReflection(c, Number(reflect[1]));
  if (payload) return linkAccount(c, payload);
  const { user, created, actor } = await c.app.person();
  const status = await getReminderStatus(actor, { channel: 'telegram', target: String(c.chat.id) });
  const name = escapeHtml(user.firstName || c.from.first_name);
  const lines = [
    `👋 ${created ? 'Welcome' : 'Welcome back'}, ${name}!`,
    '',
    `I'm <b>${escapeHtml(c.app.appName)}</b>. Each day I can send you a prayer with its scripture; you can pray, save and reflect right here, and it all counts in the web app too.`,
    '',
  ];
  if (status.timeZoneConfirmed) {
    lines.push(
      `🕰 Your time zone is <b>${escapeHtml(status.timeZone)}</b>. Set a daily prayer time with <code>/remind 08:00</code>.`,
    );
  } else {
    lines.push(ZONE_QUESTION);
  }
  lines.push('', helpHtml(c.app.appName));
  await c.reply(lines.join('\n'), {
    parse_mode: 'HTML',
    link_preview_options: { is_disabled: true },
    ...(status.timeZoneConfirmed ? {} : { reply_markup: locationKeyboard() }),
  });
});

startFeature.command('link', async (c) => {
  if (!(await onlyInPrivate(c, '/link'))) return;
  const code = c.match.trim();
  if (!code) {
    throw new UsageError(
      'Send the code from the <b>Connect Telegram</b> card of your Profile page in the web app, like this: <code>/link ABCD2345</code>',
    );
  }
  await linkAccount(c, code);
});

async function linkAccount(c: BotContext, code: string): Promise<void> {
  const { user } = await c.app.person();
  const into = await redeemLinkCode(c.app.core, { code, fromUserId: user.id });
  c.app.forgetPerson();
  const who = into.email ? ` (${escapeHtml(into.email)})` : '';
  await c.reply(
    `✅ <b>Connected!</b> This chat now belongs to your web account${who}. Your prayers, streak, goals, favorites and reflections are shared between the web app and Telegram.`,
    { parse_mode: 'HTML' },
  );
}
