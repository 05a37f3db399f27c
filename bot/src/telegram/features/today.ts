/**
 * /today and the buttons under a prayer: 🙏 Pray, ❤️ Save, 📤 Share, and on a group's post
 * "🌐 Español" / "🌐 English": the same day's prayer in that language, sent privately (decision 239).
 */
import { keepDailyRequestRows } from '../daily-requests-html';
import { Composer, GrammyError, InlineKeyboard } from 'grammy';
import type { Language } from '@dps/db/content/languages';
import { getGroupPostInLanguage } from '@dps/core/groups/group-post-in-language';
import { prayShownPrayer } from '@dps/core/groups/pray-shown-prayer';
import { getDailyPrayer } from '@dps/core/prayers/get-daily-prayer';
import { getPublishedPrayer } from '@dps/core/prayers/published-prayer';
import { saveFavorite } from '@dps/core/prayers/save-favorite';
import { buildShareText } from '@dps/core/share/build-share-text';
import { dailyDeliveryHtml } from '../daily-message';
import type { BotContext } from '../bot-context';
import { isGroup } from '../chat-admin';
import { redrawGroupPost } from '../group-post';
import { shareImageData } from './share-image';
import { keepPlanDayRows } from '../plan-day-html';
import { cb, longDate, prayerHtml } from '../format';
import { dailyPrayerKeyboard, keyboardState, topicPrayerKeyboard } from '../keyboards';
import { LANGUAGE_NAMES, wordsFor } from '../words';

export const todayFeature = new Composer<BotContext>();

todayFeature.command('today', (c) => sendTodayPrayer(c));

/** Today's prayer with its buttons, here (/today, and the first message's button). */
export async function sendTodayPrayer(c: BotContext): Promise<void> {
  const actor = await c.app.actor();
  const words = await c.app.words();
  const prayer = await getDailyPrayer(actor);
  if (!prayer) {
    await c.reply(words.t('telegramToday.none'));
    return;
  }
  const heading = words.rich('telegramToday.heading', { date: longDate(prayer.date, words.language) });
  await c.reply(prayerHtml(prayer, { heading }), {
    parse_mode: 'HTML',
    link_preview_options: { is_disabled: true },
    reply_markup: dailyPrayerKeyboard(words, prayer.id, { prayed: prayer.isCompleted, saved: prayer.isFavorited }),
  });
}

/** Redraw the buttons of the tapped message; a tap that changes nothing is not an error. */
async function updateButtons(c: BotContext, markup: InlineKeyboard): Promise<void> {
  keepPlanDayRows(markup, c.callbackQuery?.message?.reply_markup); // a plan day's button stays (decision 216)
  keepDailyRequestRows(markup, c.callbackQuery?.message?.reply_markup); // and the requests' (decision 300)
  try {
    await c.editMessageReplyMarkup({ reply_markup: markup });
  } catch (e) {
    if (!(e instanceof GrammyError && /message is not modified/.test(e.description))) throw e;
  }
}

/** A topic prayer's message: its keyboard leads back to all topics (whatever language it was drawn in). */
const isTopicMessage = (c: BotContext) =>
  (c.callbackQuery?.message?.reply_markup?.inline_keyboard ?? [])
    .flat()
    .some((b) => 'callback_data' in b && b.callback_data === cb.topics);

todayFeature.callbackQuery(/^pray:(\d{1,10})$/, async (c) => {
  const actor = await c.app.actor();
  const { t } = await c.app.words();
  const prayerId = Number(c.match[1]);
  const inGroup = c.chat?.type !== 'private';
  const chatId = c.chat?.id;
  const messageId = c.callbackQuery.message?.message_id;
  // On a group's post it counts for the group too (decision 151); core says what to redraw (decision 251).
  const onPost = inGroup && chatId !== undefined && messageId !== undefined;
  const result = await prayShownPrayer(actor, {
    prayerId,
    source: 'telegram',
    ...(onPost ? { group: { channel: 'telegram' as const, target: String(chatId) } } : {}),
  });
  if (result.group)
    await redrawGroupPost(c, actor, { chatId: chatId!, messageId: messageId!, prayerId, group: result.group });
  if (!inGroup) {
    const state = keyboardState(c.callbackQuery.message?.reply_markup);
    await updateButtons(c, dailyPrayerKeyboard(await c.app.words(), prayerId, { ...state, prayed: true }));
  }
  const name = c.from.first_name;
  await c.answerCallbackQuery({
    text: result.alreadyCompleted
      ? inGroup
        ? t('telegramToday.pray.alreadyInGroup', { name })
        : t('telegramToday.pray.already')
      : inGroup
        ? t('telegramToday.pray.doneInGroup', { name })
        : t('telegramToday.pray.done'),
  });
});

todayFeature.callbackQuery(/^save:(\d{1,10})$/, async (c) => {
  const actor = await c.app.actor();
  const words = await c.app.words();
  const prayerId = Number(c.match[1]);
  const result = await saveFavorite(actor, { prayerId });
  if (c.chat?.type === 'private') {
    const state = keyboardState(c.callbackQuery.message?.reply_markup);
    await updateButtons(
      c,
      isTopicMessage(c)
        ? topicPrayerKeyboard(words, prayerId, { saved: true })
        : dailyPrayerKeyboard(words, prayerId, { ...state, saved: true }),
    );
  }
  await c.answerCallbackQuery({
    text: result.alreadySaved ? words.t('telegramToday.save.already') : words.t('telegramToday.save.done'),
  });
});

todayFeature.callbackQuery(/^share:(\d{1,10})$/, async (c) => {
  // Callback data is the client's to forge: only a prayer published to this person is shared.
  const prayer = await getPublishedPrayer(await c.app.actor(), { prayerId: Number(c.match[1]) });
  const words = await c.app.words();
  const text = buildShareText(prayer, c.app.appName);
  const url = `https://t.me/share/url?url=${encodeURIComponent(c.app.appUrl)}&text=${encodeURIComponent(text.slice(0, 1500))}`;
  const keyboard = new InlineKeyboard().url(words.t('telegramToday.share.onTelegram'), url);
  if (prayer.scriptureReference)
    keyboard.row().text(words.t('telegramToday.share.image'), shareImageData.prayer(prayer.id));
  await c.answerCallbackQuery();
  await c.reply(words.rich('telegramToday.share.intro', { text }), {
    parse_mode: 'HTML',
    link_preview_options: { is_disabled: true },
    reply_markup: keyboard,
  });
});

/**
 * "🌐 English" on a group's post: the same day's prayer in that language, in the member's private
 * chat, with its own buttons. A bot may only write to someone who started it: otherwise the popup
 * says how. Everything here speaks the language that was asked for (the button names it in itself).
 */
todayFeature.callbackQuery(/^gl:(en|es):(\d{1,10})$/, async (c) => {
  const language = c.match[1] as Language;
  const words = wordsFor(language);
  if (!isGroup(c)) {
    await c.answerCallbackQuery();
    return;
  }
  const post = await getGroupPostInLanguage(c.app.core, {
    channel: 'telegram',
    target: String(c.chat!.id),
    prayerId: c.match[2]!,
    language,
  });
  if (!post) {
    await c.answerCallbackQuery({ text: words.t('telegramGroups.inLanguage.unavailable'), show_alert: true });
    return;
  }
  const target = String(c.from.id);
  try {
    await c.api.sendMessage(
      c.from.id,
      dailyDeliveryHtml({ target, localDate: post.localDate, prayer: post.prayer, language }),
      {
        parse_mode: 'HTML',
        link_preview_options: { is_disabled: true },
        reply_markup: dailyPrayerKeyboard(words, post.prayer.id),
      },
    );
  } catch (e) {
    // 403: they never started the bot (or blocked it). Nothing of theirs to log.
    if (!(e instanceof GrammyError && e.error_code === 403)) throw e;
    await c.answerCallbackQuery({
      text: words.t('telegramGroups.inLanguage.startFirst', {
        bot: `@${c.me.username}`,
        button: `🌐 ${LANGUAGE_NAMES[language]}`,
      }),
      show_alert: true,
    });
    return;
  }
  await c.answerCallbackQuery({ text: words.t('telegramGroups.inLanguage.sent') });
});
