/** /start (greeting, first contact, the time-zone question, deep links); linking lives in link.ts. */
import { zoneName } from '@dps/core/time/zone-display';
import { Composer } from 'grammy';
import { webPageOf } from '@dps/core/accounts/web-sign-in-links';
import { getReminderStatus } from '@dps/core/delivery/get-reminder-status';
import type { BotContext } from '../bot-context';
import { helpHtml } from '../commands';
import { startReflection } from '../conversations';
import { askToLink, linkFeature } from './link';
import { offerDailyPrayer, WELCOME_PAYLOAD } from './daily-offer';
import { locationKeyboard } from '../keyboards';
import { verseHelp, VERSE_PAYLOAD } from './verse';
import { sendWebLink } from './web-link';

export const startFeature = new Composer<BotContext>();
startFeature.use(linkFeature);

startFeature.chatType(['group', 'supergroup']).command('start', async (c) => {
  await c.reply((await c.app.chatWords()).rich('telegramStart.group'), { parse_mode: 'HTML' });
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
  const words = await c.app.words();
  const { rich } = words;
  const status = await getReminderStatus(actor, { channel: 'telegram', target: String(c.chat.id) });
  const name = user.firstName || c.from.first_name;
  const lines = [
    created ? rich('telegramStart.welcome', { name }) : rich('telegramStart.welcomeBack', { name }),
    '',
    rich('telegramStart.intro', { appName: c.app.appName }),
    '',
  ];
  if (status.timeZoneConfirmed) {
    lines.push(rich('telegramStart.zoneKnown', { zone: zoneName(status.timeZone, words.language) }));
  } else {
    lines.push(rich('telegramStart.zoneQuestion'));
  }
  lines.push('', helpHtml(words, c.app.appName, c.me.username));
  await c.reply(lines.join('\n'), {
    parse_mode: 'HTML',
    link_preview_options: { is_disabled: true },
    ...(status.timeZoneConfirmed ? {} : { reply_markup: locationKeyboard(words) }),
  });
});

async function welcome(c: BotContext): Promise<void> {
  const { user } = await c.app.person();
  const { rich } = await c.app.words();
  await c.reply(rich('telegramStart.welcomeFromGroup', { name: user.firstName || c.from!.first_name }), {
    parse_mode: 'HTML',
  });
  await offerDailyPrayer(c);
}
