/**
 * A group's plan inside its daily post (decision 237). The plan day is not a
 * delivery of its own: the group's daily post (one per chat and local date, claimed exactly once by
 * the engine) carries the day whose date it is, and the day after the last day, the summary. So
 * the engine's claim, leases, budgets, retries and health cover it unchanged, as they cover a
 * person's plan day (decision 216). The same functions redraw a post after a tap, from the
 * database, so every drawing of a post says the same.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import { deliveries } from '@dps/db/schema';
import type { Ctx } from '../context';
import type { DeliveryChannel, DeliveryGroupPlan, DeliveryPrayer, DeliveryToSend } from '../delivery/delivery-types';
import type { GroupTarget } from '../groups/group-target';
import { addNotification } from '../notifications/add-notification';
import { groupCounts, groupDayDate, loadGroupRun, type GroupCounts, type GroupRun } from './group-plan-runs';

const isGroupTarget = (channel: DeliveryChannel, target: string) =>
  channel === 'slack_channel' || (channel === 'telegram' && target.startsWith('-'));

interface Covering {
  id: number;
  planId: string;
  planTitle: string;
  language: string;
  length: number;
  target: string;
  localDate: string;
  day: number;
}

/**
 * For each (target, local date) of a group channel, the plan part of that date's post: the run's
 * day whose date it is, or the summary the day after its last day. One read for the runs, one for
 * the days, one for the counts, however many posts (the targets go as one array parameter).
 */
export async function groupPlansFor(
  ctx: Ctx,
  channel: 'telegram' | 'slack_channel',
  items: { target: string; localDate: string }[],
): Promise<Map<string, DeliveryGroupPlan[]>> {
  const out = new Map<string, DeliveryGroupPlan[]>();
  if (items.length === 0) return out;
  const runs = await queryRows<Covering>(
    ctx.db,
    sql`select r.id, r.plan_id as "planId", p.title as "planTitle", p.language, p.length,
               r.group_target as target, x.local_date::text as "localDate",
               (x.local_date - r.start_date) + 1 as day
        from unnest(string_to_array(${items.map((i) => i.target).join(',')}, ','),
                    string_to_array(${items.map((i) => i.localDate).join(',')}, ',')::date[]) as x(target, local_date)
        join plan_runs r on r.group_channel = ${channel} and r.group_target = x.target and r.left_at is null
        join plans p on p.id = r.plan_id
        where x.local_date >= r.start_date and x.local_date <= r.start_date + p.length
        order by r.id`,
  );
  if (runs.length === 0) return out;
  const dayKeys = runs.filter((r) => Number(r.day) <= Number(r.length));
  const dayRows = dayKeys.length
    ? await queryRows<{ planId: string; day: number; title: string; passages: string[]; question: string | null }>(
        ctx.db,
        sql`select d.plan_id as "planId", d.day, d.title, d.passages, d.question
            from unnest(string_to_array(${dayKeys.map((r) => r.planId).join(',')}, ','),
                        string_to_array(${dayKeys.map((r) => r.day).join(',')}, ',')::int[]) as k(plan_id, day)
            join plan_days d on d.plan_id = k.plan_id and d.day = k.day`,
      )
    : [];
  const dayOf = new Map(dayRows.map((d) => [`${d.planId}|${d.day}`, d]));
  const counts = await groupCounts(
    ctx,
    [...new Map(runs.map((r) => [r.id, { id: Number(r.id), length: Number(r.length) }])).values()],
  );
  for (const r of runs) {
    const c = counts.get(Number(r.id))!;
    const base = {
      runId: Number(r.id),
      planId: r.planId,
      planTitle: r.planTitle,
      language: r.language === 'es' ? ('es' as const) : ('en' as const),
      length: Number(r.length),
    };
    let part: DeliveryGroupPlan | null = null;
    const day = Number(r.day);
    if (day <= base.length) {
      const d = dayOf.get(`${r.planId}|${day}`);
      if (d)
        part = {
          kind: 'day',
          ...base,
          day,
          title: d.title,
          passages: d.passages,
          question: d.question,
          done: c.doneByDay[day - 1] ?? 0,
        };
    } else part = { kind: 'summary', ...base, members: c.members, finished: c.finished };
    if (!part) continue;
    const key = `${r.target}|${r.localDate}`;
    out.set(key, [...(out.get(key) ?? []), part]);
  }
  return out;
}

/**
 * Each group post of a claimed batch with its plan part (`groupPlans`). A failure here never stops
 * the daily prayer: the posts go out without it and the failure is logged.
 */
export async function withGroupPlans(ctx: Ctx, deliveries: DeliveryToSend[]): Promise<DeliveryToSend[]> {
  const channel = deliveries[0]?.channel;
  if (channel !== 'telegram' && channel !== 'slack_channel') return deliveries;
  const groups = deliveries.filter((d) => isGroupTarget(channel, d.target));
  if (groups.length === 0) return deliveries;
  try {
    const parts = await groupPlansFor(ctx, channel, groups);
    if (parts.size === 0) return deliveries;
    return deliveries.map((d) => {
      const p = parts.get(`${d.target}|${d.localDate}`);
      return p ? { ...d, groupPlans: p } : d;
    });
  } catch (e) {
    ctx.log.error({ event: 'delivery_group_plans_failed', error: (e as Error)?.name ?? 'error' }, 'group plans not added');
    return deliveries;
  }
}

/** The plan part of one group post (to redraw it after a tap), empty when it has none. */
export async function getGroupPlanPost(
  ctx: Ctx,
  input: GroupTarget & { localDate: string },
): Promise<DeliveryGroupPlan[]> {
  return (await groupPlansFor(ctx, input.channel, [input])).get(`${input.target}|${input.localDate}`) ?? [];
}

/** The chat's post of a run's day, as sent: its message id and prayer (to redraw its count), or null. */
export async function groupPostOn(
  ctx: Ctx,
  input: { run: Pick<GroupRun, 'channel' | 'target' | 'startDate'>; day: number },
): Promise<{ localDate: string; externalId: string; prayer: DeliveryPrayer } | null> {
  const localDate = groupDayDate(input.run, input.day);
  const [row] = await queryRows<DeliveryPrayer & { externalId: string | null }>(
    ctx.db,
    sql`select d.external_id as "externalId", p.id, p.title, p.content, p.scripture,
               p.scripture_reference as "scriptureReference"
        from deliveries d join prayers p on p.id = d.prayer_id
        where d.channel = ${input.run.channel} and d.target = ${input.run.target} and d.local_date = ${localDate}::date
          and d.status = 'sent'`,
  );
  if (!row?.externalId) return null;
  const { externalId, ...prayer } = row;
  return { localDate, externalId, prayer: { ...prayer, id: Number(prayer.id) } };
}

/** A member's own result, for their end-of-plan message. */
export interface GroupPlanMemberResult {
  planTitle: string;
  length: number;
  daysDone: number;
  finished: boolean;
  language: 'en' | 'es';
}

export interface GroupPlanEnd {
  run: GroupRun;
  counts: GroupCounts;
  /** This call closed it (false: it was closed already, e.g. a retried post). */
  closed: boolean;
  /** Members with an account who were told their own result (bell, and their chats: decision 196). */
  told: number;
}

/**
 * The chat got its plan's summary: the run is finished, and each member with an account is told
 * their own result once (a notification: the bell, their private Telegram chat, their Slack DM,
 * through the notification outbox, decision 145). `words` renders it in the member's language.
 * Idempotent: a retried post closes nothing twice and tells no one twice.
 */
export async function closeGroupPlanRun(
  ctx: Ctx,
  input: { runId: number; words: (r: GroupPlanMemberResult) => { title: string; body: string } },
): Promise<GroupPlanEnd | null> {
  const closedRows = await queryRows<{ id: number }>(
    ctx.db,
    sql`update plan_runs set finished_at = ${ctx.clock.now().toISOString()}::timestamptz
        where id = ${input.runId}::int and group_channel is not null and finished_at is null and left_at is null
        returning id`,
  );
  const run = await loadGroupRun(ctx, input.runId);
  if (!run) return null;
  const counts = (await groupCounts(ctx, [run])).get(run.id)!;
  const people = await queryRows<{ userId: number; days: number; language: string | null }>(
    ctx.db,
    sql`select c.user_id as "userId", count(distinct c.day)::int as days, s.language
        from plan_day_completions c left join user_settings s on s.user_id = c.user_id
        where c.run_id = ${run.id}::int and c.user_id is not null
        group by c.user_id, s.language`,
  );
  let told = 0;
  for (const p of people) {
    const result: GroupPlanMemberResult = {
      planTitle: run.planTitle,
      length: run.length,
      daysDone: Number(p.days),
      finished: Number(p.days) >= run.length,
      language: p.language === 'es' ? 'es' : 'en',
    };
    const { title, body } = input.words(result);
    const r = await addNotification(ctx, {
      userId: Number(p.userId),
      kind: 'group_plan_ended',
      title: title.slice(0, 200),
      body: body.slice(0, 1000),
      link: '/plans',
      refKey: `group_plan_ended:${run.id}`,
      onRepeat: 'keep',
      fromUserId: null,
    });
    if (r.created) told += 1;
  }
  if (closedRows.length > 0)
    ctx.log.info({ event: 'group_plan_finished', runId: run.id, members: counts.members, finished: counts.finished });
  return { run, counts, closed: closedRows.length > 0, told };
}

/**
 * After a chat's post went out: every plan whose summary it carried is closed (closeGroupPlanRun),
 * each member told their own result in `words`. A failure is logged and the others still close: the
 * post itself went out, and a retried post tries again. Both chats' senders call this.
 */
export async function closeSummarizedGroupPlans(
  ctx: Ctx,
  parts: readonly DeliveryGroupPlan[],
  words: (r: GroupPlanMemberResult) => { title: string; body: string },
): Promise<void> {
  for (const p of parts) {
    if (p.kind !== 'summary') continue;
    try {
      await closeGroupPlanRun(ctx, { runId: p.runId, words });
    } catch (e) {
      ctx.log.error({ event: 'group_plan_close_failed', runId: p.runId, err: { name: (e as Error)?.name } });
    }
  }
}

/** Group posts that carried a plan day or summary, by channel: the health screen's and /metrics' figures. */
export interface GroupPlanPostFigures {
  channel: string;
  due: number;
  sent: number;
  pending: number;
  failed: number;
  deactivated: number;
}

export async function groupPlanPostFigures(ctx: Ctx, from: string, to: string): Promise<GroupPlanPostFigures[]> {
  const rows = await queryRows<GroupPlanPostFigures>(
    ctx.db,
    sql`select d.channel, count(*)::int as due,
               count(*) filter (where d.status = 'sent')::int as sent,
               count(*) filter (where d.status in ('claimed', 'failed'))::int as pending,
               count(*) filter (where d.status = 'dead' and not d.gone)::int as failed,
               count(*) filter (where d.status = 'dead' and d.gone)::int as deactivated
        from deliveries d
        join plan_runs r on r.group_channel = d.channel and r.group_target = d.target
        join plans p on p.id = r.plan_id
        where d.local_date between ${from}::date and ${to}::date
          and d.local_date between r.start_date and r.start_date + p.length
          and (r.left_at is null or d.${sql.identifier(deliveries.claimedAt.name)} <= r.left_at)
        group by d.channel order by d.channel`,
  );
  return rows.map((r) => ({
    channel: r.channel,
    due: Number(r.due),
    sent: Number(r.sent),
    pending: Number(r.pending),
    failed: Number(r.failed),
    deactivated: Number(r.deactivated),
  }));
}
