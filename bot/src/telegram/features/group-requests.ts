/**
 * /request <text>: share a prayer request with the group (or, in a private chat, with the
 * community); it is on the web's prayer wall too. The message carries a "🙏 I prayed" button whose
 * count is the wall's own (core prayForRequest): decision 151.
 */
import { Composer, InlineKeyboard } from 'grammy';
import { ANONYMOUS, type WallItem } from '@dps/core/wall/wall-item';
import { recordChatCopy as recordTakeBackCopy } from '@dps/core/chat-copies/record-chat-copy';
import { prayForRequest } from '@dps/core/wall/pray-for-request';
import { shareGroupRequest, splitAnonymousRequest } from '@dps/core/wall/share-group-request';
import { recordChatCopy } from '@dps/core/chat-echoes/chat-copies';
import type { BotContext } from '../bot-context';
import { UsageError } from '../errors';
import { escapeHtml, fitText, MAX_MESSAGE_LENGTH, visible } from '../format';
import { webDeepLink } from './web-link';

export const groupRequestsFeature = new Composer<BotContext>();

export const REQUEST_USAGE =
  'Write your request after the command, for example:\n<code>/request Healing for my mother after her surgery</code>\nTo ask without your name: <code>/request anonymous Healing for my mother</code>';

/**
 * The request as the chat shows it: who asked (first name or Anonymous), the words, the wall. A
 * request as long as a Telegram message allows is cut to fit with the lines around it (the whole
 * of it is on the wall).
 */
export function requestHtml(item: Pick<WallItem, 'authorName' | 'content'>, wallUrl: string): string {
  const head = `🙏 <b>Prayer request</b> from ${escapeHtml(item.authorName)}\n\n`;
  // wallUrl is the deep link to the bot (a sign-in link for whoever taps it, in their private chat).
  const foot = `\n\n<i>Tap 🙏 I prayed when you have prayed for it. It is on the <a href="${escapeHtml(wallUrl)}">prayer wall</a> too.</i>`;
  const content = fitText(item.content, MAX_MESSAGE_LENGTH - visible(head) - visible(foot) - 8);
  return `${head}${escapeHtml(content)}${foot}`;
}

export function requestKeyboard(requestId: number, prayedCount: number): InlineKeyboard {
  return new InlineKeyboard().text(
    prayedCount > 0 ? `🙏 I prayed · ${prayedCount}` : '🙏 I prayed',
    `wpray:${requestId}`,
  );
}

groupRequestsFeature.command('request', async (c) => {
  // "/request anonymous …" asks without a name, here and on the wall, as the web's "Post anonymously".
  const { text, isAnonymous } = splitAnonymousRequest(c.match.trim());
  if (!text) throw new UsageError(REQUEST_USAGE);
  const { actor, user } = await c.app.person();
  const request = await shareGroupRequest(actor, { text, source: 'telegram', isAnonymous });
  const authorName = request.isAnonymous ? ANONYMOUS : user.firstName?.trim() || 'A friend';
  const sent = await c.reply(requestHtml({ authorName, content: request.content }, webDeepLink(c, 'wall')), {
    parse_mode: 'HTML',
    link_preview_options: { is_disabled: true },
    reply_markup: requestKeyboard(request.id, 0),
  });
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
  await c.editMessageReplyMarkup({ reply_markup: requestKeyboard(item.id, item.prayedCount) });
  await c.answerCallbackQuery({
    text: counted ? `🙏 Thank you for praying, ${c.from.first_name}.` : 'You already prayed for this today 🙏',
  });
});
