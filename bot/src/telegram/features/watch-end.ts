/**
 * Ending a watch early from Telegram (decision 370): whoever started it or a leader of its group.
 * In the private /watch list each watch the person may end has a ⏹ button; in a group,
 * `/watch end` lists the group's watches the asker may end, with buttons only they may use. A
 * tap asks to confirm in place; "yes" asks core (which refuses anyone else in words) and the
 * outbox redraws the post and sends the summary.
 *
 * Callback data, apart from the `w:` and `wv:l` / `wv:lead` ones: `wv:end:<watchId>[:<for>]` asks,
 * `wv:endok:<watchId>[:<for>]` ends, `wv:endno:<for>` goes back to the group's list, where `<for>`
 * is the Telegram id of the person a group message answers.
 */
import { Composer } from 'grammy';
import { recordCircleMembership } from '@dps/core/circles/record-circle-membership';
import { AppError } from '@dps/core/errors';
import { endWatch } from '@dps/core/watches/end-watch';
import { getWatch } from '@dps/core/watches/get-watch';
import { listMyWatches } from '@dps/core/watches/list-my-watches';
import { getWatchLead } from '@dps/core/watches/set-watch-lead';
import type { BotContext } from '../bot-context';
import { isGroup } from '../chat-admin';
import { buttonLabel, escapeHtml } from '../format';
import type { Words } from '../words';
import { endConfirm, groupEndList, myWatchesMessage } from './watch-render';

export const watchEndFeature = new Composer<BotContext>();

const html = { parse_mode: 'HTML' as const, link_preview_options: { is_disabled: true } };

/** The group's circle, the tapper in it (writing or tapping there is being in it: decision 294). */
async function groupCircle(c: BotContext, userId: number): Promise<number> {
  return recordCircleMembership(c.app.core, {
    circle: { channel: 'telegram', target: String(c.chat!.id), title: c.chat!.title ?? null },
    userId,
    isMember: true,
  });
}

/** The group's watches this person may end now (core's `canEnd`: the starter or a leader). */
async function endableHere(c: BotContext) {
  const { actor, user } = await c.app.person();
  const circleId = await groupCircle(c, user.id);
  return (await listMyWatches(actor, { circleId })).filter((v) => v.canEnd);
}

/** The group's list for the asker, or the line saying who may end a watch. */
async function groupListMessage(c: BotContext, words: Words) {
  return groupEndList(await endableHere(c), c.from!.id, c.from!.first_name, words);
}

watchEndFeature.chatType(['group', 'supergroup']).command('watch', async (c, next) => {
  const arg = c.match.trim().toLowerCase();
  if (arg !== 'end' && arg !== 'terminar') return next();
  const m = await groupListMessage(c, await c.app.words());
  await c.reply(m.html, {
    ...html,
    reply_parameters: { message_id: c.msg.message_id, allow_sending_without_reply: true },
    ...(m.keyboard ? { reply_markup: m.keyboard } : {}),
  });
});

/**
 * A group message's buttons are for the person it answers: anyone else is told so in a popup and
 * nothing changes. True when the tap may go on.
 */
async function forTheTapper(c: BotContext, forId: string | undefined, words: Words): Promise<boolean> {
  if (!isGroup(c)) return true;
  if (forId !== undefined && Number(forId) === c.from!.id) return true;
  await c.answerCallbackQuery({ text: words.t('telegramWatch.end.notYours'), show_alert: true });
  return false;
}

watchEndFeature.callbackQuery(/^wv:(end|endok):(\d{1,10})(?::(\d{1,15}))?$/, async (c) => {
  const [, step, id, forId] = c.match as unknown as [string, string, string, string | undefined];
  const words = await c.app.words();
  if (!(await forTheTapper(c, forId, words))) return;
  const watchId = Number(id);
  const { actor, user } = await c.app.person();
  if (isGroup(c)) await groupCircle(c, user.id);
  if (step === 'end') {
    // Only asked of someone core would let end it; a forged button is refused in words.
    const view = await getWatch(actor, { id: watchId });
    if (view.status === 'ended') throw new AppError('conflict', 'watchEnded');
    if (!view.canEnd) throw new AppError('forbidden', 'watchEndNotAllowed');
    const m = endConfirm(view, isGroup(c) ? c.from!.id : null, words);
    await c.editMessageText(m.html, { ...html, reply_markup: m.keyboard });
    return void (await c.answerCallbackQuery());
  }
  await endWatch(actor, { watchId });
  await c.answerCallbackQuery({ text: words.t('telegramWatch.end.done'), show_alert: true });
  if (isGroup(c)) {
    const view = await getWatch(actor, { id: watchId });
    await c.editMessageText(
      escapeHtml(words.t('telegramWatch.end.endedLine', { title: buttonLabel(view.title, 120) })),
      html,
    );
    return;
  }
  const list = myWatchesMessage(await listMyWatches(actor), actor.timeZone, await getWatchLead(actor), words);
  await c.editMessageText(list.html, { ...html, reply_markup: list.keyboard });
});

watchEndFeature.callbackQuery(/^wv:endno:(\d{1,15})$/, async (c) => {
  const words = await c.app.words();
  if (!(await forTheTapper(c, c.match[1], words))) return;
  const m = await groupListMessage(c, words);
  await c.editMessageText(m.html, { ...html, ...(m.keyboard ? { reply_markup: m.keyboard } : {}) });
  await c.answerCallbackQuery();
});
