/**
 * The take-back outbox (decision 180): a request deleted, made private, or whose account was
 * deleted has its Telegram and Slack copies deleted (or edited to say it was taken back where the
 * platform will not delete). Polled by the scheduler's tick and sweep through sending's one outbox
 * loop; the table and its claim are core's (core/src/chat-copies/chat-take-backs.ts), the calls
 * the chats'. Logs name the copy and the platform's error code, never the request's words.
 */
import type { Api } from 'grammy';
import type { Ctx } from '@dps/core/context';
import {
  claimChatTakeBacks,
  recordChatTakeBack,
  type ChatCopyToTakeBack,
  type ChatTakeBackResult,
} from '@dps/core/chat-copies/chat-take-backs';
import { createOutboxLoop } from '../sending/outbox-loop';
import type { SlackClients } from '../slack/slack-clients';
import { takeBackFromSlack } from '../slack/take-back-send';
import { takeBackFromTelegram } from '../telegram/take-back-send';

export interface ChatTakeBackOptions {
  ctx: Ctx;
  telegram?: Api | undefined;
  slack?: SlackClients | undefined;
  /** Rows per round (default 50). */
  batch?: number;
  /** Pause between two calls (default 50 ms). */
  pauseMs?: number;
}

export interface ChatTakeBacks {
  /** Take back what is due now; how many went and how many did not (yet). */
  runOnce(): Promise<{ done: number; failed: number }>;
}

export function createChatTakeBacks(opts: ChatTakeBackOptions): ChatTakeBacks {
  const { ctx, telegram, slack } = opts;
  return createOutboxLoop<ChatCopyToTakeBack, ChatTakeBackResult>({
    ctx,
    claim: (limit) => claimChatTakeBacks(ctx, { limit }),
    send: {
      telegram: telegram && ((c) => takeBackFromTelegram(ctx, telegram, c)),
      slack: slack && ((c) => takeBackFromSlack(ctx, slack, c)),
    },
    record: (c, result) => recordChatTakeBack(ctx, c.copyId, result),
    doneStatus: 'done',
    describe: (c) => ({ copyId: c.copyId }),
    events: { recordFailed: 'chat_take_back_record_failed', failed: 'chat_take_back_failed', done: 'chat_take_backs' },
    ...(opts.batch !== undefined ? { batch: opts.batch } : {}),
    ...(opts.pauseMs !== undefined ? { pauseMs: opts.pauseMs } : {}),
  });
}
