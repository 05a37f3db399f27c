/**
 * A person's run of a plan (decision 215), as the use cases beside it share it: its row, its view
 * with where the person is, and loading their own run. The use cases are one per file: start, get,
 * list, pause and resume, restart, leave (start-plan.ts, get-plan-run.ts, ...). A group's run is the
 * same row with a chat instead of a person (group-plan-runs.ts); nothing here reads it.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { planDayCompletions, planRuns, plans } from '@dps/db/schema';
import type { ActorCtx, Ctx } from '../context';
import { AppError } from '../errors';
import { localDate } from '../time/local-day';
import { issue, MAX_ID, parseInput } from '../validate';
import { planPosition, type PlanPosition, type RunCalendar } from './plan-position';

const PLAN_RUN_NOT_FOUND = issue('planRunNotFound');
/** How far ahead a start date may be chosen. */
export const MAX_START_AHEAD_DAYS = 366;

export interface PlanRunView {
  id: number;
  planId: string;
  planTitle: string;
  planLanguage: string;
  kind: 'devotional' | 'reading';
  startDate: string;
  pausedOn: string | null;
  leftAt: Date | null;
  finishedAt: Date | null;
  position: PlanPosition;
  doneDays: number[];
}

export const ZRunId = z
  .union([z.number(), z.string().max(10, PLAN_RUN_NOT_FOUND)], { error: PLAN_RUN_NOT_FOUND })
  .transform((v) => (typeof v === 'number' ? v : /^[0-9]+$/.test(v) ? Number(v) : Number.NaN))
  .pipe(z.number().int(PLAN_RUN_NOT_FOUND).min(1, PLAN_RUN_NOT_FOUND).max(MAX_ID, PLAN_RUN_NOT_FOUND));

export const todayOf = (ctx: ActorCtx) => localDate(ctx.clock.now(), ctx.timeZone);

export const runColumns = {
  id: planRuns.id,
  planId: planRuns.planId,
  userId: planRuns.userId,
  startDate: planRuns.startDate,
  pausedOn: planRuns.pausedOn,
  pausedDays: planRuns.pausedDays,
  leftAt: planRuns.leftAt,
  finishedAt: planRuns.finishedAt,
  planTitle: plans.title,
  planLanguage: plans.language,
  kind: plans.kind,
  length: plans.length,
};
export interface RunRow {
  id: number;
  planId: string;
  userId: number | null;
  startDate: string;
  pausedOn: string | null;
  pausedDays: number;
  leftAt: Date | null;
  finishedAt: Date | null;
  planTitle: string;
  planLanguage: string;
  kind: 'devotional' | 'reading';
  length: number;
}

/** The days done of some runs (by the run's own person). */
export async function doneDaysOf(ctx: Ctx, runIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(runIds.map((id) => [id, []]));
  if (runIds.length === 0) return out;
  const rows = await ctx.db
    .select({ runId: planDayCompletions.runId, day: planDayCompletions.day })
    .from(planDayCompletions)
    .where(sql`${planDayCompletions.runId} = any(string_to_array(${runIds.join(',')}, ',')::int[])`)
    .orderBy(asc(planDayCompletions.day));
  for (const r of rows) out.get(r.runId)?.push(r.day);
  return out;
}

export function calendarOf(r: Pick<RunRow, 'startDate' | 'pausedOn' | 'pausedDays' | 'length'>): RunCalendar {
  return { startDate: r.startDate, pausedOn: r.pausedOn, pausedDays: r.pausedDays, length: r.length };
}

export function planRunView(r: RunRow, done: number[], today: string): PlanRunView {
  return {
    id: r.id,
    planId: r.planId,
    planTitle: r.planTitle,
    planLanguage: r.planLanguage,
    kind: r.kind,
    startDate: r.startDate,
    pausedOn: r.pausedOn,
    leftAt: r.leftAt,
    finishedAt: r.finishedAt,
    position: planPosition(calendarOf(r), today, done),
    doneDays: done,
  };
}

/** The person's own run (any state), or not_found. */
export async function loadOwnRun(ctx: ActorCtx, runId: unknown, opts: { lock?: boolean } = {}): Promise<RunRow> {
  const id = parseInput(ZRunId, runId);
  const q = ctx.db
    .select(runColumns)
    .from(planRuns)
    .innerJoin(plans, eq(plans.id, planRuns.planId))
    .where(and(eq(planRuns.id, id), eq(planRuns.userId, ctx.userId)));
  const [row] = opts.lock ? await q.for('update', { of: planRuns }) : await q;
  if (!row) throw new AppError('not_found', 'planRunNotFound', { title: 'planNotFound' });
  return row as RunRow;
}

/** A run left or finished takes no pause or resume. */
export function assertOpen(r: RunRow): void {
  if (r.leftAt || r.finishedAt)
    throw new AppError('conflict', r.finishedAt ? 'planFinished' : 'planLeft', {
      title: 'planEnded',
    });
}
