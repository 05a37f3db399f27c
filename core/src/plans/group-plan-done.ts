/**
 * A member's "Done" on a group plan's day (issue 21 item 3, decision 237), and where that member is.
 *
 * Who a member is: a person with an account (their chat identity is linked to one) counts as that
 * account; a member who never used the bot (no identity) counts by their chat identity alone
 * (`chat_member` = 'telegram:<user id>' or 'slack:<team>:<user>'), with no account made for a tap.
 * When that identity later becomes an account's (first contact with the bot, or a link), their days
 * move to it (accounts/adopt-chat-member-days.ts). One Done per member and day: the unique index
 * (run, day, coalesce(user_id, chat_member)) makes a second tap, anywhere, the same one row.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '@dps/db/client';
import { planDayCompletions } from '@dps/db/schema';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { MAX_ID, parseInput } from '../validate';
import { groupDayDate, groupDueThrough, groupToday, loadGroupRun, ZGroupTarget, type GroupRun, type GroupPlanRefusal } from './group-plan-runs';
import { ZRunId } from './plan-run';
import { chatMemberKey } from '../rules/chat-member-key';

/** A member of a chat reading a plan: their account, or (not linked) their chat identity. */
export type GroupMember = { userId: number } | { chatMember: string };

export interface GroupMemberRef {
  member: GroupMember;
  /** The account, when the chat identity is linked to one. */
  userId: number | null;
  /** The account's language (null without an account). */
  language: 'en' | 'es' | null;
}

/**
 * Who a chat member is for a group plan, without creating anything: the account their chat
 * identity belongs to, else the identity itself.
 */
export async function groupMemberOf(
  ctx: Ctx,
  input: { provider: 'telegram' | 'slack'; subject: string },
): Promise<GroupMemberRef> {
  const { provider, subject } = parseInput(
    z.object({ provider: z.enum(['telegram', 'slack']), subject: z.string().min(1).max(200) }),
    input,
  );
  const [row] = await queryRows<{ userId: number; language: string | null }>(
    ctx.db,
    sql`select i.user_id as "userId", s.language from identities i
        left join user_settings s on s.user_id = i.user_id
        where i.provider = ${provider} and i.subject = ${subject}`,
  );
  if (row)
    return {
      member: { userId: Number(row.userId) },
      userId: Number(row.userId),
      language: row.language === 'es' ? 'es' : row.language === 'en' ? 'en' : null,
    };
  return { member: { chatMember: chatMemberKey(provider, subject) }, userId: null, language: null };
}

const memberSql = (m: GroupMember) =>
  'userId' in m ? sql`user_id = ${m.userId}::int` : sql`user_id is null and chat_member = ${m.chatMember}`;

/** Where one member is in a group's run: only their own days, never anyone else's. */
export interface GroupMemberPosition {
  runId: number;
  planTitle: string;
  language: 'en' | 'es';
  length: number;
  /** Days come by the group's today. */
  dueThrough: number;
  /** The member's days done, in order. */
  done: number[];
  /** Days come and not done by them, in order. */
  catchUp: number[];
  /** They have a day waiting from before the group's latest day. */
  behind: boolean;
  /** They marked every day. */
  finished: boolean;
  /** The run is over (the summary came) or stopped. */
  ended: boolean;
  /** For each day they may read: its number, date, title and passages (catch-up days first). */
  days: { day: number; date: string; title: string; passages: string[] }[];
}

export async function memberPosition(ctx: Ctx, run: GroupRun, member: GroupMember): Promise<GroupMemberPosition> {
  const { today } = await groupToday(ctx, run);
  const rows = await queryRows<{ day: number }>(
    ctx.db,
    sql`select distinct day from plan_day_completions where run_id = ${run.id}::int and ${memberSql(member)} order by day`,
  );
  const done = rows.map((r) => Number(r.day));
  const through = groupDueThrough(run, today);
  const doneSet = new Set(done);
  const catchUp: number[] = [];
  for (let d = 1; d <= through; d++) if (!doneSet.has(d)) catchUp.push(d);
  const dayRows = catchUp.length
    ? await queryRows<{ day: number; title: string; passages: string[] }>(
        ctx.db,
        sql`select day, title, passages from plan_days
            where plan_id = ${run.planId} and day = any(string_to_array(${catchUp.join(',')}, ',')::int[])
            order by day`,
      )
    : [];
  return {
    runId: run.id,
    planTitle: run.planTitle,
    language: run.language,
    length: run.length,
    dueThrough: through,
    done,
    catchUp,
    behind: catchUp.some((d) => d < through),
    finished: done.length >= run.length,
    ended: run.finishedAt !== null || run.leftAt !== null,
    days: dayRows.map((d) => ({
      day: Number(d.day),
      date: groupDayDate(run, Number(d.day)),
      title: d.title,
      passages: d.passages,
    })),
  };
}

export const ZMarkGroupPlanDayDoneInput = z.object({
  runId: ZRunId,
  day: z.number({ error: 'Day not found.' }).int('Day not found.').min(1, 'Day not found.').max(366, 'Day not found.'),
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

const refused = (code: 'validation' | 'not_found' | 'conflict', reason: GroupPlanRefusal, message: string) =>
  new AppError(code, message, { details: { reason } });

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
    throw refused('not_found', 'not_this_chat', 'This plan is not read in this chat.');
  if (run.leftAt) throw refused('conflict', 'stopped', 'This chat stopped this plan.');
  if (day > run.length) throw refused('not_found', 'day_not_found', 'Day not found.');
  const { today } = await groupToday(ctx, run);
  if (day > groupDueThrough(run, today))
    throw refused('validation', 'not_yet', "This day hasn't come yet. It will be ready on its day.");
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

/** A member's position in a run of this chat (the "where am I" and "my part" buttons). */
export async function getGroupMemberPosition(
  ctx: Ctx,
  input: { runId: unknown; member: GroupMember; chat?: { channel: 'telegram' | 'slack_channel'; target: string } },
): Promise<GroupMemberPosition> {
  const runId = parseInput(ZRunId, input.runId);
  const run = await loadGroupRun(ctx, runId);
  if (!run || (input.chat && (input.chat.channel !== run.channel || input.chat.target !== run.target)))
    throw refused('not_found', 'not_this_chat', 'This plan is not read in this chat.');
  return memberPosition(ctx, run, input.member);
}
