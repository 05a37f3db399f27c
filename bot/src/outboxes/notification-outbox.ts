/**
 * The notification outbox (decision 145): notifications sent to the chats where people are told,
 * their private Telegram chat and Slack DM unless they turned them off there (decision 196).
 * Polled by the scheduler's tick and sweep through sending's one outbox loop; the table and its
 * claim are core's (core/src/notifications/notification-outbox.ts), the messages the chats'.
 */
import type { Api } from 'grammy';
import type { Ctx } from '@dps/core/context';
import {
  claimNotificationSends,
  recordNotificationSend,
  type NotificationToSend,
  type NotificationSendResult,
} from '@dps/core/notifications/notification-outbox';
import { createOutboxLoop } from '../sending/outbox-loop';
import type { SlackClients } from '../slack/slack-clients';
import { sendSlackNotification } from '../slack/notification-send';
import { sendTelegramNotification } from '../telegram/notification-send';

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

export function createNotificationOutbox(opts: NotificationOutboxOptions): NotificationOutbox {
  const { ctx, telegram, slack } = opts;
  const openUrl = (link: string | null) =>
    link && opts.appUrl?.startsWith('https://') ? new URL(link, opts.appUrl).toString() : null;
  const loop = createOutboxLoop<NotificationToSend, NotificationSendResult>({
    ctx,
    claim: (limit) => claimNotificationSends(ctx, { limit }),
    send: {
      telegram: telegram && ((n) => sendTelegramNotification(ctx, telegram, n, openUrl(n.link))),
      slack: slack && ((n) => sendSlackNotification(ctx, slack, n, openUrl(n.link))),
    },
    record: (n, result) => recordNotificationSend(ctx, n.sendId, result),
    doneStatus: 'sent',
    describe: (n) => ({ sendId: n.sendId }),
    events: { recordFailed: 'notification_send_record_failed', failed: 'notification_send_failed' },
    ...(opts.batch !== undefined ? { batch: opts.batch } : {}),
    ...(opts.pauseMs !== undefined ? { pauseMs: opts.pauseMs } : {}),
  });
  return {
    async runOnce() {
      const { done, failed } = await loop.runOnce();
      return { sent: done, failed };
    },
  };
}
