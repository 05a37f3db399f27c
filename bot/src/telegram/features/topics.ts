/** /topics: an inline menu of topics, then a topic's prayers, then a prayer with Save and Share. */
import { Composer, InlineKeyboard } from 'grammy';
import { getTopic } from '@dps/core/topics/get-topic';
import { listTopicPrayers } from '@dps/core/topics/list-topic-prayers';
import { listTopics } from '@dps/core/topics/list-topics';
import type { BotContext } from '../bot-context';
import { buttonLabel, cb, prayerHtml, topicEmoji } from '../format';
import { topicPrayerKeyboard } from '../keyboards';

export const topicsFeature = new Composer<BotContext>();

async function topicMenu(c: BotContext): Promise<InlineKeyboard> {
  const topics = await listTopics(c.app.core);
  const kb = new InlineKeyboard();
  topics.forEach((t, i) => {
    kb.text(`${topicEmoji(t.name)} ${buttonLabel(t.name, 30)}`, cb.topic(t.id));
    if (i % 2 === 1) kb.row();
  });
  return kb;
}

/** A message whose buttons are the topics: the menu itself (whatever language it was drawn in). */
const isMenu = (c: BotContext) =>
  (c.callbackQuery?.message?.reply_markup?.inline_keyboard ?? [])
    .flat()
    .some((b) => 'callback_data' in b && b.callback_data.startsWith('topic:'));

topicsFeature.command('topics', async (c) => {
  const { rich } = await c.app.words();
  await c.reply(rich('telegramProgress.topics.menu'), { parse_mode: 'HTML', reply_markup: await topicMenu(c) });
});

topicsFeature.callbackQuery(cb.topics, async (c) => {
  await c.answerCallbackQuery();
  if (isMenu(c)) return;
  const { rich } = await c.app.words();
  // From a prayer message: open a fresh menu; from a topic's list: turn it back into the menu.
  const isList = (c.callbackQuery.message?.reply_markup?.inline_keyboard ?? [])
    .flat()
    .some((b) => 'callback_data' in b && b.callback_data.startsWith('tp:'));
  const menu = rich('telegramProgress.topics.menu');
  if (isList) await c.editMessageText(menu, { parse_mode: 'HTML', reply_markup: await topicMenu(c) });
  else await c.reply(menu, { parse_mode: 'HTML', reply_markup: await topicMenu(c) });
});

topicsFeature.callbackQuery(/^topic:(\d{1,10})$/, async (c) => {
  const topicId = Number(c.match[1]);
  const words = await c.app.words();
  const { rich, t } = words;
  const topic = await getTopic(c.app.core, { topicId });
  const prayers = await listTopicPrayers(await c.app.actor(), { topicId });
  const kb = new InlineKeyboard();
  for (const p of prayers) kb.text(buttonLabel(p.title), `tp:${topicId}:${p.id}`).row();
  kb.text(t('telegramCommon.buttons.allTopics'), cb.topics);
  const head = rich('telegramProgress.topics.heading', {
    emoji: topicEmoji(topic.name),
    name: topic.name || t('telegramProgress.topics.topic'),
    description: topic.description,
  });
  const body = prayers.length > 0 ? rich('telegramProgress.topics.choose') : rich('telegramProgress.topics.empty');
  await c.answerCallbackQuery();
  await c.editMessageText(`${head}\n\n${body}`, { parse_mode: 'HTML', reply_markup: kb });
});

topicsFeature.callbackQuery(/^tp:(\d{1,10}):(\d{1,10})$/, async (c) => {
  const topicId = Number(c.match[1]);
  const prayerId = Number(c.match[2]);
  const words = await c.app.words();
  const prayer = (await listTopicPrayers(await c.app.actor(), { topicId })).find((p) => p.id === prayerId);
  await c.answerCallbackQuery();
  if (!prayer) {
    await c.reply(words.t('telegramProgress.topics.gone'));
    return;
  }
  await c.reply(prayerHtml(prayer), {
    parse_mode: 'HTML',
    link_preview_options: { is_disabled: true },
    reply_markup: topicPrayerKeyboard(words, prayer.id, { saved: prayer.isFavorited }),
  });
});
