/** /start (the first message and its buttons, deep links); linking lives in link.ts. */
import { Composer, InlineKeyboard } from 'grammy';
import { LANGUAGES, type Language } from '@dps/db/content/languages';
import { webPageOf } from '@dps/core/accounts/web-sign-in-links';
import { getReminderStatus } from '@dps/core/delivery/get-reminder-status';
import { updateSettings } from '@dps/core/settings/update-settings';
import type { BotContext } from '../bot-context';
import { startReflection } from '../conversations';
import { LANGUAGE_NAMES, type Words } from '../words';
import { askToLink, linkFeature } from './link';
import { offerDailyPrayer, WELCOME_PAYLOAD } from './daily-offer';
import { sendTodayPrayer } from './today';
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
  await c.reply(await firstMessageHtml(c), {
    parse_mode: 'HTML',
    link_preview_options: { is_disabled: true },
    reply_markup: firstMessageKeyboard(await c.app.words()),
  });
});

/**
 * The first message (decision 264): a few lines in the person's language that invite, and three
 * buttons: today's prayer, pick my time, the other language. The zone question follows the first
 * answer; /help keeps the full list.
 */
async function firstMessageHtml(c: BotContext, greeting?: 'welcome'): Promise<string> {
  const person = await c.app.person();
  const { user } = person;
  const created = greeting === 'welcome' || person.created;
  const { rich } = await c.app.words();
  const name = user.firstName || c.from!.first_name;
  return [
    created ? rich('telegramStart.welcome', { name }) : rich('telegramStart.welcomeBack', { name }),
    '',
    rich('telegramStart.invite', { appName: c.app.appName }),
    '',
    rich('telegramStart.helpHint'),
  ].join('\n');
}

/** Callback data of the first message's buttons. */
const FIRST = { today: 'st:today', time: 'st:time', language: (l: Language) => `st:lang:${l}` } as const;

function firstMessageKeyboard(words: Words): InlineKeyboard {
  const kb = new InlineKeyboard()
    .text(words.t('telegramStart.buttons.today'), FIRST.today)
    .text(words.t('telegramStart.buttons.time'), FIRST.time)
    .row();
  // Each other language named in itself, so a person who reads it recognises it (decision 239).
  for (const l of LANGUAGES) if (l !== words.language) kb.text(`🌐 ${LANGUAGE_NAMES[l]}`, FIRST.language(l));
  return kb;
}

startFeature.chatType('private').callbackQuery(FIRST.today, async (c) => {
  await c.answerCallbackQuery();
  await sendTodayPrayer(c);
  // The zone question follows the first answer, not the greeting.
  const s = await getReminderStatus(await c.app.actor(), { channel: 'telegram', target: String(c.chat.id) });
  if (!s.timeZoneConfirmed) await offerDailyPrayer(c);
});

startFeature.chatType('private').callbackQuery(FIRST.time, async (c) => {
  await c.answerCallbackQuery();
  await offerDailyPrayer(c);
});

startFeature.chatType('private').callbackQuery(/^st:lang:([a-z]{2})$/, async (c) => {
  const language = LANGUAGES.find((l) => l === c.match[1]);
  if (!language) return c.answerCallbackQuery();
  await updateSettings(await c.app.actor(), { language });
  c.app.forgetPerson(); // what is said from now on speaks the new language
  const words = await c.app.words();
  await c.answerCallbackQuery({ text: words.t('telegramAccount.language.changed') });
  // The same first message, now in the language chosen.
  await c.editMessageText(await firstMessageHtml(c, 'welcome'), {
    parse_mode: 'HTML',
    link_preview_options: { is_disabled: true },
    reply_markup: firstMessageKeyboard(words),
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
