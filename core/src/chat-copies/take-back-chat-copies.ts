import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { Ctx } from '../context';

/**
 * A request was taken back while it stays (made private): its chat copies are due to be deleted
 * from the chats (decision 180). Call it in the same transaction as the change, so the change and
 * the take-back are one. A deleted request (or a deleted account's) needs no call: its copies lose
 * their request (`on delete set null`), which makes them due by themselves.
 */
export async function takeBackChatCopies(ctx: Ctx, requestId: number): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    ctx.db,
    sql`update chat_take_backs set status = 'pending', next_attempt_at = ${ctx.clock.now().toISOString()}::timestamptz
        where request_id = ${requestId}::int and status = 'live'
        returning id`,
  );
  return rows.length;
}

/**
 * A request's audience narrowed (decision 286): its copies in chats that may no longer see it are
 * due to be taken back. A copy stays only while the request is public, or shared with the circle
 * of the copy's chat; a copy in a private chat with the bot goes when the request is not public.
 * Call it in the same transaction as the change.
 */
export async function takeBackCopiesOutsideAudience(ctx: Ctx, requestId: number): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    ctx.db,
    sql`update chat_take_backs tb set status = 'pending', next_attempt_at = ${ctx.clock.now().toISOString()}::timestamptz
        where tb.request_id = ${requestId}::int and tb.status = 'live'
          and not ${copyInAudience(sql`tb`)}
        returning tb.id`,
  );
  return rows.length;
}

/**
 * SQL: the chat copy `tb` (a `chat_take_backs` row) is in its request's audience: the request is
 * public, or shared with the circle whose chat holds the copy (decision 286).
 */
export const copyInAudience = (tb: SQL) =>
  sql`exists (select 1 from user_prayers p where p.id = ${tb}.request_id and (p.is_public or exists (
        select 1 from request_circles rc join circles c on c.id = rc.circle_id
        where rc.request_id = p.id and c.target = ${tb}.chat_id
          and c.channel = case ${tb}.channel when 'telegram' then 'telegram' else 'slack_channel' end)))`;
