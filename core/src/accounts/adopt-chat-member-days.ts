import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { Db, Tx } from '@dps/db/client';
import { chatMemberKey } from '../rules/chat-member-key';

/**
 * A chat identity became an account's (its first contact, or connected to an account): the days it
 * marked in group plans before are that account's now. A day the account already marked stays one.
 * Call inside the transaction that links the identity.
 */
export async function adoptChatMemberDays(
  db: Db | Tx,
  input: { provider: string; subject: string; userId: number },
): Promise<number> {
  if (input.provider !== 'telegram' && input.provider !== 'slack') return 0;
  const key = chatMemberKey(input.provider, input.subject);
  await db.execute(sql`
    delete from plan_day_completions c
    where c.chat_member = ${key} and c.user_id is null
      and exists (select 1 from plan_day_completions d
                  where d.user_id = ${input.userId}::int and d.run_id = c.run_id and d.day = c.day)`);
  const moved = await queryRows<{ id: number }>(
    db,
    sql`update plan_day_completions set user_id = ${input.userId}::int, chat_member = null
        where chat_member = ${key} and user_id is null returning id`,
  );
  return moved.length;
}
