/**
 * /watch in the private chat (decision 352): the person's watches, each with its coverage and
 * their own slots in their zone, buttons to see the open slots and to give theirs back; and how
 * long before each slot they are reminded (`/watch lead`, or the ⏰ button). Watches are started in
 * a group, where the group shares the hours; here a person looks after their own part.
 */
import { Composer } from 'grammy';
import { WATCH_LEAD_CHOICES } from '@dps/core/watches/watch-form';
import { listMyWatches } from '@dps/core/watches/list-my-watches';
import { getWatchLead, setWatchLead } from '@dps/core/watches/set-watch-lead';
import type { BotContext } from '../bot-context';
import { leadMessage, myWatchesMessage, VIEW } from './watch-render';

export const watchPrivateFeature = new Composer<BotContext>();

const html = { parse_mode: 'HTML' as const, link_preview_options: { is_disabled: true } };

async function listOf(c: BotContext) {
  const actor = await c.app.actor();
  return myWatchesMessage(await listMyWatches(actor), actor.timeZone, await getWatchLead(actor), await c.app.words());
}

watchPrivateFeature.chatType('private').command('watch', async (c) => {
  const arg = c.match.trim().toLowerCase().split(/\s+/);
  if (arg[0] === 'lead' || arg[0] === 'aviso') {
    const actor = await c.app.actor();
    // "/watch lead 15" sets it at once; core refuses a time that is not one of the choices.
    if (arg[1] !== undefined) await setWatchLead(actor, { minutes: arg[1] });
    const words = await c.app.words();
    const lead = await getWatchLead(actor);
    if (arg[1] !== undefined) await c.reply(words.t('telegramWatch.mine.leadSet', { minutes: lead }));
    const m = leadMessage(lead, WATCH_LEAD_CHOICES, words);
    await c.reply(m.text, { reply_markup: m.keyboard });
    return;
  }
  const list = await listOf(c);
  await c.reply(list.html, { ...html, reply_markup: list.keyboard });
});

watchPrivateFeature.callbackQuery(VIEW.list, async (c) => {
  const list = await listOf(c);
  await c.editMessageText(list.html, { ...html, reply_markup: list.keyboard });
  await c.answerCallbackQuery();
});

watchPrivateFeature.callbackQuery(VIEW.lead, async (c) => {
  const actor = await c.app.actor();
  const m = leadMessage(await getWatchLead(actor), WATCH_LEAD_CHOICES, await c.app.words());
  await c.editMessageText(m.text, { reply_markup: m.keyboard });
  await c.answerCallbackQuery();
});

watchPrivateFeature.callbackQuery(/^wv:lead:(\d{1,2})$/, async (c) => {
  const actor = await c.app.actor();
  const { minutes } = await setWatchLead(actor, { minutes: c.match[1]! });
  const words = await c.app.words();
  await c.answerCallbackQuery({ text: words.t('telegramWatch.mine.leadSet', { minutes }) });
  const list = myWatchesMessage(await listMyWatches(actor), actor.timeZone, minutes, words);
  await c.editMessageText(list.html, { ...html, reply_markup: list.keyboard });
});
