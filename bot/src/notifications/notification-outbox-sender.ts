/**
 * Sends the notification outbox (decision 145) to the chats where people are told: their private
 * Telegram chat and Slack DM unless they turned them off there (decision 196). Polled by the scheduler's tick and
 * sweep. Each row is sent and recorded on its own: a chat that fails (blocked the bot, a timeout,
 * a 429) is retried later from the database or dropped, and never stops the others. A small pause
 * between sends keeps well under each platform's rate (these are a handful, not the daily fan-out).
 */
import type { Api } from 'grammy';
import type { Ctx } from '@dps/core/context';
import type { SendResult } from '@dps/core/delivery/delivery-types';
import {
  claimNotificationSends,
  recordNotificationSend,
  type NotificationSendResult,
  type NotificationToSend,
} from '@dps/core/notifications/notification-outbox';
import { parseSlackTarget } from '@dps/core/rules/slack-ids';
import { telegramErrorToResult } from '../scheduler/senders/telegram';
import { slackErrorToResult } from '../scheduler/senders/slack';
import type { SlackClients } from '../slack/slack-clients';
import { getTelegramChat } from '@dps/core/delivery/get-telegram-chat';
import { escapeHtml } from '../telegram/format';
import { wordsFor as telegramWordsFor } from '../telegram/words';
import { slackEscape } from '../slack/blocks/text';
import { memberLanguage, wordsFor as slackWordsFor } from '../slack/slack-language';

export interface NotificationOutboxOptions {
  ctx: Ctx;
  /** The Telegram Bot API, when the bot is configured. */
  telegram?: Api | undefined;
  /** Slack Web API clients per workspace, when the Slack app is configured. */
  slack?: SlackClients | undefined;
  /** The web app's address: a notification's in-app link becomes a link there (https only). */
  appUrl?: string | undefined;
  /** Rows per round (default 50). */
  batch?: number;
  /** Pause between two sends (default 50 ms). */
  pauseMs?: number;
}

export interface NotificationOutbox {
  /** Send what is due now; returns how many went out and how many did not. */
  runOnce(): Promise<{ sent: number; failed: number }>;
}

/** The delivery engine's send result, as the outbox records it (a 429 is a failure retried after its wait). */
function toOutboxResult(r: SendResult): NotificationSendResult {
  if (r.status === 'sent' || r.status === 'gone')
    return r.status === 'sent' ? { status: 'sent' } : { status: 'gone', error: r.error };
  return {
    status: 'failed',
    error: r.error,
    ...(r.retryAfterSeconds !== undefined ? { retryAfterSeconds: r.retryAfterSeconds } : {}),
  };
}

export function createNotificationOutbox(opts: NotificationOutboxOptions): NotificationOutbox {
  const { ctx } = opts;
  const pauseMs = opts.pauseMs ?? 50;
  const openUrl = (link: string | null) =>
    link && opts.appUrl?.startsWith('https://') ? new URL(link, opts.appUrl).toString() : null;

  async function sendTelegram(api: Api, n: NotificationToSend): Promise<NotificationSendResult> {
    const url = openUrl(n.link);
    try {
      // The person's language (their private chat's). The title and body are core's words.
      const { rich, t } = telegramWordsFor((await getTelegramChat(ctx, { chatId: Number(n.target) }))?.language);
      // On by default (decision 196), so each message says how to stop them.
      const text = [
        `🔔 <b>${escapeHtml(n.title)}</b>`,
        n.body ? escapeHtml(n.body) : null,
        rich('telegramAccount.notify.footer'),
      ]
        .filter(Boolean)
        .join('\n');
      await api.sendMessage(Number(n.target), text, {
        parse_mode: 'HTML',
        link_preview_options: { is_disabled: true },
        ...(url ? { reply_markup: { inline_keyboard: [[{ text: t('telegramAccount.notify.open'), url }]] } } : {}),
      });
      return { status: 'sent' };
    } catch (e) {
      return toOutboxResult(telegramErrorToResult(e));
    }
  }

  async function sendSlack(clients: SlackClients, n: NotificationToSend): Promise<NotificationSendResult> {
    const target = parseSlackTarget(n.target);
    if (!target) return { status: 'gone', error: 'malformed target' };
    const client = await clients.clientFor(target.teamId);
    if (!client) return { status: 'gone', error: 'not installed in this workspace' };
    const url = openUrl(n.link);
    // The member's language (the title and body come from core in it).
    const words = slackWordsFor(await memberLanguage(ctx, null, target.teamId, target.id));
    const text = [
      `🔔 *${slackEscape(n.title, { inline: true })}*`,
      n.body ? slackEscape(n.body) : null,
      url ? `<${url}|${words.t('slackPost.notification.open')}>` : null,
      words.t('slackPost.notification.stop'),
    ]
      .filter(Boolean)
      .join('\n');
    try {
      // A user id as the channel posts in the app's DM with them.
      await client.chat.postMessage({ channel: target.id, text, unfurl_links: false, unfurl_media: false });
      return { status: 'sent' };
    } catch (e) {
      const { scope: _scope, ...r } = slackErrorToResult(e);
      return toOutboxResult(r);
    }
  }

  async function sendOne(n: NotificationToSend): Promise<NotificationSendResult> {
    if (n.channel === 'telegram') {
      return opts.telegram ? sendTelegram(opts.telegram, n) : { status: 'failed', error: 'telegram not configured' };
    }
    return opts.slack ? sendSlack(opts.slack, n) : { status: 'failed', error: 'slack not configured' };
  }

  return {
    async runOnce() {
      const due = await claimNotificationSends(ctx, { limit: opts.batch ?? 50 });
      let sent = 0;
      let failed = 0;
      for (const [i, n] of due.entries()) {
        if (i > 0 && pauseMs > 0) await new Promise((r) => setTimeout(r, pauseMs));
        let result: NotificationSendResult;
        try {
          result = await sendOne(n);
        } catch (e) {
          result = { status: 'failed', error: (e as Error)?.name ?? 'error' };
        }
        try {
          await recordNotificationSend(ctx, n.sendId, result);
        } catch (e) {
          // The claim's lease runs out and the row is tried again: never fatal to the others.
          ctx.log.error({ event: 'notification_send_record_failed', sendId: n.sendId, err: (e as Error)?.name });
        }
        if (result.status === 'sent') sent++;
        else {
          failed++;
          ctx.log.warn({
            event: 'notification_send_failed',
            sendId: n.sendId,
            channel: n.channel,
            status: result.status,
            error: result.error,
          });
        }
      }
      return { sent, failed };
    },
  };
}
