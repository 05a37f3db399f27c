/**
 * The plan days a person's daily message carries (decision 216): for each delivery of a person's
 * own channel (Telegram private chat, Slack DM, push, email), each of their open, unpaused runs
 * with a day waiting on the delivery's local date. The day rides in the SAME message as the daily
 * prayer, so it inherits the engine's exactly-once claim per target and local date. Groups'
 * deliveries (Telegram groups, Slack channels) carry the group's plan instead (group-plan-posts.ts).
 */
import { and, asc, inArray, sql, type SQL } from 'drizzle-orm';
import { planDays } from '@dps/db/schema';
import type { Ctx } from '../context';
import type { DeliveryChannel, DeliveryPlanDay, DeliveryToSend } from '../delivery/delivery-types';
import { personsBehindTargets } from '../delivery/persons-behind-targets';
import { withGroupPlans } from './group-plan-posts';
import { planPosition } from './plan-position';
import { openRunsOfUsers } from './open-runs-of-users';
import { calendarOf } from './plan-run';

/** The person behind each personal target, for the people reading a plan now (an open, unpaused run). */
const ownersOf = (ctx: Ctx, channel: DeliveryChannel, targets: string[]) =>
  personsBehindTargets(
    ctx,
    channel,
    targets,
    (userId: SQL) =>
      sql`exists (select 1 from plan_runs r where r.user_id = ${userId}
                  and r.left_at is null and r.finished_at is null and r.paused_on is null)`,
  );

/**
 * Each delivery with the plan days waiting for its person on its local date (`planDays`, empty
 * when none). A failure here never stops the daily prayer: the deliveries go out without plan days
 * and the failure is logged.
 */
export async function withPlanDays(ctx: Ctx, deliveries: DeliveryToSend[]): Promise<DeliveryToSend[]> {
  if (deliveries.length === 0) return deliveries;
  // A group's plan rides in its post the same way (decision 237).
  deliveries = await withGroupPlans(ctx, deliveries);
  try {
    const channel = deliveries[0]!.channel;
    if (channel === 'slack_channel') return deliveries;
    const owners = await ownersOf(ctx, channel, [...new Set(deliveries.map((d) => d.target))]);
    const runs = await openRunsOfUsers(ctx, [...new Set(owners.values())]);
    if (runs.length === 0) return deliveries;
    const byUser = new Map<number, typeof runs>();
    for (const r of runs) byUser.set(r.userId!, [...(byUser.get(r.userId!) ?? []), r]);

    // Which (plan, day) each delivery needs, then their titles and passages in one read.
    const wanted = new Map<DeliveryToSend, { run: (typeof runs)[number]; day: number; waiting: number }[]>();
    const keys = new Set<string>();
    for (const d of deliveries) {
      const userId = owners.get(d.target);
      const list: { run: (typeof runs)[number]; day: number; waiting: number }[] = [];
      for (const run of userId === undefined ? [] : (byUser.get(userId) ?? [])) {
        const p = planPosition(calendarOf(run), d.localDate, run.doneDays);
        if (p.current === null) continue;
        list.push({ run, day: p.current, waiting: p.catchUp.length });
        keys.add(`${run.planId}|${p.current}`);
      }
      if (list.length) wanted.set(d, list);
    }
    if (keys.size === 0) return deliveries;
    const planIds = [...new Set([...keys].map((k) => k.split('|')[0]!))];
    const dayRows = await ctx.db
      .select({ planId: planDays.planId, day: planDays.day, title: planDays.title, passages: planDays.passages })
      .from(planDays)
      .where(and(inArray(planDays.planId, planIds)))
      .orderBy(asc(planDays.planId), asc(planDays.day));
    const dayOf = new Map(
      dayRows.filter((r) => keys.has(`${r.planId}|${r.day}`)).map((r) => [`${r.planId}|${r.day}`, r]),
    );
    return deliveries.map((d) => {
      const list = wanted.get(d);
      if (!list) return d;
      const planDaysOut: DeliveryPlanDay[] = [];
      for (const w of list) {
        const row = dayOf.get(`${w.run.planId}|${w.day}`);
        if (!row) continue;
        planDaysOut.push({
          runId: w.run.id,
          planId: w.run.planId,
          planTitle: w.run.planTitle,
          day: w.day,
          length: w.run.length,
          title: row.title,
          passages: row.passages,
          waiting: w.waiting,
        });
      }
      return planDaysOut.length ? { ...d, planDays: planDaysOut } : d;
    });
  } catch (e) {
    ctx.log.error({ event: 'delivery_plan_days_failed', error: (e as Error)?.name ?? 'error' }, 'plan days not added');
    return deliveries;
  }
}
