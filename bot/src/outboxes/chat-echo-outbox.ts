/**
 * The chat echo outbox (decision 198): web (and cross-channel) events echoed to the chat copies of
 * what people shared: a reply posted in the Slack thread, a like or an "I prayed" redrawn on the
 * copy in a Slack channel or a Telegram group. Polled by the scheduler beside the notification
 * outbox, through sending's one outbox loop; the table and its claim are core's
 * (core/src/chat-echoes/chat-echo-outbox.ts), the messages the chats'.
 */
import type { Api } from 'grammy';
import type { Ctx } from '@dps/core/context';
import {
  claimChatEchoes,
  recordChatEcho,
  type ChatEcho,
  type ChatEchoResult,
} from '@dps/core/chat-echoes/chat-echo-outbox';
import { createOutboxLoop } from '../sending/outbox-loop';
import { sendSlackChatEcho } from '../slack/chat-echo-send';
import type { SlackClients } from '../slack/slack-clients';
import { sendTelegramChatEcho } from '../telegram/chat-echo-send';

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

export function createChatEchoSender(opts: ChatEchoSenderOptions): ChatEchoSender {
  const { ctx, telegram, slack } = opts;
  const loop = createOutboxLoop<ChatEcho, ChatEchoResult>({
    ctx,
    claim: (limit) => claimChatEchoes(ctx, { limit }),
    send: {
      telegram: telegram && ((e) => sendTelegramChatEcho(ctx, telegram, e)),
      slack: slack && ((e) => sendSlackChatEcho(ctx, slack, e)),
    },
    record: (e, result) => recordChatEcho(ctx, e, result),
    doneStatus: 'sent',
    describe: (e) => ({ echoId: e.echoId }),
    events: { recordFailed: 'chat_echo_record_failed', failed: 'chat_echo_failed' },
    // Redraws follow each other at once: each is one edit of one message.
    pauseMs: 0,
    ...(opts.batch !== undefined ? { batch: opts.batch } : {}),
  });
  return {
    async runOnce() {
      const { done, failed } = await loop.runOnce();
      return { sent: done, failed };
    },
  };
}
