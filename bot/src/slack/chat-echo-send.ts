/**
 * An echo (decision 198) to a copy in a Slack channel: a reply written on the web is posted in the
 * thread where its reflection was shared; a like redraws the reflection's "❤️ Like · N"; an
 * "I prayed" redraws a request's count. A copy is redrawn in its channel's language (English in a
 * channel that never subscribed); words are only sent for items still public and not hidden (core
 * reads them when it claims the echo).
 */
import type { Ctx } from '@dps/core/context';
import type { ChatEcho, ChatEchoResult } from '@dps/core/chat-echoes/chat-echo-outbox';
import { outboxSendResult } from '@dps/core/delivery/outbox-send-result';
import { parseSlackTarget } from '@dps/core/rules/slack-ids';
import { reflectionMessage } from './blocks/reflection-message';
import { requestMessage } from './blocks/request-message';
import { quote, slackEscape, truncate, userMrkdwn } from './blocks/text';
import { slackErrorToResult } from './send-errors';
import type { SlackClients } from './slack-clients';
import { channelLanguage, wordsFor, type Words } from './slack-language';

/** A reply as posted in the Slack thread: who, the words (escaped: decision 080), from where. */
export function slackReplyText(words: Words, reply: { firstName: string; content: string }): string {
  const name = truncate(slackEscape(reply.firstName.trim() || words.t('slackPost.someone'), { inline: true }), 100);
  return `${words.t('slackPost.reflection.repliedOnWeb', { name })}\n${quote(slackEscape(reply.content))}`;
}

export async function sendSlackChatEcho(ctx: Ctx, clients: SlackClients, e: ChatEcho): Promise<ChatEchoResult> {
  const target = parseSlackTarget(e.target);
  if (!target) return { status: 'gone', error: 'malformed target' };
  const client = await clients.clientFor(target.teamId);
  if (!client) return { status: 'gone', error: 'not installed in this workspace' };
  try {
    const words = wordsFor(await channelLanguage(ctx, target.teamId, target.id));
    if (e.action === 'reply') {
      if (!e.reply || !e.threadId) return { status: 'gone', error: 'not public' };
      const text = slackReplyText(words, e.reply);
      await client.chat.postMessage({
        channel: target.id,
        thread_ts: e.threadId,
        text,
        blocks: [{ type: 'section', text: userMrkdwn(text) }],
        unfurl_links: false,
        unfurl_media: false,
      });
    } else if (e.kind === 'reflection') {
      if (!e.reflection) return { status: 'gone', error: 'not public' };
      const msg = reflectionMessage(words, e.reflection);
      await client.chat.update({ channel: target.id, ts: e.messageId, text: msg.text, blocks: msg.blocks });
    } else {
      if (!e.request) return { status: 'gone', error: 'not public' };
      // What the copy said when posted: the channel's own (with "share with everyone too"), or
      // everyone's; a copy from before circles says it is on the wall (decision 331).
      const msg = requestMessage(words, e.request, e.request.inThisCircle ? { channelOnly: !e.request.isPublic } : {});
      await client.chat.update({ channel: target.id, ts: e.messageId, text: msg.text, blocks: msg.blocks });
    }
    return { status: 'sent' };
  } catch (err) {
    const { scope: _scope, ...r } = slackErrorToResult(err);
    return outboxSendResult(r);
  }
}
