/**
 * A person's runs of plans (alone): start (today or a chosen date, in their zone), pause
 * and resume, restart, leave, and where they are. A group's run (a later task) is the same row with
 * a chat instead of a person; nothing here reads it.
 */
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { planDayCompletions, planRuns, plans } from '@dps/db/schema';
import type { ActorCtx, Ctx } from '../context';
import { AppError } from '../errors';
import { isoDate } from '../time/iso-date';
import { daysBetween, localDate } from '../time/local-day';
import { MAX_ID, parseInput } from '../validate';
import { ZPlanId, isListedSql } from './plan-library';
import { planPosition, type PlanPosition, type RunCalendar } from './plan-position';

export const PLAN_RUN_NOT_FOUND = 'You are not reading this plan.';
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

export const ZStartPlanInput = z.object({
  planId: ZPlanId,
  /** A local date in the person's zone; today when left out. */
  startDate: isoDate('Please choose a real start date.').optional(),
});
export type TStartPlanInput = z.input<typeof ZStartPlanInput>;

export const todayOf = (ctx: ActorCtx) => localDate(ctx.clock.now(), ctx.timeZone);

const runColumns = {
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

function view(r: RunRow, done: number[], today: string): PlanRunView {
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

/** One of the person's runs with where they are today. */
export async function getPlanRun(ctx: ActorCtx, input: { runId: unknown }): Promise<PlanRunView> {
  const r = await loadOwnRun(ctx, input.runId);
  const done = (await doneDaysOf(ctx, [r.id])).get(r.id)!;
  return view(r, done, todayOf(ctx));
}

/** The person's open runs (not left, not finished), the latest started first; with `finished`, also the finished ones. */
export async function listMyPlanRuns(ctx: ActorCtx, opts: { finished?: boolean } = {}): Promise<PlanRunView[]> {
  const rows = (await ctx.db
    .select(runColumns)
    .from(planRuns)
    .innerJoin(plans, eq(plans.id, planRuns.planId))
    .where(
      and(
        eq(planRuns.userId, ctx.userId),
        isNull(planRuns.leftAt),
        opts.finished ? undefined : isNull(planRuns.finishedAt),
      ),
    )
    .orderBy(desc(planRuns.createdAt), desc(planRuns.id))) as RunRow[];
  const done = await doneDaysOf(
    ctx,
    rows.map((r) => r.id),
  );
  const today = todayOf(ctx);
  return rows.map((r) => view(r, done.get(r.id)!, today));
}

/** The person's finished runs, the latest first (Progress). */
export async function listFinishedPlanRuns(ctx: ActorCtx): Promise<PlanRunView[]> {
  return (await listMyPlanRuns(ctx, { finished: true })).filter((r) => r.finishedAt !== null);
}

/**
 * Start a plan today or on a chosen local date (not in the past, at most a year ahead). A person
 * reads a plan once at a time: starting one they are already reading answers `conflict` (restart
 * starts it over).
 */
export async function startPlan(ctx: ActorCtx, input: TStartPlanInput): Promise<PlanRunView> {
  const { planId, startDate } = parseInput(ZStartPlanInput, input);
  const today = todayOf(ctx);
  const start = startDate ?? today;
  if (start < today) throw new AppError('validation', 'startTodayOrLater', { title: 'startDate' });
  if (daysBetween(today, start) > MAX_START_AHEAD_DAYS)
    throw new AppError('validation', 'startWithinYear', { title: 'startDate' });
  const [plan] = await ctx.db
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.id, planId), isListedSql(ctx.clock.now())));
  if (!plan) throw new AppError('not_found', 'planNotFound', { title: 'planNotFound' });
  const inserted = await ctx.db
    .insert(planRuns)
    .values({ planId, userId: ctx.userId, startDate: start, createdAt: ctx.clock.now() })
    .onConflictDoNothing()
    .returning({ id: planRuns.id });
  if (inserted.length === 0)
    throw new AppError('conflict', 'planAlreadyReading', {
      title: 'alreadyStarted',
    });
  return getPlanRun(ctx, { runId: inserted[0]!.id });
}

function assertOpen(r: RunRow): void {
  if (r.leftAt || r.finishedAt)
    throw new AppError('conflict', r.finishedAt ? 'planFinished' : 'planLeft', {
      title: 'planEnded',
    });
}

/** Pause a run: its calendar stands still from today until it is resumed. Pausing a paused run changes nothing. */
export async function pausePlanRun(ctx: ActorCtx, input: { runId: unknown }): Promise<PlanRunView> {
  await ctx.db.transaction(async (tx) => {
    const c = { ...ctx, db: tx };
    const r = await loadOwnRun(c, input.runId, { lock: true });
    assertOpen(r);
    if (r.pausedOn) return;
    // A pause before the start date moves nothing yet: the start stays, the days from today stand still.
    const today = todayOf(ctx);
    await tx
      .update(planRuns)
      .set({ pausedOn: today < r.startDate ? r.startDate : today })
      .where(eq(planRuns.id, r.id));
  });
  return getPlanRun(ctx, input);
}

/** Resume a paused run: the next day comes today, and every later day's date moves on by the days it stood still. */
export async function resumePlanRun(ctx: ActorCtx, input: { runId: unknown }): Promise<PlanRunView> {
  await ctx.db.transaction(async (tx) => {
    const c = { ...ctx, db: tx };
    const r = await loadOwnRun(c, input.runId, { lock: true });
    assertOpen(r);
    if (!r.pausedOn) return;
    // The day it began was a plan day; the days between stood still; the day it resumes is a plan day again.
    const stood = Math.max(0, daysBetween(r.pausedOn, todayOf(ctx)) - 1);
    await tx
      .update(planRuns)
      .set({ pausedOn: null, pausedDays: r.pausedDays + stood })
      .where(eq(planRuns.id, r.id));
  });
  return getPlanRun(ctx, input);
}

/** Leave a run: it stops arriving and leaves the person's list; what was read stays in their history. */
export async function leavePlanRun(ctx: ActorCtx, input: { runId: unknown }): Promise<{ left: true }> {
  await ctx.db.transaction(async (tx) => {
    const r = await loadOwnRun({ ...ctx, db: tx }, input.runId, { lock: true });
    if (r.leftAt) return;
    if (r.finishedAt) throw new AppError('conflict', 'planFinished', { title: 'planEnded' });
    await tx.update(planRuns).set({ leftAt: ctx.clock.now(), leftReason: 'left' }).where(eq(planRuns.id, r.id));
  });
  return { left: true };
}

/** Start a plan over from day 1 today: the open run is left (as restarted), a new one begins. Also after finishing. */
export async function restartPlanRun(ctx: ActorCtx, input: { runId: unknown }): Promise<PlanRunView> {
  const newId = await ctx.db.transaction(async (tx) => {
    const r = await loadOwnRun({ ...ctx, db: tx }, input.runId, { lock: true });
    if (!r.leftAt && !r.finishedAt)
      await tx.update(planRuns).set({ leftAt: ctx.clock.now(), leftReason: 'restarted' }).where(eq(planRuns.id, r.id));
    const [row] = await tx
      .insert(planRuns)
      .values({ planId: r.planId, userId: ctx.userId, startDate: todayOf(ctx), createdAt: ctx.clock.now() })
      .onConflictDoNothing()
      .returning({ id: planRuns.id });
    if (!row) throw new AppError('conflict', 'planAlreadyReadingAgain', { title: 'alreadyStarted' });
    return row.id;
  });
  return getPlanRun(ctx, { runId: newId });
}

/** The person's open, unpaused runs whose start has come by `today`: what a daily message carries. */
export async function openRunsOfUsers(ctx: Ctx, userIds: number[]): Promise<(RunRow & { doneDays: number[] })[]> {
  if (userIds.length === 0) return [];
  const rows = (await ctx.db
    .select(runColumns)
    .from(planRuns)
    .innerJoin(plans, eq(plans.id, planRuns.planId))
    .where(
      and(
        // One array parameter, however many people (inArray would bind one parameter each).
        sql`${planRuns.userId} = any(string_to_array(${userIds.join(',')}, ',')::int[])`,
        isNull(planRuns.leftAt),
        isNull(planRuns.finishedAt),
        isNull(planRuns.pausedOn),
        isNotNull(planRuns.userId),
      ),
    )
    .orderBy(asc(planRuns.id))) as RunRow[];
  const done = await doneDaysOf(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, doneDays: done.get(r.id)! }));
}
