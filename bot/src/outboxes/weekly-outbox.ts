/**
 * The weekly outbox (decision 307): a group's answered post, a leader's pulse, an author's week,
 * polled by the scheduler's tick and sweep through sending's one outbox loop. The claims and the
 * words are core's (core/src/circles/weekly/), the messages' layout the chats'.
 */
import type { Api } from 'grammy';
import type { Ctx } from '@dps/core/context';
import {
  claimWeeklySends,
  recordWeeklySend,
  type WeeklySendResult,
  type WeeklyToSend,
} from '@dps/core/circles/weekly/weekly-outbox';
import { createOutboxLoop } from '../sending/outbox-loop';
import type { SlackClients } from '../slack/slack-clients';
import { sendSlackWeekly } from '../slack/weekly-send';
import { sendTelegramWeekly } from '../telegram/weekly-send';

/** How often an instance plans the weekly sends. */
export const PLAN_EVERY_MS = 60_000;

export interface WeeklyOutboxOptions {
  ctx: Ctx;
  telegram?: Api | undefined;
  slack?: SlackClients | undefined;
  batch?: number;
  pauseMs?: number;
}

export interface WeeklyOutbox {
  runOnce(): Promise<{ sent: number; failed: number }>;
}

export function createWeeklyOutbox(opts: WeeklyOutboxOptions): WeeklyOutbox {
  const { ctx, telegram, slack } = opts;
  // Planning reads every group and recent author: once a minute is enough (the moments are minutes);
  // the sweeps between only claim what is due, retries included.
  let plannedAt = Number.NEGATIVE_INFINITY;
  const shouldPlan = () => {
    const now = ctx.clock.now().getTime();
    if (now - plannedAt < PLAN_EVERY_MS && now >= plannedAt) return false;
    plannedAt = now;
    return true;
  };
  const loop = createOutboxLoop<WeeklyToSend, WeeklySendResult>({
    ctx,
    claim: (limit) => claimWeeklySends(ctx, { limit, plan: shouldPlan() }),
    send: {
      telegram: telegram && ((w) => sendTelegramWeekly(telegram, w)),
      slack: slack && ((w) => sendSlackWeekly(slack, w)),
    },
    record: (w, result) => recordWeeklySend(ctx, w.sendId, result),
    doneStatus: 'sent',
    describe: (w) => ({ sendId: w.sendId, kind: w.kind }),
    events: { recordFailed: 'weekly_send_record_failed', failed: 'weekly_send_failed', done: 'weekly_sent' },
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
