import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '@dps/db/client';
import { planDayCompletions } from '@dps/db/schema';
import type { Ctx } from '../context';
import { issue, MAX_ID, parseInput } from '../validate';
import {
  groupDayDate,
  groupDueThrough,
  groupToday,
  loadGroupRun,
  ZGroupTarget,
  type GroupRun,
} from './group-plan-runs';
import { ZRunId } from './plan-run';
import { type GroupMemberPosition, memberPosition, refused } from './group-plan-done';

const DAY_NOT_FOUND = issue('dayNotFound');

export const ZMarkGroupPlanDayDoneInput = z.object({
  runId: ZRunId,
  day: z.number({ error: DAY_NOT_FOUND }).int(DAY_NOT_FOUND).min(1, DAY_NOT_FOUND).max(366, DAY_NOT_FOUND),
  member: z.union([
    z.object({ userId: z.number().int().min(1).max(MAX_ID) }),
    z.object({ chatMember: z.string().regex(/^(telegram:[0-9]{1,20}|slack:[A-Z0-9]{2,40}:[A-Z0-9]{2,40})$/) }),
  ]),
  /** Where the tap came from (the completion's channel). */
  channel: z.enum(['telegram', 'slack', 'web']),
  /** The chat the button was in: a button of another chat's run counts nothing here. */
  chat: ZGroupTarget.optional(),
});

export type TMarkGroupPlanDayDoneInput = z.input<typeof ZMarkGroupPlanDayDoneInput>;

export interface MarkGroupPlanDayDoneResult {
  run: GroupRun;
  day: number;
  /** False when the member had already marked it (a second tap). */
  marked: boolean;
  /** How many members have marked this day now. */
  doneCount: number;
  /** The local date of this day's post (whose count to redraw). */
  postDate: string;
  position: GroupMemberPosition;
}

/**
 * Mark a day of a group's plan done for one member: idempotent, only for a day that has come (in
 * the group's zone), not in a stopped run. A finished run still takes late days: a member may
 * catch up after the summary (the summary's figures were its day's).
 */
export async function markGroupPlanDayDone(
  ctx: Ctx,
  input: TMarkGroupPlanDayDoneInput,
): Promise<MarkGroupPlanDayDoneResult> {
  const { runId, day, member, channel, chat } = parseInput(ZMarkGroupPlanDayDoneInput, input);
  const run = await loadGroupRun(ctx, runId);
  if (!run || (chat && (chat.channel !== run.channel || chat.target !== run.target)))
    throw refused('not_found', 'not_this_chat', 'planNotInChat');
  if (run.leftAt) throw refused('conflict', 'stopped', 'groupStopped');
  if (day > run.length) throw refused('not_found', 'day_not_found', 'dayNotFound');
  const { today } = await groupToday(ctx, run);
  if (day > groupDueThrough(run, today))
    throw refused('validation', 'not_yet', 'dayNotYet');
  const inserted = await ctx.db
    .insert(planDayCompletions)
    .values({
      runId,
      day,
      ...('userId' in member ? { userId: member.userId } : { chatMember: member.chatMember }),
      channel,
      completedAt: ctx.clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: planDayCompletions.id });
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from plan_day_completions where run_id = ${runId}::int and day = ${day}::int`,
  );
  return {
    run,
    day,
    marked: inserted.length > 0,
    doneCount: Number(n),
    postDate: groupDayDate(run, day),
    position: await memberPosition(ctx, run, member),
  };
}
