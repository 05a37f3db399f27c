/**
 * Takes prayer requests back from the chats they were shared to (decision 180): a request deleted,
 * made private, or whose account was deleted has its Telegram and Slack messages deleted. Polled
 * by the scheduler's tick and sweep, like the notification outbox. Telegram lets a bot delete its
 * own group message only for 48 hours, so an older one is edited to say it was taken back (the
 * words and the button go); Slack deletes at any age, and is edited the same way if it refuses.
 * Logs name the copy and the platform's error code, never the request's words.
 */
import { GrammyError, type Api } from 'grammy';
import type { Ctx } from '@dps/core/context';
import {
  claimChatTakeBacks,
  recordChatTakeBack,
  type ChatCopyToTakeBack,
  type ChatTakeBackResult,
} from '@dps/core/chat-copies/chat-take-backs';
import { parseSlackTarget } from '@dps/core/rules/slack-ids';
import type { SendResult } from '@dps/core/delivery/delivery-types';
import { getTelegramChat } from '@dps/core/delivery/get-telegram-chat';
import { telegramErrorToResult } from '../scheduler/senders/telegram';
import { wordsFor as telegramWordsFor } from '../telegram/words';
import { slackErrorToResult } from '../scheduler/senders/slack';
import type { SlackClients } from '../slack/slack-clients';
import { channelLanguage, wordsFor as slackWordsFor } from '../slack/slack-language';

/** What a copy that could not be deleted says instead (Telegram's words; Slack's come from its catalogue). */
export const TAKEN_BACK_TEXT = 'This prayer request was taken back by the person who shared it.';

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

/** A delivery-style send result as a take-back result: "gone" means nothing can be done there. */
function fromSendResult(r: SendResult): ChatTakeBackResult {
  switch (r.status) {
    case 'sent':
      return { status: 'done' };
    case 'gone':
      return { status: 'unreachable', error: r.error };
    case 'rate_limited':
      return { status: 'failed', error: r.error, retryAfterSeconds: r.retryAfterSeconds };
    default:
      return {
        status: 'failed',
        error: r.error,
        ...(r.retryAfterSeconds !== undefined ? { retryAfterSeconds: r.retryAfterSeconds } : {}),
      };
  }
}

const TG_ALREADY_GONE = /message to (delete|edit) not found|message is not modified|MESSAGE_ID_INVALID/i;
const TG_CANNOT_DELETE = /message can't be deleted/i;

export function createChatTakeBacks(opts: ChatTakeBackOptions): ChatTakeBacks {
  const { ctx } = opts;
  const pauseMs = opts.pauseMs ?? 50;

  async function telegram(api: Api, c: ChatCopyToTakeBack): Promise<ChatTakeBackResult> {
    const chatId = Number(c.chatId);
    const messageId = Number(c.messageId);
    try {
      await api.deleteMessage(chatId, messageId);
      return { status: 'done' };
    } catch (e) {
      if (e instanceof GrammyError && TG_ALREADY_GONE.test(e.description)) return { status: 'done' };
      if (!(e instanceof GrammyError && TG_CANNOT_DELETE.test(e.description)))
        return fromSendResult(telegramErrorToResult(e));
    }
    // Older than Telegram lets a bot delete: the words and the button go, a line stays.
    try {
      // In the chat's language (a group's own; decision 239).
      const chat = await getTelegramChat(ctx, { chatId });
      await api.editMessageText(chatId, messageId, telegramWordsFor(chat?.language).rich('telegramGroups.request.takenBack'), {
        parse_mode: 'HTML',
        reply_markup: { inline_keyboard: [] },
      });
      return { status: 'done' };
    } catch (e) {
      if (e instanceof GrammyError && TG_ALREADY_GONE.test(e.description)) return { status: 'done' };
      return fromSendResult(telegramErrorToResult(e));
    }
  }

  async function slack(clients: SlackClients, c: ChatCopyToTakeBack): Promise<ChatTakeBackResult> {
    const target = parseSlackTarget(c.chatId);
    if (!target) return { status: 'unreachable', error: 'malformed chat id' };
    const client = await clients.clientFor(target.teamId);
    if (!client) return { status: 'unreachable', error: 'not installed in this workspace' };
    const code = (e: unknown) => (e as { data?: { error?: string } })?.data?.error;
    try {
      await client.chat.delete({ channel: target.id, ts: c.messageId });
      return { status: 'done' };
    } catch (e) {
      if (code(e) === 'message_not_found') return { status: 'done' };
      if (code(e) !== 'cant_delete_message') return fromSendResult(slackErrorToResult(e));
    }
    try {
      // In the channel's language (English where it never subscribed).
      const words = slackWordsFor(await channelLanguage(ctx, target.teamId, target.id));
      await client.chat.update({ channel: target.id, ts: c.messageId, text: words.t('slackPost.request.takenBack'), blocks: [] });
      return { status: 'done' };
    } catch (e) {
      if (code(e) === 'message_not_found') return { status: 'done' };
      return fromSendResult(slackErrorToResult(e));
    }
  }

  async function takeBack(c: ChatCopyToTakeBack): Promise<ChatTakeBackResult> {
    if (c.channel === 'telegram') {
      return opts.telegram ? telegram(opts.telegram, c) : { status: 'failed', error: 'telegram not configured' };
    }
    return opts.slack ? slack(opts.slack, c) : { status: 'failed', error: 'slack not configured' };
  }

  return {
    async runOnce() {
      const due = await claimChatTakeBacks(ctx, { limit: opts.batch ?? 50 });
      let done = 0;
      let failed = 0;
      for (const [i, c] of due.entries()) {
        if (i > 0 && pauseMs > 0) await new Promise((r) => setTimeout(r, pauseMs));
        let result: ChatTakeBackResult;
        try {
          result = await takeBack(c);
        } catch (e) {
          result = { status: 'failed', error: (e as Error)?.name ?? 'error' };
        }
        try {
          await recordChatTakeBack(ctx, c.copyId, result);
        } catch (e) {
          // The claim's lease runs out and the copy is tried again: never fatal to the others.
          ctx.log.error({ event: 'chat_take_back_record_failed', copyId: c.copyId, err: (e as Error)?.name });
        }
        if (result.status === 'done') done++;
        else {
          failed++;
          ctx.log.warn({
            event: 'chat_take_back_failed',
            copyId: c.copyId,
            channel: c.channel,
            status: result.status,
            error: result.error,
          });
        }
      }
      if (done > 0) ctx.log.info({ event: 'chat_take_backs', done });
      return { done, failed };
    },
  };
}
