/** The small steps of a delivery round that need no state of the runner's own. */
import type { Ctx } from '@dps/core/context';
import type { DeliverySender, DeliveryToSend } from '@dps/core/delivery/delivery-types';
import type { SkippedTarget } from '@dps/core/delivery/plan-due-deliveries';
import { reminderNotes } from '@dps/core/delivery/reminder-notes';
import { SharedBudget } from './send-budgets';
import { Throttle, type ThrottleOptions } from './throttle';
import { errInfo } from './run-summary';

/**
 * One throttle per channel, at the sender's limits (or the test's override). 'shared': the budget
 * is shared with every instance through the database; 'local': this process alone keeps to it.
 */
export function channelThrottles(
  ctx: Ctx,
  senders: DeliverySender[],
  opts: {
    throttle?: Partial<ThrottleOptions> | undefined;
    budget?: 'shared' | 'local' | undefined;
    instanceId: string;
  },
): Map<string, Throttle> {
  return new Map(
    senders.map((s) => {
      const perSecond = opts.throttle?.perSecond ?? s.limits.perSecond;
      const shared = (opts.budget ?? 'shared') === 'shared' && Number.isFinite(perSecond);
      return [
        s.channel,
        new Throttle({
          perSecond,
          perTargetIntervalMs: s.limits.perTargetIntervalMs,
          ...opts.throttle,
          ...(shared
            ? { budget: new SharedBudget(ctx, { budget: s.channel, size: perSecond, holder: opts.instanceId }) }
            : {}),
        }),
      ];
    }),
  );
}

/** Reports each skipped target once a day per instance, not every minute (logs only). */
export function skippedTargetReporter(ctx: Ctx): (skipped: SkippedTarget[], day: string) => void {
  const reported = new Map<string, string>();
  return (skipped, day) => {
    for (const s of skipped) {
      const key = `${s.channel}|${s.target}|${s.reason}|${s.timeZone}`;
      if (reported.get(key) === day) continue;
      if (reported.size >= 10_000) reported.clear();
      reported.set(key, day);
      ctx.log.warn(
        {
          event: 'delivery_target_skipped',
          channel: s.channel,
          target: s.target,
          timeZone: s.timeZone,
          reason: s.reason,
        },
        'a delivery target has a stored value planning cannot use; the others are delivered',
      );
    }
  };
}

/** A person's reminder's extra lines (rest day, why it came here; decision 222). Never holds up a send. */
export async function attachNotes(ctx: Ctx, batch: DeliveryToSend[]): Promise<void> {
  try {
    const notes = await reminderNotes(ctx, batch);
    for (const d of batch) {
      const n = notes.get(d.id);
      if (n) d.notes = n;
    }
  } catch (e) {
    ctx.log.warn({ event: 'delivery_notes_failed', channel: batch[0]?.channel, err: errInfo(e) });
  }
}

/**
 * The planned targets in claim-sized batches, starting at a random one: racing instances then
 * mostly claim different targets instead of colliding on the same ones.
 */
export function batchesFromRandomStart<T>(due: T[], batchSize: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < due.length; i += batchSize) chunks.push(due.slice(i, i + batchSize));
  const offset = chunks.length > 0 ? Math.floor(Math.random() * chunks.length) : 0;
  return chunks.map((_, k) => chunks[(offset + k) % chunks.length]!);
}
