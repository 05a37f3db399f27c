import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '@dps/db/client';
import { planRuns, plans } from '@dps/db/schema';
import type { Ctx } from '../context';
import { nextDeliveryAt } from '../delivery/is-due';
import { isoDate } from '../time/iso-date';
import { daysBetween, localDate } from '../time/local-day';
import { issue, parseInput } from '../validate';
import { isListedSql, ZPlanId } from './plan-library';
import { MAX_START_AHEAD_DAYS } from './plan-run';
import {
  type GroupPlanView,
  ZGroupTarget,
  getGroupSchedule,
  groupDayDate,
  groupPlanView,
  loadGroupRun,
  openGroupRun,
  refuse,
  summaryDate,
} from './group-plan-runs';

export const ZStartGroupPlanInput = ZGroupTarget.extend({
  planId: ZPlanId,
  /** The group's local date; by default the date of its next daily post. */
  startDate: isoDate(issue('realStartDate')).optional(),
  /**
   * The first day now (decision 273): the plan starts on the group's today, even when today's post
   * has gone out; the caller posts day 1 itself. Other days come in the daily post.
   */
  firstDayNow: z.boolean().optional(),
});

export type TStartGroupPlanInput = z.input<typeof ZStartGroupPlanInput>;

/**
 * Start a plan in a chat on a date (by default the date of its next daily post; never a date whose
 * post has already gone out, at most a year ahead). The chat needs a daily post: the plan day rides
 * in it (one post a day). One plan at a time: a run still going answers `conflict`; a run whose
 * summary date has passed without a post (the group's post stopped) is closed first. With
 * `firstDayNow` it starts on the group's today, whose day 1 the caller posts at once.
 */
export async function startGroupPlan(ctx: Ctx, input: TStartGroupPlanInput): Promise<GroupPlanView> {
  const { channel, target, planId, startDate, firstDayNow } = parseInput(ZStartGroupPlanInput, input);
  const g = { channel, target };
  const schedule = await getGroupSchedule(ctx, g);
  if (!schedule)
    throw refuse('validation', 'no_schedule', 'noGroupSchedule');
  const [plan] = await ctx.db
    .select({ id: plans.id, title: plans.title })
    .from(plans)
    .where(and(eq(plans.id, planId), isListedSql(ctx.clock.now())));
  if (!plan) throw refuse('not_found', 'plan_not_found', 'planNotFound', { planId });
  const [last] = await queryRows<{ d: string | null }>(
    ctx.db,
    sql`select max(local_date)::text as d from deliveries where channel = ${channel} and target = ${target}`,
  );
  const today = localDate(ctx.clock.now(), schedule.timeZone);
  const next = nextDeliveryAt({
    now: ctx.clock.now(),
    timeZone: schedule.timeZone,
    reminderTime: schedule.postTime,
    lastDeliveredLocalDate: last?.d ?? null,
  }).localDate;
  const start = firstDayNow ? today : (startDate ?? next);
  if (start < next && !firstDayNow)
    throw refuse(
      'validation',
      'start_too_early',
      'groupStartTooEarly',
      { earliest: next },
      { date: next },
    );
  if (daysBetween(today, start) > MAX_START_AHEAD_DAYS)
    throw refuse('validation', 'start_too_far', 'startWithinYear');
  const runId = await ctx.db.transaction(async (tx) => {
    const c = { ...ctx, db: tx };
    const open = await openGroupRun(c, g);
    if (open) {
      if (summaryDate(open) < today) {
        // Its summary never came (the chat's post stopped for a while): it is over.
        await tx.update(planRuns).set({ finishedAt: ctx.clock.now() }).where(eq(planRuns.id, open.id));
      } else
        throw refuse(
          'conflict',
          'already_reading',
          'groupReadingPlan',
          { planTitle: open.planTitle, endDate: groupDayDate(open, open.length) },
          { plan: open.planTitle },
        );
    }
    const inserted = await tx
      .insert(planRuns)
      .values({ planId, groupChannel: channel, groupTarget: target, startDate: start, createdAt: ctx.clock.now() })
      .onConflictDoNothing()
      .returning({ id: planRuns.id });
    if (inserted.length === 0)
      throw refuse('conflict', 'already_reading', 'groupAlreadyReading', {
        planTitle: '',
      });
    return inserted[0]!.id;
  });
  ctx.log.info({ event: 'group_plan_started', channel, planId, runId });
  return groupPlanView(ctx, (await loadGroupRun(ctx, runId))!);
}
