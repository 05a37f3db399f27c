/** /topics: an inline menu of topics, then a topic's prayers, then a prayer with Save and Share. */
import { Composer, InlineKeyboard } from 'grammy';
import { getTopic } from '@dps/core/topics/get-topic';
import { listTopicPrayers } from '@dps/core/topics/list-topic-prayers';
import { listTopics } from '@dps/core/topics/list-topics';
import type { BotContext } from '../bot-context';
import { buttonLabel, cb, escapeHtml, prayerHtml, topicEmoji, topicPrayerKeyboard } from '../format';

export const topicsFeature = new Composer<BotContext>();

const MENU_TEXT = "<b>Prayer Topics</b>\nChoose a prayer based on what you're going through";

async function topicMenu(c: BotContext): Promise<InlineKeyboard> {
  const topics = await listTopics(c.app.core);
  const kb = new InlineKeyboard();
  topics.forEach((t, i) => {
    kb.text(`${topicEmoji(t.name)} ${buttonLabel(t.name, 30)}`, cb.topic(t.id));
    if (i % 2 === 1) kb.row();
  });
  return kb;
}

topicsFeature.command('topics', async (c) => {
  await c.reply(MENU_TEXT, { parse_mode: 'HTML', reply_markup: await topicMenu(c) });
});

topicsFeature.callbackQuery(cb.topics, async (c) => {
  await c.answerCallbackQuery();
  if (c.callbackQuery.message?.text?.startsWith('Prayer Topics')) return;
  // From a prayer message: open a fresh menu; from a topic's list: turn it back into the menu.
  const isList = (c.callbackQuery.message?.reply_markup?.inline_keyboard ?? [])
    .flat()
    .some((b) => 'callback_data' in b && b.callback_data.startsWith('tp:'));
  if (isList) await c.editMessageText(MENU_TEXT, { parse_mode: 'HTML', reply_markup: await topicMenu(c) });
  else await c.reply(MENU_TEXT, { parse_mode: 'HTML', reply_markup: await topicMenu(c) });
});

topicsFeature.callbackQuery(/^topic:(\d{1,10})$/, async (c) => {
  const topicId = Number(c.match[1]);
  const topic = await getTopic(c.app.core, { topicId });
  const prayers = await listTopicPrayers(await c.app.actor(), { topicId });
  const kb = new InlineKeyboard();
  for (const p of prayers) kb.text(buttonLabel(p.title), `tp:${topicId}:${p.id}`).row();
  kb.text('« All topics', cb.topics);
  const head = `${topicEmoji(topic.name)} <b>${escapeHtml(topic.name || 'Topic')} Prayers</b>\n${escapeHtml(topic.description)}`;
  const body =
    prayers.length > 0
      ? 'Choose a prayer:'
      : 'No prayers available for this topic yet.\nCheck back soon for new content!';
  await c.answerCallbackQuery();
  await c.editMessageText(`${head}\n\n${body}`, { parse_mode: 'HTML', reply_markup: kb });
});

topicsFeature.callbackQuery(/^tp:(\d{1,10}):(\d{1,10})$/, async (c) => {
  const topicId = Number(c.match[1]);
  const prayerId = Number(c.match[2]);
  const prayer = (await listTopicPrayers(await c.app.actor(), { topicId })).find((p) => p.id === prayerId);
  await c.answerCallbackQuery();
  if (!prayer) {
    await c.reply('That prayer is no longer available. Send /topics to choose another.');
    return;
  }
  await c.reply(prayerHtml(prayer), {
    parse_mode: 'HTML',
    link_preview_options: { is_disabled: true },
    reply_markup: topicPrayerKeyboard(prayer.id, { saved: prayer.isFavorited }),
  });
});
