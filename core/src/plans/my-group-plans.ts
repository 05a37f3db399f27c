/**
 * The group plans a person reads with their chats, for the web (decision 237):
 * the plan, where the group is, how many marked each day (counts only, never names), and the
 * person's own days. A person is a member of a chat's plan when they marked one of its days, or
 * prayed from that chat's daily post (decision 151): both are taps of their linked chat identity.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { ActorCtx } from '../context';
import { addDays, localDate } from '../time/local-day';
import { memberPosition, type GroupMemberPosition } from './group-plan-done';
import { groupPlanView, loadGroupRun, type GroupPlanView } from './group-plan-runs';

/** A finished group plan stays on the person's list this many days. */
export const FINISHED_GROUP_PLAN_DAYS = 14;

export interface MyGroupPlan {
  runId: number;
  planId: string;
  planTitle: string;
  language: 'en' | 'es';
  length: number;
  startDate: string;
  channel: 'telegram' | 'slack_channel';
  /** The Telegram group's title; null for a Slack channel (its name is Slack's, not stored). */
  chatTitle: string | null;
  finished: boolean;
  group: Pick<GroupPlanView, 'today' | 'dueThrough' | 'dayToday' | 'endDate' | 'summaryDate' | 'counts'>;
  me: Pick<GroupMemberPosition, 'done' | 'catchUp' | 'behind' | 'finished'>;
  /** Every day's title and passages (to read them in the reader). */
  days: { day: number; date: string; title: string; passages: string[] }[];
}

export async function listMyGroupPlans(ctx: ActorCtx): Promise<MyGroupPlan[]> {
  const since = addDays(localDate(ctx.clock.now(), 'UTC'), -FINISHED_GROUP_PLAN_DAYS);
  const rows = await queryRows<{ id: number; chatTitle: string | null }>(
    ctx.db,
    sql`with chats as (
          select r.group_channel as channel, r.group_target as target
          from plan_day_completions c join plan_runs r on r.id = c.run_id
          where c.user_id = ${ctx.userId}::int and r.group_channel is not null
          union
          select g.channel, g.target from group_prayers g where g.user_id = ${ctx.userId}::int
        )
        select r.id, tc.title as "chatTitle"
        from chats ch
        join plan_runs r on r.group_channel = ch.channel and r.group_target = ch.target
        left join telegram_chats tc on ch.channel = 'telegram' and tc.chat_id::text = ch.target
        where r.left_at is null and (r.finished_at is null or r.finished_at >= ${since}::date)
        order by r.finished_at nulls first, r.start_date desc, r.id desc
        limit 20`,
  );
  const out: MyGroupPlan[] = [];
  for (const row of rows) {
    const run = await loadGroupRun(ctx, Number(row.id));
    if (!run) continue;
    const [view, mine, days] = await Promise.all([
      groupPlanView(ctx, run),
      memberPosition(ctx, run, { userId: ctx.userId }),
      queryRows<{ day: number; title: string; passages: string[] }>(
        ctx.db,
        sql`select day, title, passages from plan_days where plan_id = ${run.planId} order by day`,
      ),
    ]);
    out.push({
      runId: run.id,
      planId: run.planId,
      planTitle: run.planTitle,
      language: run.language,
      length: run.length,
      startDate: run.startDate,
      channel: run.channel,
      chatTitle: row.chatTitle,
      finished: run.finishedAt !== null,
      group: {
        today: view.today,
        dueThrough: view.dueThrough,
        dayToday: view.dayToday,
        endDate: view.endDate,
        summaryDate: view.summaryDate,
        counts: view.counts,
      },
      me: { done: mine.done, catchUp: mine.catchUp, behind: mine.behind, finished: mine.finished },
      days: days.map((d) => ({
        day: Number(d.day),
        date: addDays(run.startDate, Number(d.day) - 1),
        title: d.title,
        passages: d.passages,
      })),
    });
  }
  return out;
}
