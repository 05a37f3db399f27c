/**
 * A plan read together in a chat (decision 237): a Telegram group or a Slack
 * channel starts a plan on a date, reads one day a day inside its daily post, and stops it. The run
 * is a `plan_runs` row owned by the chat (`group_channel`, `group_target`: the delivery target), one
 * open run per chat (a partial unique index). The group's calendar is its daily post's: its zone, one
 * plan day per local day from the start date, no pauses; the day after the last day's post the chat
 * gets the summary. Who may start or stop is the front end's check (Telegram group admins; Slack:
 * whoever may change the channel's daily post), as for the post time itself. This file holds the
 * group run's row, calendar and counts that the use cases beside it share (get-group-plan.ts,
 * start-group-plan.ts, stop-group-plan.ts, group-plan-done.ts, group-plan-posts.ts).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '@dps/db/client';
import type { Ctx } from '../context';
import { AppError, type ErrorKey, type ErrorValues } from '../errors';
import type { GroupTarget } from '../groups/group-target';
import { parseSlackTarget } from '../rules/slack-ids';
import { addDays, daysBetween, localDate } from '../time/local-day';
import { issue, MAX_ID } from '../validate';
import { dueThrough } from './plan-position';

export const GROUP_CHANNELS = ['telegram', 'slack_channel'] as const;

export const ZGroupTarget = z.object({
  channel: z.enum(GROUP_CHANNELS),
  /** A Telegram group's chat id (negative), or a Slack channel's `team:channel`. */
  target: z
    .string()
    .min(1)
    .max(200)
    .regex(/^(-[0-9]{1,20}|[A-Z0-9]{2,40}:[A-Z0-9]{2,40})$/, issue('notAGroup')),
});

/**
 * Why a group plan action was refused, for the chats to say it in the group's language (the
 * English message of the AppError is the fallback): `details.reason`.
 */
export type GroupPlanRefusal =
  | 'no_schedule'
  | 'plan_not_found'
  | 'already_reading'
  | 'start_too_early'
  | 'start_too_far'
  | 'not_reading'
  | 'stopped'
  | 'not_yet'
  | 'day_not_found'
  | 'not_this_chat';

export function groupPlanRefusal(e: unknown): { reason: GroupPlanRefusal; details: Record<string, unknown> } | null {
  const details = (e as { details?: Record<string, unknown> } | null)?.details;
  return e instanceof AppError && typeof details?.reason === 'string'
    ? { reason: details.reason as GroupPlanRefusal, details }
    : null;
}

export function refuse(
  code: 'validation' | 'not_found' | 'conflict',
  reason: GroupPlanRefusal,
  key: ErrorKey,
  more: Record<string, unknown> = {},
  values?: ErrorValues,
): AppError {
  return new AppError(code, key, { values, details: { reason, ...more } });
}

/** When a group's daily post comes: its local time and zone (what its plan follows). */
export interface GroupSchedule {
  timeZone: string;
  postTime: string;
}

/** The group's daily post schedule, or null when it has none (no time set, or switched off). */
export async function getGroupSchedule(ctx: Ctx, g: GroupTarget): Promise<GroupSchedule | null> {
  if (g.channel === 'telegram') {
    const [row] = await queryRows<GroupSchedule>(
      ctx.db,
      sql`select coalesce(time_zone, 'UTC') as "timeZone", reminder_time as "postTime" from telegram_chats
          where chat_id::text = ${g.target} and type in ('group', 'supergroup') and is_active
            and reminder_time is not null`,
    );
    return row ?? null;
  }
  const t = parseSlackTarget(g.target);
  if (!t) return null;
  const [row] = await queryRows<GroupSchedule>(
    ctx.db,
    sql`select time_zone as "timeZone", post_time as "postTime" from slack_channel_subscriptions
        where team_id = ${t.teamId} and channel_id = ${t.id} and is_active`,
  );
  return row ?? null;
}

/** The group's local today: in its post's zone (UTC when it has no post any more). */
export async function groupToday(ctx: Ctx, g: GroupTarget): Promise<{ today: string; schedule: GroupSchedule | null }> {
  const schedule = await getGroupSchedule(ctx, g);
  return { today: localDate(ctx.clock.now(), schedule?.timeZone ?? 'UTC'), schedule };
}

export interface GroupRun {
  id: number;
  planId: string;
  planTitle: string;
  /** The plan's language: the group's plan wording speaks it (groups have no language setting). */
  language: 'en' | 'es';
  kind: 'devotional' | 'reading';
  length: number;
  startDate: string;
  channel: 'telegram' | 'slack_channel';
  target: string;
  leftAt: Date | null;
  finishedAt: Date | null;
}

const runColumns = sql`r.id, r.plan_id as "planId", p.title as "planTitle", p.language, p.kind, p.length,
  r.start_date::text as "startDate", r.group_channel as channel, r.group_target as target,
  r.left_at as "leftAt", r.finished_at as "finishedAt"`;

const asRun = (r: GroupRun): GroupRun => ({
  ...r,
  language: r.language === 'es' ? 'es' : 'en',
  leftAt: r.leftAt ? new Date(r.leftAt) : null,
  finishedAt: r.finishedAt ? new Date(r.finishedAt) : null,
});

/** A group's run by id (any state), or null. */
export async function loadGroupRun(ctx: Ctx, runId: number, opts: { lock?: boolean } = {}): Promise<GroupRun | null> {
  // An id from a button is the client's to forge: one the column cannot hold names no run.
  if (!Number.isInteger(runId) || runId < 1 || runId > MAX_ID) return null;
  const [row] = await queryRows<GroupRun>(
    ctx.db,
    sql`select ${runColumns} from plan_runs r join plans p on p.id = r.plan_id
        where r.id = ${runId}::int and r.group_channel is not null ${opts.lock ? sql`for update of r` : sql``}`,
  );
  return row ? asRun(row) : null;
}

/** The group's open run (not stopped, not finished), or null. */
export async function openGroupRun(ctx: Ctx, g: GroupTarget): Promise<GroupRun | null> {
  const [row] = await queryRows<GroupRun>(
    ctx.db,
    sql`select ${runColumns} from plan_runs r join plans p on p.id = r.plan_id
        where r.group_channel = ${g.channel} and r.group_target = ${g.target}
          and r.left_at is null and r.finished_at is null`,
  );
  return row ? asRun(row) : null;
}

/** The local date of a group run's day `day` (one a day from the start; groups do not pause). */
export const groupDayDate = (run: Pick<GroupRun, 'startDate'>, day: number) => addDays(run.startDate, day - 1);
/** The date the chat gets the summary: the day after the last day's post. */
export const summaryDate = (run: Pick<GroupRun, 'startDate' | 'length'>) => addDays(run.startDate, run.length);
/** How many days of the run have come by the group's `today`. */
export const groupDueThrough = (run: Pick<GroupRun, 'startDate' | 'length'>, today: string) =>
  dueThrough({ startDate: run.startDate, pausedOn: null, pausedDays: 0, length: run.length }, today);

/** Per day, how many members marked it done, and the members who took part / read every day. */
export interface GroupCounts {
  /** Index 0 is day 1. */
  doneByDay: number[];
  /** Members who marked at least one day. */
  members: number;
  /** Members who marked every day. */
  finished: number;
}

/** The counts of some runs, in one read each (never who: the counts only). */
export async function groupCounts(ctx: Ctx, runs: Pick<GroupRun, 'id' | 'length'>[]): Promise<Map<number, GroupCounts>> {
  const out = new Map<number, GroupCounts>(
    runs.map((r) => [r.id, { doneByDay: Array.from({ length: r.length }, () => 0), members: 0, finished: 0 }]),
  );
  if (runs.length === 0) return out;
  const ids = sql`string_to_array(${runs.map((r) => r.id).join(',')}, ',')::int[]`;
  const byDay = await queryRows<{ runId: number; day: number; n: number }>(
    ctx.db,
    sql`select run_id as "runId", day, count(*)::int as n from plan_day_completions
        where run_id = any(${ids}) group by 1, 2`,
  );
  for (const r of byDay) {
    const c = out.get(r.runId);
    if (c && r.day >= 1 && r.day <= c.doneByDay.length) c.doneByDay[r.day - 1] = Number(r.n);
  }
  const members = await queryRows<{ runId: number; members: number; finished: number }>(
    ctx.db,
    sql`select m."runId", count(*)::int as members, count(*) filter (where m.days >= p.length)::int as finished
        from (select run_id as "runId", coalesce(user_id::text, chat_member) as who, count(distinct day)::int as days
              from plan_day_completions where run_id = any(${ids}) group by 1, 2) m
        join plan_runs r on r.id = m."runId" join plans p on p.id = r.plan_id
        group by 1`,
  );
  for (const r of members) {
    const c = out.get(r.runId);
    if (c) Object.assign(c, { members: Number(r.members), finished: Number(r.finished) });
  }
  return out;
}

/** What `/plan` shows in the chat and what a start answers: the plan, where the group is, counts only. */
export interface GroupPlanView {
  run: GroupRun;
  /** The group's local today and its post's time and zone (null when it has no daily post). */
  today: string;
  schedule: GroupSchedule | null;
  /** Days come by today (0 before the start). */
  dueThrough: number;
  /** The day whose post is today's, or null (before the start, after the last day). */
  dayToday: number | null;
  /** The last day's date, and the date of the summary. */
  endDate: string;
  summaryDate: string;
  counts: GroupCounts;
}

export async function groupPlanView(ctx: Ctx, run: GroupRun): Promise<GroupPlanView> {
  const { today, schedule } = await groupToday(ctx, run);
  const through = groupDueThrough(run, today);
  const k = daysBetween(run.startDate, today) + 1;
  return {
    run,
    today,
    schedule,
    dueThrough: through,
    dayToday: k >= 1 && k <= run.length ? k : null,
    endDate: groupDayDate(run, run.length),
    summaryDate: summaryDate(run),
    counts: (await groupCounts(ctx, [run])).get(run.id)!,
  };
}
