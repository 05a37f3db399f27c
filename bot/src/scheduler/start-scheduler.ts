/**
 * The delivery clock: node-cron ticks every minute and runs one delivery round. All durable state
 * is in the database, so this can run on every instance; the cron is only the clock.
 */
import cron from 'node-cron';
import type { Ctx } from '@dps/core/context';
import type { DeliverySender } from '@dps/core/delivery/delivery-types';
import { purgeOldDeliveries } from '@dps/core/delivery/purge-old-deliveries';
import { purgeExpiredConversations } from '@dps/core/conversations/conversation-state';
import { purgeExpiredRateLimits } from '@dps/core/rate-limit/hit-rate-limit';
import {
  createDeliveryRunner,
  type DeliveryRunner,
  type DeliveryRunnerOptions,
  type RunSummary,
} from './delivery-runner';

export interface StartSchedulerOptions extends Omit<DeliveryRunnerOptions, 'ctx' | 'senders'> {
  ctx: Ctx;
  senders: DeliverySender[];
  /** Cron expression of the tick (default every minute); `false`: no timer (tests call runDue). */
  cron?: string | false;
}

export interface Scheduler {
  runDue(now?: Date): Promise<RunSummary>;
  /** Stop ticking, let the current round release what it has not sent, wait for it. */
  stop(): Promise<void>;
  runner: DeliveryRunner;
}

const HOUR_MS = 3_600_000;

export function startScheduler(opts: StartSchedulerOptions): Scheduler {
  const { ctx, senders, cron: expression = '* * * * *', ...runnerOpts } = opts;
  const runner = createDeliveryRunner({ ctx, senders, ...runnerOpts });
  let lastPurge = 0;

  async function tick(): Promise<void> {
    await runner.runDue();
    const now = ctx.clock.now().getTime();
    if (now - lastPurge >= 24 * HOUR_MS) {
      lastPurge = now;
      // Daily housekeeping of rows that only matter for a while.
      const purged = await purgeOldDeliveries(ctx).catch(() => 0);
      const conversations = await purgeExpiredConversations(ctx).catch(() => 0);
      const limits = await purgeExpiredRateLimits(ctx).catch(() => 0);
      if (purged + conversations + limits > 0) {
        ctx.log.info({ event: 'housekeeping', deliveries: purged, conversations, rateLimits: limits });
      }
    }
  }

  const task =
    expression === false ? null : cron.schedule(expression, () => tick(), { name: 'daily-delivery', noOverlap: true });
  if (senders.length === 0) ctx.log.warn({ event: 'scheduler_without_senders' }, 'no delivery channel is configured');
  ctx.log.info({ event: 'scheduler_started', channels: senders.map((s) => s.channel), cron: expression });

  return {
    runner,
    runDue: (now?: Date) => runner.runDue(now),
    async stop() {
      if (task) {
        await task.stop();
        await task.destroy();
      }
      await runner.stop();
    },
  };
}
