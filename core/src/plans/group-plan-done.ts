/**
 * Who a member of a group plan is and where they are (decision 237), shared by marking a day done
 * (mark-group-plan-day-done.ts) and asking one's place (get-group-member-position.ts).
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
import type { Ctx } from '../context';
import { AppError, type ErrorKey } from '../errors';
import { parseInput } from '../validate';
import { groupDayDate, groupDueThrough, groupToday, type GroupRun, type GroupPlanRefusal } from './group-plan-runs';
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

export const refused = (code: 'validation' | 'not_found' | 'conflict', reason: GroupPlanRefusal, key: ErrorKey) =>
  new AppError(code, key, { details: { reason } });
