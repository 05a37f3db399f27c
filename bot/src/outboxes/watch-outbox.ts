/**
 * The watch outbox (decisions 341, 343, 345): the group's post and its redraws, each claimer's
 * reminder and start, hand-offs, calls for help, the summaries, polled by the scheduler's tick and
 * sweep through sending's one outbox loop. The plans, claims and words are core's
 * (core/src/watches/outbox/); the layouts the chats' and the web's.
 */
import type { Api } from 'grammy';
import type { Ctx } from '@dps/core/context';
import type { DeliveryChannel } from '@dps/core/delivery/delivery-types';
import { claimWatchSends, recordWatchSend } from '@dps/core/watches/outbox/watch-outbox';
import type { WatchSendResult, WatchToSend } from '@dps/core/watches/watch-outbox-types';
import { createOutboxLoop } from '../sending/outbox-loop';
import type { SlackClients } from '../slack/slack-clients';
import { sendSlackWatch } from '../slack/watch-send';
import { sendTelegramWatch } from '../telegram/watch-send';

/** How often an instance plans the personal and group lines (posts are planned on every sweep). */
export const PLAN_EVERY_MS = 60_000;

type Send = (w: WatchToSend) => Promise<WatchSendResult>;

export interface WatchOutboxOptions {
  ctx: Ctx;
  telegram?: Api | undefined;
  slack?: SlackClients | undefined;
  /** The web's senders (web/server/reminders/watch-push.ts, watch-email.ts), when configured. */
  webPush?: Send | undefined;
  email?: Send | undefined;
  /** The web's address: "Open on the web". */
  appUrl?: string | undefined;
  batch?: number;
  pauseMs?: number;
}

export interface WatchOutbox {
  runOnce(): Promise<{ sent: number; failed: number }>;
}

export function createWatchOutbox(opts: WatchOutboxOptions): WatchOutbox {
  const { ctx, telegram, slack } = opts;
  // A person's message goes only to a channel with a sender here (decision 341's failover skips the rest).
  const running: DeliveryChannel[] = [
    ...(telegram ? (['telegram'] as const) : []),
    ...(slack ? (['slack_dm'] as const) : []),
    ...(opts.webPush ? (['web_push'] as const) : []),
    ...(opts.email ? (['email'] as const) : []),
  ];
  let plannedAt = Number.NEGATIVE_INFINITY;
  const shouldPlan = () => {
    const now = ctx.clock.now().getTime();
    if (now - plannedAt < PLAN_EVERY_MS && now >= plannedAt) return false;
    plannedAt = now;
    return true;
  };
  const loop = createOutboxLoop<WatchToSend, WatchSendResult>({
    ctx,
    claim: (limit) => claimWatchSends(ctx, { limit, plan: shouldPlan(), running, appUrl: opts.appUrl }),
    send: {
      telegram: telegram && ((w) => sendTelegramWatch(telegram, w)),
      slack: slack && ((w) => sendSlackWatch(slack, w)),
      web_push: opts.webPush,
      email: opts.email,
    },
    record: (w, result) => recordWatchSend(ctx, w.sendId, result),
    doneStatus: 'sent',
    describe: (w) => ({ sendId: w.sendId, watchId: w.watchId, kind: w.kind }),
    events: { recordFailed: 'watch_send_record_failed', failed: 'watch_send_failed', done: 'watch_sent' },
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
