import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '@dps/db/client';
import type { Ctx } from '../context';
import { ZIsoDate } from '../time/iso-date';
import { parseInput, MAX_ID } from '../validate';
import { ZSlackId } from '../rules/slack-ids';

export const ZCountSlackPrayersInput = z.object({
  teamId: ZSlackId,
  prayerId: z.number().int().positive().max(MAX_ID),
  /** The local date of the channel post. */
  localDate: ZIsoDate,
});
export type TCountSlackPrayersInput = z.input<typeof ZCountSlackPrayersInput>;

/**
 * "N have prayed today" under a channel post: how many members of the workspace completed the
 * post's prayer (from Slack, the web or Telegram: it is one account). Each member's completion is
 * dated in their own zone, which may be a day off the channel's, so a day either side counts too;
 * the daily library repeats a prayer only weeks apart, so nothing else is caught.
 */
export async function countSlackPrayers(ctx: Ctx, input: TCountSlackPrayersInput): Promise<number> {
  const { teamId, prayerId, localDate } = parseInput(ZCountSlackPrayersInput, input);
  const [row] = await queryRows<{ n: number }>(
    ctx.db,
    sql`select count(distinct c.user_id)::int as n
        from completions c
        join identities i on i.user_id = c.user_id and i.provider = 'slack'
                         and split_part(i.subject, ':', 1) = ${teamId}
        where c.prayer_id = ${prayerId}::int
          and c.local_date between ${localDate}::date - 1 and ${localDate}::date + 1`,
  );
  return row?.n ?? 0;
}
