/**
 * Chat copies of what people share (decision 198): where a reflection or a prayer request was
 * posted in a chat, so what happens to it elsewhere (a reply, a like, an "I prayed") reaches that
 * message too. `recordChatCopy` is called by a bot after it posts; `queueChatEchoes` by core where
 * the event happens, in the event's own transaction, so the echo is as durable as the event.
 */
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { Ctx } from '../context';
import { parseInput } from '../validate';

export const ZRecordChatCopyInput = z.object({
  kind: z.enum(['reflection', 'request']),
  itemId: z.number().int().positive(),
  channel: z.enum(['telegram', 'slack']),
  target: z.string().min(1).max(100),
  messageId: z.string().min(1).max(100),
  threadId: z.string().min(1).max(100).nullish(),
});
export type TRecordChatCopyInput = z.input<typeof ZRecordChatCopyInput>;

/** Remember that a bot posted this item as this chat message (once per message). */
export async function recordChatCopy(ctx: Ctx, input: TRecordChatCopyInput): Promise<void> {
  const d = parseInput(ZRecordChatCopyInput, input);
  await queryRows(
    ctx.db,
    sql`insert into chat_copies (kind, item_id, channel, target, message_id, thread_id, created_at)
        values (${d.kind}, ${d.itemId}::int, ${d.channel}, ${d.target}, ${d.messageId}, ${d.threadId ?? null},
                ${ctx.clock.now().toISOString()}::timestamptz)
        on conflict (kind, item_id, channel, target, message_id) do nothing`,
  );
}

/**
 * Queue an echo for every chat copy of an item: `refresh` redraws its count (asked again while
 * pending, it stays one row, due now); `reply` posts the reply `replyId` in the copy's thread.
 * `except` leaves out the channel the event came from (a Slack thread reply is already in Slack).
 */
export async function queueChatEchoes(
  ctx: Ctx,
  input: {
    kind: 'reflection' | 'request';
    itemId: number;
    action: 'refresh' | 'reply';
    replyId?: number;
    except?: 'web' | 'telegram' | 'slack';
  },
): Promise<void> {
  const now = ctx.clock.now().toISOString();
  await queryRows(
    ctx.db,
    sql`insert into chat_echoes (copy_id, action, reply_id, next_attempt_at, created_at)
        select c.id, ${input.action}, ${input.replyId ?? 0}::int, ${now}::timestamptz, ${now}::timestamptz
        from chat_copies c
        where c.kind = ${input.kind} and c.item_id = ${input.itemId}::int and c.channel <> ${input.except ?? 'web'}
        on conflict (copy_id, action, reply_id) do update
          set status = 'pending', attempts = 0, last_error = null, next_attempt_at = excluded.next_attempt_at
          where chat_echoes.action = 'refresh'`,
  );
}
