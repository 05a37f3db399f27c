/** /today and the buttons under a prayer: 🙏 Pray, ❤️ Save, 📤 Share. */
import { Composer, GrammyError, InlineKeyboard } from 'grammy';
import { completePrayer } from '@dps/core/prayers/complete-prayer';
import { getDailyPrayer, NO_DAILY_PRAYER } from '@dps/core/prayers/get-daily-prayer';
import { getPublishedPrayer } from '@dps/core/prayers/published-prayer';
import { saveFavorite } from '@dps/core/prayers/save-favorite';
import { buildShareText } from '@dps/core/share/build-share-text';
import type { BotContext } from '../bot-context';
import { countPrayerForGroup } from '../group-post';
import { shareImageData } from './share-image';
import { keepPlanDayRows } from '../plan-day-html';
import { dailyPrayerKeyboard, escapeHtml, keyboardState, longUsDate, prayerHtml, topicPrayerKeyboard } from '../format';

export const todayFeature = new Composer<BotContext>();

todayFeature.command('today', async (c) => {
  const actor = await c.app.actor();
  const prayer = await getDailyPrayer(actor);
  if (!prayer) {
    await c.reply(NO_DAILY_PRAYER);
    return;
  }
  await c.reply(prayerHtml(prayer, { heading: `🙏 <b>Today's Prayer</b> · ${longUsDate(prayer.date)}` }), {
    parse_mode: 'HTML',
    link_preview_options: { is_disabled: true },
    reply_markup: dailyPrayerKeyboard(prayer.id, { prayed: prayer.isCompleted, saved: prayer.isFavorited }),
  });
});

/** Redraw the buttons of the tapped message; a tap that changes nothing is not an error. */
async function updateButtons(c: BotContext, markup: InlineKeyboard): Promise<void> {
  keepPlanDayRows(markup, c.callbackQuery?.message?.reply_markup); // a plan day's button stays (decision 216)
  try {
    await c.editMessageReplyMarkup({ reply_markup: markup });
  } catch (e) {
    if (!(e instanceof GrammyError && /message is not modified/.test(e.description))) throw e;
  }
}

const isTopicMessage = (c: BotContext) =>
  (c.callbackQuery?.message?.reply_markup?.inline_keyboard ?? []).flat().some((b) => b.text === '« All topics');

todayFeature.callbackQuery(/^pray:(\d{1,10})$/, async (c) => {
  const actor = await c.app.actor();
  const prayerId = Number(c.match[1]);
  const result = await completePrayer(actor, { prayerId, source: 'telegram' });
  const inGroup = c.chat?.type !== 'private';
  if (inGroup) await countPrayerForGroup(c, actor, prayerId);
  if (!inGroup) {
    const state = keyboardState(c.callbackQuery.message?.reply_markup);
    await updateButtons(c, dailyPrayerKeyboard(prayerId, { ...state, prayed: true }));
  }
  const who = inGroup ? ` Counted for you, ${c.from.first_name}.` : '';
  await c.answerCallbackQuery({
    text: result.alreadyCompleted ? `Already prayed today ✅${who}` : `Prayer Completed! 🙏${who}`,
  });
});

todayFeature.callbackQuery(/^save:(\d{1,10})$/, async (c) => {
  const actor = await c.app.actor();
  const prayerId = Number(c.match[1]);
  const result = await saveFavorite(actor, { prayerId });
  if (c.chat?.type === 'private') {
    const state = keyboardState(c.callbackQuery.message?.reply_markup);
    await updateButtons(
      c,
      isTopicMessage(c)
        ? topicPrayerKeyboard(prayerId, { saved: true })
        : dailyPrayerKeyboard(prayerId, { ...state, saved: true }),
    );
  }
  await c.answerCallbackQuery({ text: result.alreadySaved ? 'Already in your favorites ❤️' : 'Saved! ❤️' });
});

todayFeature.callbackQuery(/^share:(\d{1,10})$/, async (c) => {
  // Callback data is the client's to forge: only a prayer published to this person is shared.
  const prayer = await getPublishedPrayer(await c.app.actor(), { prayerId: Number(c.match[1]) });
  const text = buildShareText(prayer, c.app.appName);
  const url = `https://t.me/share/url?url=${encodeURIComponent(c.app.appUrl)}&text=${encodeURIComponent(text.slice(0, 1500))}`;
  await c.answerCallbackQuery();
  await c.reply(`📤 Forward this message, or tap the button to share it:\n\n${escapeHtml(text)}`, {
    parse_mode: 'HTML',
    link_preview_options: { is_disabled: true },
    reply_markup: prayer.scriptureReference
      ? new InlineKeyboard().url('📤 Share on Telegram', url).row().text('🖼 Image', shareImageData.prayer(prayer.id))
      : new InlineKeyboard().url('📤 Share on Telegram', url),
  });
});
