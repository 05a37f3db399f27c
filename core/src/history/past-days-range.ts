/** The stretch of days the past-days calendar covers for a person: from the day they joined to today. */
import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { ActorCtx } from '../context';
import { localDate } from '../time/local-day';

export interface PastDaysRange {
  /** The local day the account was created, in the person's current zone (never after today). */
  joinedOn: string;
  /** The person's local today. */
  today: string;
}

export async function pastDaysRange(ctx: ActorCtx): Promise<PastDaysRange> {
  const today = localDate(ctx.clock.now(), ctx.timeZone);
  const [row] = await queryRows<{ createdAt: Date | string }>(
    ctx.db,
    sql`select created_at as "createdAt" from users where id = ${ctx.userId}::int`,
  );
  const joined = row ? localDate(new Date(row.createdAt), ctx.timeZone) : today;
  return { joinedOn: joined < today ? joined : today, today };
}
