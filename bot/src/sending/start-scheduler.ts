/**
 * The delivery clock: node-cron ticks every minute and runs one delivery round (and once at start,
 * so a restarted instance catches up at once); between ticks a sweep every few seconds takes over
 * claims whose instance died (decision 120). All durable state is in the database, so this can run
 * on every instance; the cron is only the clock.
 */
import cron from 'node-cron';
import type { Ctx } from '@dps/core/context';
import type { DeliverySender } from '@dps/core/delivery/delivery-types';
import { purgeOldDeliveries } from '@dps/core/delivery/purge-old-deliveries';
import { purgeExpiredConversations } from '@dps/core/conversations/conversation-state';
import { purgeExpiredRateLimits } from '@dps/core/rate-limit/hit-rate-limit';
import { errorCode } from '@dps/core/batch/isolate-poison-rows';
import { repairStoredTimeZones } from '@dps/core/settings/repair-time-zones';
import { purgeOldNotifications } from '@dps/core/notifications/purge-old-notifications';
import {
  createDeliveryRunner,
  type DeliveryRunner,
  type DeliveryRunnerOptions,
  type RunSummary,
} from './delivery-runner';

export interface StartSchedulerOptions extends Omit<DeliveryRunnerOptions, 'ctx' | 'senders'> {
  ctx: Ctx;
  senders: DeliverySender[];
  /** Cron expression of the tick (default every minute); `false`: no timer and no sweep (tests call runDue). */
  cron?: string | false;
  /** Seconds between sweeps for retries and dead instances' claims (default 10; 0: none). */
  sweepSeconds?: number;
  /**
   * The small outboxes (notifications, chat echoes, take-backs: ./outbox-loop.ts), run in this
   * order on every tick and sweep after the daily round.
   */
  outboxes?: ScheduledOutbox[];
}

/** An outbox the clock runs: `name` names it in the log when a run fails. */
export interface ScheduledOutbox {
  name: string;
  runOnce(): Promise<unknown>;
}

export interface Scheduler {
  runDue(now?: Date): Promise<RunSummary>;
  /** Stop ticking, let the current round release what it has not sent, wait for it. */
  stop(): Promise<void>;
  runner: DeliveryRunner;
  /** The daily housekeeping now (the tick runs it at start and then once a day). */
  housekeep(): Promise<HousekeepingSummary>;
}

export interface HousekeepingSummary {
  /** Rows whose stored zone was repaired. */
  timeZones: number;
  /** Rows purged. */
  deliveries: number;
  conversations: number;
  rateLimits: number;
  /** Notifications past their 90 days. */
  notifications: number;
}

const HOUR_MS = 3_600_000;

export function startScheduler(opts: StartSchedulerOptions): Scheduler {
  const {
    ctx,
    senders,
    cron: expression = '* * * * *',
    sweepSeconds = 10,
    outboxes = [],
    ...runnerOpts
  } = opts;
  const runner = createDeliveryRunner({ ctx, senders, ...runnerOpts });
  let lastHousekeeping = 0;

  /** One housekeeping job: a failure is reported and the next job still runs. */
  async function job<T>(name: string, run: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await run();
    } catch (e) {
      ctx.log.error({ event: 'housekeeping_failed', job: name, err: { name: (e as Error)?.name, code: errorCode(e) } });
      return fallback;
    }
  }

  /** Stored zones made usable before planning (decision 060), so a repaired target is planned in the same tick. */
  async function repairZones(): Promise<number> {
    const repairs = await job('time_zones', () => repairStoredTimeZones(ctx), []);
    return repairs.reduce((n, r) => n + r.rows, 0);
  }

  /** Rows that only matter for a while; each job in chunks, one poison row never stops it (decision 061). */
  async function purge(): Promise<HousekeepingSummary> {
    const deliveries = await job('deliveries', () => purgeOldDeliveries(ctx), 0);
    const conversations = await job('conversations', () => purgeExpiredConversations(ctx), 0);
    const rateLimits = await job('rate_limits', () => purgeExpiredRateLimits(ctx), 0);
    const notifications = await job('notifications', async () => (await purgeOldNotifications(ctx)).purged, 0);
    return { timeZones: 0, deliveries, conversations, rateLimits, notifications };
  }

  function logHousekeeping(s: HousekeepingSummary): void {
    if (s.timeZones + s.deliveries + s.conversations + s.rateLimits + s.notifications > 0)
      ctx.log.info({ event: 'housekeeping', ...s });
  }

  /** Each outbox is its own job, so a failure there never holds up the daily prayer or another outbox. */
  async function sendOutboxes(): Promise<void> {
    for (const outbox of outboxes) await job(outbox.name, () => outbox.runOnce(), null);
  }

  async function tick(): Promise<void> {
    const now = ctx.clock.now().getTime();
    const daily = now - lastHousekeeping >= 24 * HOUR_MS;
    if (daily) lastHousekeeping = now;
    const timeZones = daily ? await repairZones() : 0;
    await runner.runDue();
    await sendOutboxes();
    if (daily) logHousekeeping({ ...(await purge()), timeZones });
  }

  const logTickFailure = (e: unknown) =>
    ctx.log.error({
      event: 'scheduler_tick_failed',
      err: { name: (e as Error)?.name, code: (e as { code?: string })?.code },
    });
  const task =
    expression === false
      ? null
      : cron.schedule(
          expression,
          // Every failure is handled inside a round; this catches what could escape a tick itself.
          () => tick().catch(logTickFailure),
          { name: 'daily-delivery', noOverlap: true },
        );
  // A round at once (a restart catches up now, not at the next minute), then sweeps between ticks.
  if (task) void tick().catch(logTickFailure);
  const sweeper =
    task && sweepSeconds > 0
      ? setInterval(() => void runner.sweep().then(sendOutboxes).catch(logTickFailure), sweepSeconds * 1000)
      : null;
  sweeper?.unref();
  if (senders.length === 0) ctx.log.warn({ event: 'scheduler_without_senders' }, 'no delivery channel is configured');
  ctx.log.info({ event: 'scheduler_started', channels: senders.map((s) => s.channel), cron: expression });

  return {
    runner,
    runDue: (now?: Date) => runner.runDue(now),
    async housekeep() {
      const timeZones = await repairZones();
      const summary = { ...(await purge()), timeZones };
      logHousekeeping(summary);
      return summary;
    },
    async stop() {
      if (sweeper) clearInterval(sweeper);
      if (task) {
        await task.stop();
        await task.destroy();
      }
      await runner.stop();
    },
  };
}
