/**
 * /request <text>: share a prayer request with the group (or, in a private chat, with the
 * community); it is on the web's prayer wall too. The message carries a "🙏 I prayed" button whose
 * count is the wall's own (core prayForRequest): decision 151.
 */
import { Composer, InlineKeyboard } from 'grammy';
import { recordChatCopy as recordTakeBackCopy } from '@dps/core/chat-copies/record-chat-copy';
import { prayForRequest } from '@dps/core/wall/pray-for-request';
import { shareGroupRequest, splitAnonymousRequest } from '@dps/core/wall/share-group-request';
import { recordChatCopy } from '@dps/core/chat-echoes/chat-copies';
import type { BotContext } from '../bot-context';
import { UsageError } from '../errors';
import { escapeHtml, fitText, MAX_MESSAGE_LENGTH, visible } from '../format';
import type { Words } from '../words';
import { webDeepLink } from './web-link';

export const groupRequestsFeature = new Composer<BotContext>();

/**
 * The request as the chat shows it, in the chat's language: who asked (first name, or "Anonymous"
 * when they chose so), the words, the wall. A request as long as a Telegram message allows is cut
 * to fit with the lines around it (the whole of it is on the wall).
 */
export function requestHtml(
  words: Words,
  item: { authorName: string; isAnonymous: boolean; content: string },
  wallUrl: string,
): string {
  const { rich, t } = words;
  const name = item.isAnonymous ? t('telegramGroups.request.anonymous') : item.authorName;
  const head = `${rich('telegramGroups.request.head', { name })}\n\n`;
  // wallUrl is the deep link to the bot (a sign-in link for whoever taps it, in their private chat).
  const foot = `\n\n${rich('telegramGroups.request.foot', {}, wallUrl)}`;
  const content = fitText(item.content, MAX_MESSAGE_LENGTH - visible(head) - visible(foot) - 8);
  return `${head}${escapeHtml(content)}${foot}`;
}

export function requestKeyboard(words: Words, requestId: number, prayedCount: number): InlineKeyboard {
  const { t } = words;
  return new InlineKeyboard().text(
    prayedCount > 0
      ? t('telegramGroups.request.prayedCount', { count: prayedCount })
      : t('telegramGroups.request.prayed'),
    `wpray:${requestId}`,
  );
}

groupRequestsFeature.command('request', async (c) => {
  // "/request anonymous …" asks without a name, here and on the wall, as the web's "Post anonymously".
  const { text, isAnonymous } = splitAnonymousRequest(c.match.trim());
  if (!text) throw new UsageError((await c.app.words()).rich('telegramGroups.request.usage'));
  const { actor, user } = await c.app.person();
  const request = await shareGroupRequest(actor, { text, source: 'telegram', isAnonymous });
  // The request lives in this chat: a group's language, or the person's in a private chat.
  const words = await c.app.chatWords();
  const authorName = user.firstName?.trim() || words.t('telegramGroups.request.friend');
  const sent = await c.reply(
    requestHtml(
      words,
      { authorName, isAnonymous: request.isAnonymous, content: request.content },
      webDeepLink(c, 'wall'),
    ),
    {
      parse_mode: 'HTML',
      link_preview_options: { is_disabled: true },
      reply_markup: requestKeyboard(words, request.id, 0),
    },
  );
  // "I prayed" on the web or in Slack redraws this message's count too (decision 198).
  await recordChatCopy(c.app.core, {
    kind: 'request',
    itemId: request.id,
    channel: 'telegram',
    target: String(sent.chat.id),
    messageId: String(sent.message_id),
  });
  // Kept so that taking the request back deletes this message too (decision 180).
  await recordTakeBackCopy(c.app.core, {
    requestId: request.id,
    channel: 'telegram',
    chatId: String(sent.chat.id),
    messageId: String(sent.message_id),
  });
});

groupRequestsFeature.callbackQuery(/^wpray:(\d{1,10})$/, async (c) => {
  const actor = await c.app.actor();
  // Core refuses a private, unknown or answered request (forged callback data included): the
  // error boundary answers with its message and nothing of the request is shown.
  const { counted, item } = await prayForRequest(actor, { requestId: c.match[1]!, source: 'telegram' });
  await c.editMessageReplyMarkup({ reply_markup: requestKeyboard(await c.app.chatWords(), item.id, item.prayedCount) });
  const { t } = await c.app.words();
  await c.answerCallbackQuery({
    text: counted
      ? t('telegramGroups.request.thanks', { name: c.from.first_name })
      : t('telegramGroups.request.already'),
  });
});
