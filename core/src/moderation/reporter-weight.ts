/**
 * Whether a new report counts toward hiding the item from everyone (decision 172). Reports protect,
 * they do not silence: a handful of brand-new accounts cannot take a person's words down; their
 * reports hide the item from themselves and reach a moderator, who is told at once.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { ActorCtx } from '../context';
import { REPORTER_MAX_DISMISSED, REPORTER_MIN_ACTIVE_DAYS, REPORTER_MIN_AGE_DAYS } from '../rules/item-kind';

/**
 * True when the actor's report counts: their account is at least REPORTER_MIN_AGE_DAYS old, they
 * prayed on at least REPORTER_MIN_ACTIVE_DAYS different days (a daily prayer or a wall request),
 * and their past reports were not mostly dismissed (REPORTER_MAX_DISMISSED or more dismissed and
 * more dismissed than upheld by hiding or deleting).
 */
export async function reportCountsTowardHide(ctx: ActorCtx): Promise<boolean> {
  const now = ctx.clock.now();
  const oldEnough = new Date(now.getTime() - REPORTER_MIN_AGE_DAYS * 86_400_000).toISOString();
  const [row] = await queryRows<{ counts: boolean }>(
    ctx.db,
    sql`select (
          exists (select 1 from users where id = ${ctx.userId}::int and created_at <= ${oldEnough}::timestamptz)
          and (select count(*) from (
                 select local_date from completions where user_id = ${ctx.userId}::int
                 union select local_date from intercessions where user_id = ${ctx.userId}::int
               ) as days) >= ${REPORTER_MIN_ACTIVE_DAYS}::int
          and not coalesce((
            select count(*) filter (where resolution = 'dismissed') >= ${REPORTER_MAX_DISMISSED}::int
               and count(*) filter (where resolution = 'dismissed') > count(*) filter (where resolution in ('hidden', 'deleted'))
            from content_reports where reporter_id = ${ctx.userId}::int and resolved_at is not null), false)
        ) as counts`,
  );
  return row?.counts === true;
}
