/**
 * Many people with a private Telegram chat and daily reminders on, in one statement (the engine,
 * not the sign-up, is under test): for the delivery fault tests and the benchmark.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@dps/db/client';

export async function addDueTelegramPeople(
  db: Db,
  opts: { count: number; firstChatId: number; reminderTime: string; timeZone?: string },
): Promise<number[]> {
  const chatIds = Array.from({ length: opts.count }, (_, i) => opts.firstChatId + i);
  for (let off = 0; off < chatIds.length; off += 50_000) {
    const payload = JSON.stringify(chatIds.slice(off, off + 50_000).map((c) => ({ c })));
    await db.execute(sql`
      with p as (select * from jsonb_to_recordset(${payload}::jsonb) as x(c bigint)),
      u as (insert into users (first_name, last_name) select 'Due', p.c::text from p returning id, last_name),
      s as (
        insert into user_settings (user_id, daily_reminders, reminder_time, time_zone, time_zone_confirmed)
        select u.id, true, ${opts.reminderTime}, ${opts.timeZone ?? 'UTC'}, true from u
      )
      insert into telegram_chats (chat_id, type, user_id, is_active)
      select p.c, 'private', u.id, true from u join p on p.c::text = u.last_name`);
  }
  return chatIds;
}
