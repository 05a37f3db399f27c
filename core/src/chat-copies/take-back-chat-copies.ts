import { sql } from 'drizzle-orm';
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
