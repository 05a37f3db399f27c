/** /start (greeting, first contact, the time-zone question, deep links); linking lives in link.ts. */
import { Composer, Keyboard } from 'grammy';
import { webPageOf } from '@dps/core/accounts/web-sign-in-links';
import { getReminderStatus } from '@dps/core/delivery/get-reminder-status';
import type { BotContext } from '../bot-context';
import { helpHtml } from '../commands';
import { startReflection } from '../conversations';
import { escapeHtml } from '../format';
import { askToLink, linkFeature } from './link';
import { offerDailyPrayer, WELCOME_PAYLOAD } from './daily-offer';
import { verseHelp, VERSE_PAYLOAD } from './verse';
import { sendWebLink } from './web-link';

export const startFeature = new Composer<BotContext>();
startFeature.use(linkFeature);

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
  // t.me/<bot>?start=web_wall: the web, signed in, from a link the bot posted in a group (web-link.ts).
  const web = /^web_([a-z]{1,20})$/.exec(payload);
  if (web) return sendWebLink(c, webPageOf(web[1]));
  // A newcomer sent here by a group button's answer: greet, then the daily prayer offer (daily-offer.ts).
  if (payload === WELCOME_PAYLOAD) return welcome(c);
  // From inline mode's hint button (inline-verse.ts): how to ask for a passage.
  if (payload === VERSE_PAYLOAD) return verseHelp(c);
  // t.me/<bot>?start=CODE: a link code. Only asks; the person's own tap links (link.ts).
  if (payload) return askToLink(c, payload);
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
  lines.push('', helpHtml(c.app.appName, c.me.username));
  await c.reply(lines.join('\n'), {
    parse_mode: 'HTML',
    link_preview_options: { is_disabled: true },
    ...(status.timeZoneConfirmed ? {} : { reply_markup: locationKeyboard() }),
  });
});

async function welcome(c: BotContext): Promise<void> {
  const { user } = await c.app.person();
  await c.reply(
    `👋 Welcome, ${escapeHtml(user.firstName || c.from!.first_name)}! Your prayers in groups count here too: your streak, your goals, and the web app (/web).`,
    { parse_mode: 'HTML' },
  );
  await offerDailyPrayer(c);
}
