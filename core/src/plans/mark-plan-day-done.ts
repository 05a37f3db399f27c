/**
 * Mark a day of a person's plan done, from any channel (web, a Telegram or Slack button, the push
 * action, the email link). Idempotent: a second tap anywhere is the same one day done. The last day
 * done finishes the run: it leaves the list for Progress, and the bell says so.
 */
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { planDayCompletions, planRuns } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { coreText } from '../i18n/core-text';
import { addNotification } from '../notifications/add-notification';
import { getUserLanguage } from '../settings/get-user-language';
import { issue, parseInput } from '../validate';
import { dueThrough } from './plan-position';
import { getPlanRun } from './get-plan-run';
import { calendarOf, loadOwnRun, todayOf, ZRunId, type PlanRunView } from './plan-run';

const DAY_NOT_FOUND = issue('dayNotFound');

export const PLAN_COMPLETION_CHANNELS = ['web', 'telegram', 'slack', 'push', 'email'] as const;

export const ZMarkPlanDayDoneInput = z.object({
  runId: ZRunId,
  day: z.number({ error: DAY_NOT_FOUND }).int(DAY_NOT_FOUND).min(1, DAY_NOT_FOUND).max(366, DAY_NOT_FOUND),
  channel: z.enum(PLAN_COMPLETION_CHANNELS).default('web'),
});
export type TMarkPlanDayDoneInput = z.input<typeof ZMarkPlanDayDoneInput>;

export interface MarkPlanDayDoneResult {
  run: PlanRunView;
  /** False when the day was already done (a second tap). */
  marked: boolean;
  /** True when this tap finished the plan. */
  finished: boolean;
}

export async function markPlanDayDone(ctx: ActorCtx, input: TMarkPlanDayDoneInput): Promise<MarkPlanDayDoneResult> {
  const { runId, day, channel } = parseInput(ZMarkPlanDayDoneInput, input);
  const outcome = await ctx.db.transaction(async (tx) => {
    const c = { ...ctx, db: tx };
    const r = await loadOwnRun(c, runId, { lock: true });
    if (r.leftAt) throw new AppError('conflict', 'planLeft', { title: 'planEnded' });
    if (day > r.length) throw new AppError('not_found', 'dayNotFound', { title: 'dayNotFound' });
    if (day > dueThrough(calendarOf(r), todayOf(ctx)))
      throw new AppError('validation', 'dayNotYet', {
        title: 'notYet',
      });
    const inserted = await tx
      .insert(planDayCompletions)
      .values({ runId: r.id, day, userId: ctx.userId, channel, completedAt: ctx.clock.now() })
      .onConflictDoNothing()
      .returning({ id: planDayCompletions.id });
    let finished = false;
    if (inserted.length > 0 && !r.finishedAt) {
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(planDayCompletions)
        .where(eq(planDayCompletions.runId, r.id));
      if (n >= r.length) {
        await tx.update(planRuns).set({ finishedAt: ctx.clock.now() }).where(eq(planRuns.id, r.id));
        // In the person's language; the plan's title is the one they read (a plan is in one language).
        const words = coreText.for(await getUserLanguage(c, ctx.userId));
        await addNotification(c, {
          userId: ctx.userId,
          kind: 'plan_finished',
          title: words.t('bell.planFinished.title', { title: r.planTitle }).slice(0, 200),
          body: words.t('bell.planFinished.body', { days: r.length }),
          link: `/plans/runs/${r.id}`,
          refKey: `plan_finished:${r.id}`,
          fromUserId: null,
        });
        finished = true;
      }
    }
    return { marked: inserted.length > 0, finished };
  });
  return { run: await getPlanRun(ctx, { runId }), ...outcome };
}
