/**
 * Joining this chat to a web account with a code from the Profile page (`/link CODE`, or the
 * `t.me/<bot>?start=CODE` deep link). Two steps (decision 070): the bot first shows which account
 * the code belongs to and, when the chat has history of its own, that it would join that account
 * and its owner would see it; only the person's "Connect" tap links. The code rides in the button
 * and core checks it again on the tap (still unused, unexpired, same chat person, attempt counted).
 */
import { Composer, InlineKeyboard } from 'grammy';
import { maskEmail, type LinkPreview } from '@dps/core/accounts/link-codes';
import { previewLinkCode } from '@dps/core/accounts/preview-link-code';
import { redeemLinkCode } from '@dps/core/accounts/redeem-link-code';
import { getSettings } from '@dps/core/settings/get-settings';
import { zoneName } from '@dps/core/time/zone-display';
import type { BotContext } from '../bot-context';
import { onlyInPrivate } from '../conversations';
import { UsageError } from '../errors';
import { spokenTime } from '../format';
import type { Words } from '../words';
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
  if (!code) throw new UsageError((await c.app.words()).rich('telegramAccount.link.usage'));
  await askToLink(c, code);
});

/** "Eve (e***@example.test)": the account as its owner's own people would recognise it. */
const accountName = (name: string, email: string | null) => (email ? `${name} (${email})` : name);

/** The history the chat would bring along: "1 prayer prayed, 2 reflections". */
function historyList(words: Words, h: LinkPreview['history']): string {
  const { t } = words;
  return [
    h.prayers && t('telegramAccount.link.history.prayers', { count: h.prayers }),
    h.reflections && t('telegramAccount.link.history.reflections', { count: h.reflections }),
    h.ownPrayers && t('telegramAccount.link.history.ownPrayers', { count: h.ownPrayers }),
    h.favorites && t('telegramAccount.link.history.favorites', { count: h.favorites }),
    h.goals && t('telegramAccount.link.history.goals', { count: h.goals }),
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * Where the chat's and the account's zone or reminder differ: one line per setting and the two
 * choices' button labels (core's linkSettingsText, in the reader's language).
 */
function settingsChoice(words: Words, p: LinkPreview) {
  const s = p.settings;
  if (!s) return null;
  const { t, language } = words;
  const zone = (z: string | null) => (z ? zoneName(z, language) : t('telegramAccount.link.settings.notSet'));
  const time = (hhmm: string | null) => (hhmm ? spokenTime(hhmm, language) : t('telegramAccount.link.settings.off'));
  const summary = (side: { timeZone: string | null; reminderTime: string | null }) =>
    [s.zoneDiffers && zone(side.timeZone), s.reminderDiffers && time(side.reminderTime)].filter(Boolean).join(', ');
  const lines: string[] = [];
  if (s.zoneDiffers) {
    const notSet = t('telegramAccount.link.settings.notSet');
    lines.push(
      t('telegramAccount.link.settings.zone', {
        chat: s.chat.timeZone ? zoneName(s.chat.timeZone, language) : notSet,
        web: s.web.timeZone ? zoneName(s.web.timeZone, language) : notSet,
      }),
    );
  }
  if (s.reminderDiffers) {
    lines.push(
      t('telegramAccount.link.settings.reminder', {
        chatOn: s.chat.reminderTime ? 'yes' : 'no',
        chat: s.chat.reminderTime ? spokenTime(s.chat.reminderTime, language) : '',
        webOn: s.web.reminderTime ? 'yes' : 'no',
        web: s.web.reminderTime ? spokenTime(s.web.reminderTime, language) : '',
      }),
    );
  }
  return {
    lines,
    keepChat: t('telegramAccount.link.settings.keepChat', { summary: summary(s.chat) }),
    keepWeb: t('telegramAccount.link.settings.keepWeb', { summary: summary(s.web) }),
  };
}

/** Step one: show whose account the code joins, and ask. Nothing is linked here. */
export async function askToLink(c: BotContext, rawCode: string): Promise<void> {
  const { user } = await c.app.person();
  const words = await c.app.words();
  const { rich, t } = words;
  const preview = await previewLinkCode(c.app.core, { code: rawCode, fromUserId: user.id, chat: chatOf(c) });
  if (preview.sameAccount) {
    await c.reply(t('telegramAccount.link.already'));
    return;
  }
  const name = preview.into.firstName.trim() || t('telegramAccount.link.thisPerson');
  const lines = [
    rich('telegramAccount.link.heading'),
    '',
    rich('telegramAccount.link.account', { account: accountName(name, preview.into.maskedEmail) }),
  ];
  if (preview.hasHistory) {
    lines.push('', rich('telegramAccount.link.warning', { history: historyList(words, preview.history), name }));
  }
  // Where the zone or reminder time differ, the person picks whose stay (never rewritten quietly).
  const settings = settingsChoice(words, preview);
  if (settings) {
    lines.push(
      '',
      rich('telegramAccount.link.settings.intro'),
      ...settings.lines.map((l) => rich('telegramAccount.link.settings.line', { line: l })),
    );
  }
  lines.push('', rich('telegramAccount.link.question'));
  const keyboard = settings
    ? new InlineKeyboard()
        .text(`✅ ${settings.keepChat}`, linkCallback.confirm(preview.code, user.id, preview.hasHistory, 'chat'))
        .row()
        .text(`✅ ${settings.keepWeb}`, linkCallback.confirm(preview.code, user.id, preview.hasHistory, 'web'))
        .row()
        .text(t('telegramCommon.buttons.cancel'), linkCallback.cancel)
    : new InlineKeyboard()
        .text(t('telegramAccount.link.connect'), linkCallback.confirm(preview.code, user.id, preview.hasHistory))
        .text(t('telegramCommon.buttons.cancel'), linkCallback.cancel);
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
    const { t } = await c.app.words();
    await c.answerCallbackQuery({ text: t('telegramAccount.link.outOfDate'), show_alert: true });
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
  // From here on this chat is the web account's: its language speaks.
  c.app.forgetPerson();
  const s = await getSettings(await c.app.actor());
  const { rich, t, language } = await c.app.words();
  const account = accountName(into.firstName || t('telegramAccount.link.itsOwner'), maskEmail(into.email));
  await c.answerCallbackQuery({ text: t('telegramAccount.link.connectedPopup') });
  await c.editMessageText(
    [
      rich('telegramAccount.link.connected', { account }),
      '',
      s.dailyReminders
        ? rich('telegramAccount.link.reminderOn', { time: spokenTime(s.reminderTime, language), zone: zoneName(s.timeZone, language) })
        : rich('telegramAccount.link.reminderOff', { zone: zoneName(s.timeZone, language) }),
    ].join('\n'),
    { parse_mode: 'HTML' },
  );
  // Connecting leads somewhere: the daily prayer here, in one or two taps (decision 201).
  await offerDailyPrayer(c);
});

linkFeature.callbackQuery(linkCallback.cancel, async (c) => {
  const { t } = await c.app.words();
  await c.answerCallbackQuery({ text: t('telegramAccount.link.cancelledPopup') });
  await c.editMessageText(t('telegramAccount.link.cancelled'));
});
