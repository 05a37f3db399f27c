/**
 * Sends the echoes of web (and cross-channel) events to the chat copies of what people shared
 * (decision 198): a reply written on the web is posted in the Slack thread where its reflection
 * was shared; a like redraws the reflection's "❤️ Like · N" there; an "I prayed" redraws the count
 * on the request's message in a Slack channel and a Telegram group. Polled by the scheduler beside
 * the notification outbox; each echo is sent and recorded on its own (retried, never blocking others).
 * Words are only sent for items that are still public and not hidden by moderation (core reads them
 * through core/src/moderation/hidden-rules.ts when it claims the echo). A Slack copy is redrawn in
 * its channel's language (English in a channel that never subscribed).
 */
import { GrammyError, type Api } from 'grammy';
import type { Ctx } from '@dps/core/context';
import type { SendResult } from '@dps/core/delivery/delivery-types';
import {
  claimChatEchoes,
  recordChatEcho,
  type ChatEcho,
  type ChatEchoResult,
} from '@dps/core/chat-echoes/chat-echo-outbox';
import { parseSlackTarget } from '@dps/core/rules/slack-ids';
import { telegramErrorToResult } from '../scheduler/senders/telegram';
import { slackErrorToResult } from '../scheduler/senders/slack';
import type { SlackClients } from '../slack/slack-clients';
import { reflectionMessage } from '../slack/blocks/reflection-message';
import { requestMessage } from '../slack/blocks/request-message';
import { quote, slackEscape, truncate, userMrkdwn } from '../slack/blocks/text';
import { getTelegramChat } from '@dps/core/delivery/get-telegram-chat';
import { channelLanguage, wordsFor as slackWordsFor, type Words } from '../slack/slack-language';
import { requestKeyboard } from '../telegram/features/group-requests';
import { wordsFor as telegramWordsFor } from '../telegram/words';

export interface ChatEchoSenderOptions {
  ctx: Ctx;
  telegram?: Api | undefined;
  slack?: SlackClients | undefined;
  appUrl: string;
  batch?: number;
}

export interface ChatEchoSender {
  runOnce(): Promise<{ sent: number; failed: number }>;
}

function toResult(r: SendResult): ChatEchoResult {
  if (r.status === 'sent') return { status: 'sent' };
  if (r.status === 'gone') return { status: 'gone', error: r.error };
  return {
    status: 'failed',
    error: r.error,
    ...(r.retryAfterSeconds !== undefined ? { retryAfterSeconds: r.retryAfterSeconds } : {}),
  };
}

/** A reply as posted in the Slack thread: who, the words (escaped: decision 080), from where. */
export function slackReplyText(words: Words, reply: { firstName: string; content: string }): string {
  const name = truncate(slackEscape(reply.firstName.trim() || words.t('slackPost.someone'), { inline: true }), 100);
  return `${words.t('slackPost.reflection.repliedOnWeb', { name })}\n${quote(slackEscape(reply.content))}`;
}

export function createChatEchoSender(opts: ChatEchoSenderOptions): ChatEchoSender {
  const { ctx } = opts;

  async function sendSlack(clients: SlackClients, e: ChatEcho): Promise<ChatEchoResult> {
    const target = parseSlackTarget(e.target);
    if (!target) return { status: 'gone', error: 'malformed target' };
    const client = await clients.clientFor(target.teamId);
    if (!client) return { status: 'gone', error: 'not installed in this workspace' };
    try {
      const words = slackWordsFor(await channelLanguage(ctx, target.teamId, target.id));
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
        const msg = requestMessage(words, e.request);
        await client.chat.update({ channel: target.id, ts: e.messageId, text: msg.text, blocks: msg.blocks });
      }
      return { status: 'sent' };
    } catch (err) {
      const { scope: _scope, ...r } = slackErrorToResult(err);
      return toResult(r);
    }
  }

  async function sendTelegram(api: Api, e: ChatEcho): Promise<ChatEchoResult> {
    // Telegram chats carry requests only (reflections are not posted in groups).
    if (e.action !== 'refresh' || e.kind !== 'request') return { status: 'gone', error: 'nothing to do' };
    if (!e.request) return { status: 'gone', error: 'not public' };
    try {
      // The button speaks the chat's language (a group's own; decision 239).
      const chat = await getTelegramChat(ctx, { chatId: Number(e.target) });
      await api.editMessageReplyMarkup(Number(e.target), Number(e.messageId), {
        reply_markup: requestKeyboard(telegramWordsFor(chat?.language), e.request.id, e.request.prayedCount),
      });
      return { status: 'sent' };
    } catch (err) {
      // The same count drawn twice (two refreshes) is already right.
      if (err instanceof GrammyError && /message is not modified/i.test(err.description)) return { status: 'sent' };
      return toResult(telegramErrorToResult(err));
    }
  }

  return {
    async runOnce() {
      const due = await claimChatEchoes(ctx, { limit: opts.batch ?? 50 });
      let sent = 0;
      let failed = 0;
      for (const e of due) {
        let result: ChatEchoResult;
        try {
          if (e.channel === 'telegram')
            result = opts.telegram
              ? await sendTelegram(opts.telegram, e)
              : { status: 'failed', error: 'telegram not configured' };
          else
            result = opts.slack ? await sendSlack(opts.slack, e) : { status: 'failed', error: 'slack not configured' };
        } catch (err) {
          result = { status: 'failed', error: (err as Error)?.name ?? 'error' };
        }
        await recordChatEcho(ctx, e, result);
        if (result.status === 'sent') sent++;
        else failed++;
      }
      return { sent, failed };
    },
  };
}
