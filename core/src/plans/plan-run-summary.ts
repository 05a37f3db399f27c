/**
 * What a person read in one run (the finish summary): the days, their dates, and the
 * passages read.
 */
import { and, asc, eq } from 'drizzle-orm';
import { planDayCompletions, planDays } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { localDate } from '../time/local-day';
import { loadOwnRun } from './plan-run';

export interface PlanRunSummary {
  runId: number;
  planId: string;
  planTitle: string;
  length: number;
  daysDone: number;
  startDate: string;
  /** The local date (in the person's zone) of the last day done, or null. */
  finishedOn: string | null;
  finished: boolean;
  /** Each day done: its number, title, passages and the local date it was marked. */
  days: { day: number; title: string; passages: string[]; doneOn: string }[];
  passagesRead: string[];
}

export async function getPlanRunSummary(ctx: ActorCtx, input: { runId: unknown }): Promise<PlanRunSummary> {
  const r = await loadOwnRun(ctx, input.runId);
  const rows = await ctx.db
    .select({
      day: planDayCompletions.day,
      completedAt: planDayCompletions.completedAt,
      title: planDays.title,
      passages: planDays.passages,
    })
    .from(planDayCompletions)
    .innerJoin(planDays, and(eq(planDays.planId, r.planId), eq(planDays.day, planDayCompletions.day)))
    .where(and(eq(planDayCompletions.runId, r.id), eq(planDayCompletions.userId, ctx.userId)))
    .orderBy(asc(planDayCompletions.day));
  const days = rows.map((x) => ({
    day: x.day,
    title: x.title,
    passages: x.passages,
    doneOn: localDate(x.completedAt, ctx.timeZone),
  }));
  return {
    runId: r.id,
    planId: r.planId,
    planTitle: r.planTitle,
    length: r.length,
    daysDone: days.length,
    startDate: r.startDate,
    finishedOn: r.finishedAt ? localDate(r.finishedAt, ctx.timeZone) : null,
    finished: r.finishedAt !== null,
    days,
    passagesRead: days.flatMap((d) => d.passages),
  };
}
