/**
 * /watch in a group (decision 350): a guided flow with buttons, for whoever typed it. What for (a
 * title typed as a reply, and optionally one of the group's open requests), when (buttons in the
 * group's zone, or a day and time typed in words), how long, slot length and people per slot, then
 * "Start it?". One message, edited as it advances; the watch POST is sent by the outbox.
 *
 * The draft is kept in the database (conversation state, 30 minutes), under the flow message, so
 * a restart or another instance carries on; a typed answer is matched to its prompt by Telegram's
 * reply, which is also what a bot in privacy mode is shown of a group's talk.
 */
import { Composer } from 'grammy';
import { z } from 'zod';
import { recordCircleMembership } from '@dps/core/circles/record-circle-membership';
import { listCircleRequests } from '@dps/core/circles/list-circle-requests';
import {
  clearConversationState,
  getConversationState,
  setConversationState,
} from '@dps/core/conversations/conversation-state';
import { getTelegramChat } from '@dps/core/delivery/get-telegram-chat';
import { AppError, isAppError } from '@dps/core/errors';
import { isValidTimeZone } from '@dps/core/time/local-day';
import { zoneName } from '@dps/core/time/zone-display';
import { parseInput } from '@dps/core/validate';
import {
  WATCH_PER_SLOT_MAX,
  WATCH_SLOT_MINUTES,
  WATCH_START_GRACE_MS,
  WATCH_START_MAX_DAYS,
  ZStartWatchInput,
} from '@dps/core/watches/watch-form';
import { startWatch } from '@dps/core/watches/start-watch';
import type { BotContext } from '../bot-context';
import { appErrorReply } from '../errors';
import { buttonLabel, escapeHtml } from '../format';
import type { Words } from '../words';
import {
  draftKey,
  flowMessage,
  REQUESTS_SHOWN,
  START_CHOICES,
  startOf,
  typedStart,
  typingKey,
  WATCH_LENGTHS,
  type StartChoice,
  type WatchDraft,
  type WatchTyping,
} from './watch-flow-steps';
import { lengthWords, whenIn } from './watch-render';

export const watchFlowFeature = new Composer<BotContext>();

const html = { parse_mode: 'HTML' as const, link_preview_options: { is_disabled: true } };

const ZTitle = z.object({ title: ZStartWatchInput.shape.title });

const circleOf = (c: BotContext) => ({
  channel: 'telegram' as const,
  target: String(c.chat!.id),
  title: c.chat && 'title' in c.chat ? (c.chat.title ?? null) : null,
});

/** The starter in the group's circle (they wrote there: decision 294); the circle's id. */
async function joinCircle(
  c: BotContext,
): Promise<{ circleId: number; actor: Awaited<ReturnType<BotContext['app']['actor']>> }> {
  const { actor, user } = await c.app.person();
  const circleId = await recordCircleMembership(c.app.core, { circle: circleOf(c), userId: user.id, isMember: true });
  return { circleId, actor };
}

type RequestChoice = { id: number; content: string };

/** The flow message, with the group's open requests when the step asks for one. */
async function render(
  c: BotContext,
  d: WatchDraft,
  words: Words,
  opts: { waitingTyped?: boolean; requests?: RequestChoice[] } = {},
) {
  const requests = d.requestId === undefined ? (opts.requests ?? (await groupRequests(c))) : [];
  return flowMessage(d, words, c.app.core.clock.now(), { ...opts, requests });
}

/** Up to six of the group's open requests (its circle's, for a current member). */
async function groupRequests(c: BotContext) {
  const { circleId, actor } = await joinCircle(c);
  const page = await listCircleRequests(actor, { circleId, list: 'open', limit: REQUESTS_SHOWN });
  return page.items;
}

/** Ask for a typed answer: a ForceReply to the starter's message, so their app replies to it. */
async function askTyped(
  c: BotContext,
  text: string,
  placeholder: string,
  replyTo: number,
  typing: Omit<WatchTyping, 'promptId'>,
): Promise<void> {
  const prompt = await c.api.sendMessage(c.chat!.id, text, {
    ...html,
    reply_parameters: { message_id: replyTo, allow_sending_without_reply: true },
    reply_markup: { force_reply: true, selective: true, input_field_placeholder: placeholder },
  });
  await setConversationState(c.app.core, typingKey(c.chat!.id, c.from!.id), { ...typing, promptId: prompt.message_id });
}

/** Send the flow message (after the title) and keep its draft under it. */
async function openFlow(c: BotContext, title: string, replyTo: number): Promise<void> {
  const actor = await c.app.actor();
  const chat = await getTelegramChat(c.app.core, { chatId: c.chat!.id });
  const timeZone = chat?.timeZone && isValidTimeZone(chat.timeZone) ? chat.timeZone : actor.timeZone;
  const words = await c.app.chatWords();
  const draft: WatchDraft = { starter: c.from!.id, starterName: c.from!.first_name, askedIn: replyTo, timeZone, title };
  // A group with no open request skips the question.
  const requests = await groupRequests(c);
  if (requests.length === 0) draft.requestId = null;
  const m = await render(c, draft, words, { requests });
  const sent = await c.reply(m.html, {
    ...html,
    reply_parameters: { message_id: replyTo, allow_sending_without_reply: true },
    reply_markup: m.keyboard,
  });
  await setConversationState(c.app.core, draftKey(c.chat!.id, sent.message_id), draft);
}

watchFlowFeature.chatType(['group', 'supergroup']).command('watch', async (c) => {
  const words = await c.app.chatWords();
  const given = c.match.trim();
  if (given) {
    const { title } = parseInput(ZTitle, { title: given });
    return openFlow(c, title, c.msg.message_id);
  }
  await joinCircle(c);
  await askTyped(
    c,
    words.rich('telegramWatch.flow.askTitle'),
    words.t('telegramWatch.flow.titlePlaceholder'),
    c.msg.message_id,
    {
      awaiting: 'title',
      askedIn: c.msg.message_id,
    },
  );
});

watchFlowFeature.chatType(['group', 'supergroup']).on('message:text', async (c, next) => {
  const text = c.message.text;
  if (text.startsWith('/')) return next();
  const key = typingKey(c.chat.id, c.from.id);
  const typing = await getConversationState<WatchTyping>(c.app.core, key);
  const repliedTo = c.message.reply_to_message?.message_id;
  if (!typing || (repliedTo !== typing.promptId && repliedTo !== typing.flowId)) return next();
  const words = await c.app.chatWords();
  const again = async (e: AppError) => {
    const said = appErrorReply(e, words);
    await askTyped(
      c,
      `${said.html}\n${escapeHtml(words.t('telegramWatch.flow.tryAgain'))}`,
      words.t(
        typing.awaiting === 'title' ? 'telegramWatch.flow.titlePlaceholder' : 'telegramWatch.flow.typedPlaceholder',
      ),
      c.message.message_id,
      typing,
    );
  };
  if (typing.awaiting === 'title') {
    let title: string;
    try {
      ({ title } = parseInput(ZTitle, { title: text }));
    } catch (e) {
      if (!isAppError(e)) throw e;
      return again(e);
    }
    await clearConversationState(c.app.core, key);
    return openFlow(c, title, c.message.message_id);
  }
  const flowId = typing.flowId!;
  const draft = await getConversationState<WatchDraft>(c.app.core, draftKey(c.chat.id, flowId));
  if (!draft) {
    await clearConversationState(c.app.core, key);
    return void (await c.reply(words.t('telegramWatch.flow.expired')));
  }
  const now = c.app.core.clock.now();
  const at = typedStart(text, now, draft.timeZone, [words.language, await c.app.language()]);
  const refusal = !at
    ? 'watchStartInvalid'
    : at.getTime() < now.getTime() - WATCH_START_GRACE_MS
      ? 'watchStartPast'
      : at.getTime() > now.getTime() + WATCH_START_MAX_DAYS * 86_400_000
        ? 'watchStartTooFar'
        : null;
  if (refusal) return again(new AppError('validation', refusal));
  const next2: WatchDraft = { ...draft, startsAt: at!.toISOString() };
  await setConversationState(c.app.core, draftKey(c.chat.id, flowId), next2);
  await clearConversationState(c.app.core, key);
  const m = await render(c, next2, words);
  await c.api.editMessageText(c.chat.id, flowId, m.html, { ...html, reply_markup: m.keyboard });
});

watchFlowFeature.callbackQuery(/^wf:(q|s|h|l|p|go|x)(?::([a-z0-9]{1,10}))?$/, async (c) => {
  const chatId = c.chat?.id;
  const flowId = c.callbackQuery.message?.message_id;
  const draft =
    chatId && flowId ? await getConversationState<WatchDraft>(c.app.core, draftKey(chatId, flowId)) : undefined;
  const own = await c.app.words();
  if (!draft) {
    return void (await c.answerCallbackQuery({ text: own.t('telegramWatch.flow.expired'), show_alert: true }));
  }
  if (draft.starter !== c.from.id) {
    return void (await c.answerCallbackQuery({
      text: own.t('telegramWatch.flow.notYours', { name: draft.starterName }),
      show_alert: true,
    }));
  }
  const key = draftKey(chatId!, flowId!);
  const words = await c.app.chatWords();
  const [, step, value = ''] = c.match as unknown as [string, string, string | undefined];
  const d: WatchDraft = { ...draft };
  const n = Number(value);
  if (step === 'x') {
    await clearConversationState(c.app.core, key);
    await clearConversationState(c.app.core, typingKey(chatId!, c.from.id));
    await c.editMessageText(escapeHtml(words.t('telegramWatch.flow.cancelled')), html);
    return void (await c.answerCallbackQuery());
  }
  if (step === 'go') return start(c, d, key, words);
  if (step === 'q') {
    if (n === 0) d.requestId = null;
    else {
      const r = (await groupRequests(c)).find((x) => x.id === n);
      // A request no longer open (answered, taken back): the question is asked again.
      if (r) {
        d.requestId = r.id;
        d.requestText = buttonLabel(r.content, 80);
      }
    }
  } else if (step === 's') {
    if (value === 'type') {
      const m = await render(c, d, words, { waitingTyped: true });
      await c.editMessageText(m.html, { ...html, reply_markup: m.keyboard });
      await askTyped(
        c,
        escapeHtml(words.t('telegramWatch.flow.askTypedTime', { zone: zoneName(d.timeZone, words.language) })),
        words.t('telegramWatch.flow.typedPlaceholder'),
        d.askedIn,
        { awaiting: 'time', askedIn: d.askedIn, flowId: flowId! },
      );
      return void (await c.answerCallbackQuery());
    }
    if (!(START_CHOICES as readonly string[]).includes(value)) return void (await c.answerCallbackQuery());
    d.startsAt = startOf(value as StartChoice, c.app.core.clock.now(), d.timeZone).toISOString();
  } else if (step === 'h' && (WATCH_LENGTHS as readonly number[]).includes(n)) d.hours = n;
  else if (step === 'l' && (WATCH_SLOT_MINUTES as readonly number[]).includes(n)) d.slotMinutes = n;
  else if (step === 'p' && n >= 1 && n <= WATCH_PER_SLOT_MAX) d.perSlot = n;
  await setConversationState(c.app.core, key, d);
  const m = await render(c, d, words);
  await c.editMessageText(m.html, { ...html, reply_markup: m.keyboard });
  await c.answerCallbackQuery();
});

/** "Start the watch": core starts it for the group; its post comes from the outbox. */
async function start(c: BotContext, d: WatchDraft, key: string, words: Words): Promise<void> {
  if (d.requestId === undefined || !d.startsAt || !d.hours || !d.slotMinutes || !d.perSlot) {
    return void (await c.answerCallbackQuery());
  }
  const { circleId, actor } = await joinCircle(c);
  let view;
  try {
    view = await startWatch(actor, {
      title: d.title,
      requestId: d.requestId,
      circleId,
      startsAt: d.startsAt,
      hours: d.hours,
      slotMinutes: d.slotMinutes,
      perSlot: d.perSlot,
      timeZone: d.timeZone,
    });
  } catch (e) {
    // The chosen start went by while the flow waited: the time is asked again, the rest kept.
    if (!isAppError(e) || (e.key !== 'watchStartPast' && e.key !== 'watchStartTooFar')) throw e;
    const again: WatchDraft = { ...d };
    delete again.startsAt;
    await setConversationState(c.app.core, key, again);
    const m = await render(c, again, words);
    await c.editMessageText(m.html, { ...html, reply_markup: m.keyboard });
    throw e;
  }
  await clearConversationState(c.app.core, key);
  await c.editMessageText(
    words.rich('telegramWatch.flow.started', {
      title: view.title,
      when: whenIn(view.startsAt, view.timeZone, words),
      zone: zoneName(view.timeZone, words.language),
      length: lengthWords(view.hours, words),
    }),
    html,
  );
  await c.answerCallbackQuery();
}
