/**
 * /request <text>: a prayer request. Asked in a group, it is that group's only (its circle,
 * decision 280): the post says so, and a "Share with everyone too" button lets its author (and only
 * them) put it on the web's prayer wall as well (decision 293). Asked in a private chat with the
 * bot, it is saved for its author and the bot asks who should see it: only them, one of their
 * groups, or everyone. Each post carries a "🙏 I prayed" button whose count is the wall's own
 * (core prayForRequest): decision 151.
 */
import { Composer, InlineKeyboard } from 'grammy';
import { recordChatCopy as recordTakeBackCopy } from '@dps/core/chat-copies/record-chat-copy';
import { myChatCircles } from '@dps/core/circles/my-chat-circles';
import { recordCircleMembership } from '@dps/core/circles/record-circle-membership';
import { findWallItem } from '@dps/core/rules/wall-item';
import { prayForRequest } from '@dps/core/wall/pray-for-request';
import { shareGroupRequest, splitAnonymousRequest } from '@dps/core/wall/share-group-request';
import { widenChatRequest } from '@dps/core/wall/widen-chat-request';
import { recordChatCopy } from '@dps/core/chat-echoes/chat-copies';
import type { Api } from 'grammy';
import type { Ctx } from '@dps/core/context';
import { AppError } from '@dps/core/errors';
import type { BotContext } from '../bot-context';
import { isGroup } from '../chat-admin';
import { UsageError } from '../errors';
import { escapeHtml, fitText, MAX_MESSAGE_LENGTH, visible } from '../format';
import { wordsFor, type Words } from '../words';
import { getTelegramChat } from '@dps/core/delivery/get-telegram-chat';
import { webDeepLink } from './web-link';

export const groupRequestsFeature = new Composer<BotContext>();

/**
 * The request as the chat shows it, in the chat's language: who asked (first name, or "Anonymous"
 * when they chose so), the words, and who can see it (this group only, or everyone with the wall).
 * A request as long as a Telegram message allows is cut to fit with the lines around it.
 */
export function requestHtml(
  words: Words,
  item: { authorName: string; isAnonymous: boolean; content: string; groupOnly?: boolean },
  webUrl: string,
): string {
  const { rich, t } = words;
  const name = item.isAnonymous ? t('telegramGroups.request.anonymous') : item.authorName;
  const head = `${rich('telegramGroups.request.head', { name })}\n\n`;
  // webUrl is the deep link to the bot (a sign-in link for whoever taps it, in their private chat):
  // to the web's My groups for a group's own request, to the wall for everyone's.
  const foot = item.groupOnly
    ? `\n\n${rich('telegramCircles.request.onlyGroup', {}, webUrl)}`
    : `\n\n${rich(item.groupOnly === false ? 'telegramCircles.request.everyone' : 'telegramGroups.request.foot', {}, webUrl)}`;
  const content = fitText(item.content, MAX_MESSAGE_LENGTH - visible(head) - visible(foot) - 8);
  return `${head}${escapeHtml(content)}${foot}`;
}

/** The widening button's callback data: `wall_all:<request id>` (decision 293). */
const WIDEN = /^wall_all:(\d{1,10})$/;

export function requestKeyboard(
  words: Words,
  requestId: number,
  prayedCount: number,
  opts: { widen?: boolean } = {},
): InlineKeyboard {
  const { t } = words;
  const keyboard = new InlineKeyboard().text(
    prayedCount > 0
      ? t('telegramGroups.request.prayedCount', { count: prayedCount })
      : t('telegramGroups.request.prayed'),
    `wpray:${requestId}`,
  );
  if (opts.widen) keyboard.row().text(t('telegramCircles.request.widenButton'), `wall_all:${requestId}`);
  return keyboard;
}

/** The message still offers "Share with everyone too" (a redraw of its count keeps it). */
const offersWiden = (c: BotContext) =>
  (c.callbackQuery?.message?.reply_markup?.inline_keyboard ?? [])
    .flat()
    .some((b) => 'callback_data' in b && typeof b.callback_data === 'string' && WIDEN.test(b.callback_data));

/** The person behind this update is in this group: they wrote or tapped in it (decision 294). */
async function recordHere(c: BotContext, userId: number): Promise<void> {
  if (!isGroup(c)) return;
  await recordCircleMembership(c.app.core, {
    circle: { channel: 'telegram', target: String(c.chat!.id), title: c.chat!.title ?? null },
    userId,
    isMember: true,
  });
}

/** Post a request in a group, keep its copies (count redraws, taking back), and return the message. */
async function postRequest(
  core: Ctx,
  api: Api,
  chatId: number,
  words: Words,
  request: { id: number; authorName: string; isAnonymous: boolean; content: string; groupOnly: boolean },
  wallUrl: string,
) {
  const sent = await api.sendMessage(chatId, requestHtml(words, request, wallUrl), {
    parse_mode: 'HTML',
    link_preview_options: { is_disabled: true },
    reply_markup: requestKeyboard(words, request.id, 0, { widen: request.groupOnly }),
  });
  // "I prayed" on the web or in Slack redraws this message's count too (decision 198).
  await recordChatCopy(core, {
    kind: 'request',
    itemId: request.id,
    channel: 'telegram',
    target: String(sent.chat.id),
    messageId: String(sent.message_id),
  });
  // Kept so that taking the request back deletes this message too (decision 180).
  await recordTakeBackCopy(core, {
    requestId: request.id,
    channel: 'telegram',
    chatId: String(sent.chat.id),
    messageId: String(sent.message_id),
  });
  return sent;
}

groupRequestsFeature.command('request', async (c) => {
  // "/request anonymous …" asks without a name, here and on the wall, as the web's "Post anonymously".
  const { text, isAnonymous } = splitAnonymousRequest(c.match.trim());
  if (!text) throw new UsageError((await c.app.words()).rich('telegramGroups.request.usage'));
  const { actor, user } = await c.app.person();
  const inGroup = isGroup(c);
  const circle = inGroup
    ? { channel: 'telegram' as const, target: String(c.chat!.id), title: c.chat!.title ?? null }
    : undefined;
  if (circle) await recordCircleMembership(c.app.core, { circle, userId: user.id, isMember: true });
  const request = await shareGroupRequest(actor, {
    text,
    source: 'telegram',
    isAnonymous,
    circle,
    // In a private chat it waits, for its author alone, until they say who should see it.
    audience: 'only_me',
  });
  const words = await c.app.chatWords();
  if (!inGroup) {
    await askAudience(c, request.id, words);
    return;
  }
  const authorName = user.firstName?.trim() || words.t('telegramGroups.request.friend');
  await postRequest(
    c.app.core,
    c.api,
    c.chat!.id,
    words,
    { id: request.id, authorName, isAnonymous: request.isAnonymous, content: request.content, groupOnly: true },
    webDeepLink(c, 'groups'),
  );
});

/** In a private chat: only me / each of my groups / everyone (decision 293). */
async function askAudience(c: BotContext, requestId: number, words: Words): Promise<void> {
  const { t } = words;
  const groups = await myChatCircles(await c.app.actor());
  const keyboard = new InlineKeyboard().text(t('telegramCircles.request.onlyMeButton'), `rqa:${requestId}:me`).row();
  for (const g of groups) {
    const title = g.title?.trim() || t('telegramCircles.request.untitledGroup');
    keyboard
      .text(t('telegramCircles.request.groupButton', { title: title.slice(0, 60) }), `rqa:${requestId}:c${g.id}`)
      .row();
  }
  keyboard.text(t('telegramCircles.request.everyoneButton'), `rqa:${requestId}:all`);
  await c.reply(t(groups.length > 0 ? 'telegramCircles.request.askGroups' : 'telegramCircles.request.ask'), {
    reply_markup: keyboard,
  });
}

groupRequestsFeature.callbackQuery(/^rqa:(\d{1,10}):(me|all|c\d{1,10})$/, async (c) => {
  const actor = await c.app.actor();
  const words = await c.app.words();
  const [, requestId, choice] = c.match as unknown as [string, string, string];
  if (choice === 'me') {
    // Nothing to change: it was saved for its author alone.
    await c.editMessageText(words.t('telegramCircles.request.keptPrivate'));
    await c.answerCallbackQuery();
    return;
  }
  if (choice === 'all') {
    await widenChatRequest(actor, { requestId, to: 'everyone' });
    await c.editMessageText(words.t('telegramCircles.request.sharedEveryone'));
    await c.answerCallbackQuery();
    return;
  }
  const circleId = Number(choice.slice(1));
  const { isPublic } = await widenChatRequest(actor, { requestId, to: 'circle', circleId });
  const circle = (await myChatCircles(actor, { limit: 100 })).find((g) => g.id === circleId);
  const title = circle?.title?.trim() || words.t('telegramCircles.request.untitledGroup');
  await c.editMessageText(words.t('telegramCircles.request.sharedGroup', { title }));
  await c.answerCallbackQuery();
  // A Telegram group hears it there, in its language; a Slack channel's members see it on the web.
  if (circle?.channel === 'telegram') {
    const item = (await findWallItem(actor, Number(requestId)))!;
    const chat = await getTelegramChat(c.app.core, { chatId: Number(circle.target) });
    await postRequest(
      c.app.core,
      c.api,
      Number(circle.target),
      wordsFor(chat?.language),
      { ...item, groupOnly: !isPublic },
      webDeepLink(c, isPublic ? 'wall' : 'groups'),
    );
  }
});

groupRequestsFeature.callbackQuery(WIDEN, async (c) => {
  const actor = await c.app.actor();
  const words = await c.app.words();
  // Only its author may widen it (core answers not_found to anyone else): a kind word, nothing changes.
  const widened = await widenChatRequest(actor, { requestId: c.match[1]!, to: 'everyone' }).catch((e: unknown) => {
    if (e instanceof AppError && e.code === 'not_found') return null;
    throw e;
  });
  if (!widened) {
    await c.answerCallbackQuery({ text: words.t('telegramCircles.request.notYours'), show_alert: true });
    return;
  }
  const item = (await findWallItem(actor, widened.requestId))!;
  const { changed } = widened;
  const chatWords = await c.app.chatWords();
  await c.editMessageText(requestHtml(chatWords, { ...item, groupOnly: false }, webDeepLink(c, 'wall')), {
    parse_mode: 'HTML',
    link_preview_options: { is_disabled: true },
    reply_markup: requestKeyboard(chatWords, item.id, item.prayedCount),
  });
  await c.answerCallbackQuery({
    text: words.t(changed ? 'telegramCircles.request.widened' : 'telegramCircles.request.alreadyEveryone'),
  });
});

groupRequestsFeature.callbackQuery(/^wpray:(\d{1,10})$/, async (c) => {
  const { actor, user } = await c.app.person();
  // Whoever taps a group's post is in that group: recorded before core checks who may see it (decision 294).
  await recordHere(c, user.id);
  // Core refuses a private, unknown or answered request (forged callback data included): the
  // error boundary answers with its message and nothing of the request is shown.
  const { counted, item } = await prayForRequest(actor, { requestId: c.match[1]!, source: 'telegram' });
  await c.editMessageReplyMarkup({
    reply_markup: requestKeyboard(await c.app.chatWords(), item.id, item.prayedCount, { widen: offersWiden(c) }),
  });
  const { t } = await c.app.words();
  await c.answerCallbackQuery({
    text: counted
      ? t('telegramGroups.request.thanks', { name: c.from.first_name })
      : t('telegramGroups.request.already'),
  });
});
