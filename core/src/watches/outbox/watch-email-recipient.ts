import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { Ctx } from '../../context';

/**
 * Where a watch message by email goes, read when it is sent: a confirmed address, with email
 * reminders on (the channel as the person's reminder order knows it, decision 341). Unlike the
 * daily reminder's, daily reminders turned off do not stop it: a held slot was asked for.
 */
export async function watchEmailRecipient(ctx: Ctx, userId: number): Promise<{ email: string } | null> {
  const [row] = await queryRows<{ email: string }>(
    ctx.db,
    sql`select u.email from users u join user_settings us on us.user_id = u.id
        where u.id = ${userId}::int and u.email is not null and u.email_confirmed_at is not null and us.email_reminders`,
  );
  return row ?? null;
}
