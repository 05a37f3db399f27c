import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '@dps/db/client';
import type { Ctx } from '../context';
import { MAX_ID, parseInput } from '../validate';

export const ZRecordChatCopyInput = z.object({
  requestId: z.number().int().positive().max(MAX_ID),
  channel: z.enum(['telegram', 'slack']),
  /** telegram: the chat id; slack: `${teamId}:${channelId}`. */
  chatId: z.string().min(1).max(200),
  /** telegram: the message id; slack: the message's ts. */
  messageId: z.string().min(1).max(100),
});
export type TRecordChatCopyInput = z.input<typeof ZRecordChatCopyInput>;

/**
 * The bot posted a prayer request in a chat: keep where, so taking the request back takes that
 * message back too (decision 180). Called right after the post. A request taken back in the
 * meantime (made private, or deleted: its id is gone), or one posted in a chat outside its
 * audience (decision 286: public, or shared with that chat's circle), is due at once.
 */
export async function recordChatCopy(ctx: Ctx, input: TRecordChatCopyInput): Promise<void> {
  const { requestId, channel, chatId, messageId } = parseInput(ZRecordChatCopyInput, input);
  const now = ctx.clock.now().toISOString();
  await queryRows(
    ctx.db,
    sql`insert into chat_take_backs (request_id, channel, chat_id, message_id, status, next_attempt_at, created_at)
        select p.id, ${channel}, ${chatId}, ${messageId},
               case when p.is_public or exists (
                 select 1 from request_circles rc join circles c on c.id = rc.circle_id
                 where rc.request_id = p.id and c.target = ${chatId}
                   and c.channel = ${channel === 'telegram' ? 'telegram' : 'slack_channel'})
               then 'live' else 'pending' end, ${now}::timestamptz, ${now}::timestamptz
        from (select ${requestId}::int as id) r left join user_prayers p on p.id = r.id
        on conflict (channel, chat_id, message_id) do nothing`,
  );
}
