/**
 * "I prayed" a topic prayer (decision 160). It counts as activity on Progress (total
 * prayers, topic prayers, days active) but never toward the daily streak, the week or goals: those
 * stay "prayed the prayer of each day" (decision 071). So it has its own table, and the daily
 * `completePrayer` still refuses a topic prayer.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '@dps/db/client';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { ZPrayerId } from '../prayers/prayer-id';
import { localDate } from '../time/local-day';
import { parseInput } from '../validate';

export const ZPrayTopicPrayerInput = z.object({
  prayerId: ZPrayerId,
  source: z.enum(['web', 'telegram', 'slack']).default('web'),
});
export type TPrayTopicPrayerInput = z.input<typeof ZPrayTopicPrayerInput>;

export interface PrayTopicPrayerResult {
  prayed: true;
  /** The actor's local day it counts for. */
  localDate: string;
  /** True when this prayer was already prayed that day (nothing changed). */
  alreadyPrayed: boolean;
}

/**
 * Records that the actor prayed a topic prayer today (their zone). Idempotent per (user, prayer,
 * local day). Anything but a topic prayer answers `not_found` like a missing prayer: the daily
 * prayer is prayed with `completePrayer`, and an admin's future prayer must not be probed.
 */
export async function prayTopicPrayer(ctx: ActorCtx, input: TPrayTopicPrayerInput): Promise<PrayTopicPrayerResult> {
  const { prayerId, source } = parseInput(ZPrayTopicPrayerInput, input);
  const day = localDate(ctx.clock.now(), ctx.timeZone);
  const [row] = await queryRows<{ found: boolean; inserted: number }>(
    ctx.db,
    sql`with target as (select p.id from prayers p where p.id = ${prayerId}::int and p.kind = 'topic'),
        ins as (
          insert into topic_prayer_completions (user_id, prayer_id, local_date, source, created_at)
          select ${ctx.userId}::int, t.id, ${day}::date, ${source}::text, ${ctx.clock.now().toISOString()}::timestamptz
          from target t
          on conflict (user_id, prayer_id, local_date) do nothing
          returning 1
        )
        select exists (select 1 from target) as found, (select count(*)::int from ins) as inserted`,
  );
  if (!row?.found) throw new AppError('not_found', 'prayerNotFound');
  return { prayed: true, localDate: day, alreadyPrayed: row.inserted === 0 };
}
