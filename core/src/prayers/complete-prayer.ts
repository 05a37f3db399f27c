import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import { z } from 'zod';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { localDate } from '../time/local-day';
import { parseInput } from '../validate';
import { ZPrayerId } from './prayer-id';

export const ZCompletePrayerInput = z.object({
  prayerId: ZPrayerId,
  source: z.enum(['web', 'telegram', 'slack']).default('web'),
});
export type TCompletePrayerInput = z.input<typeof ZCompletePrayerInput>;

export interface CompletePrayerResult {
  completed: true;
  /** The actor's local day the completion counts for. */
  localDate: string;
  /** True when this prayer was already completed on that day (nothing changed). */
  alreadyCompleted: boolean;
}

/**
 * "I prayed": records a completion of the prayer on the actor's local today. Idempotent per
 * (user, prayer, local day) through the unique index, so a double tap, a Telegram button and a
 * Slack button on the same day count once. Unknown prayer -> not_found.
 */
export async function completePrayer(ctx: ActorCtx, input: TCompletePrayerInput): Promise<CompletePrayerResult> {
  const { prayerId, source } = parseInput(ZCompletePrayerInput, input);
  const now = ctx.clock.now();
  const today = localDate(now, ctx.timeZone);
  // INSERT ... SELECT from prayers: an unknown id inserts nothing instead of raising a foreign-key
  // error (which would abort a caller's transaction), and one round trip tells both outcomes.
  const [row] = await queryRows<{ found: boolean; inserted: number }>(
    ctx.db,
    sql`with ins as (
          insert into completions (user_id, prayer_id, local_date, source, created_at)
          select ${ctx.userId}::int, p.id, ${today}::date, ${source}::text, ${now.toISOString()}::timestamptz
          from prayers p where p.id = ${prayerId}::int
          on conflict (user_id, prayer_id, local_date) do nothing
          returning 1
        )
        select exists (select 1 from prayers where id = ${prayerId}::int) as found,
               (select count(*)::int from ins) as inserted`,
  );
  if (!row?.found) throw new AppError('not_found', 'Prayer not found.');
  return { completed: true, localDate: today, alreadyCompleted: row.inserted === 0 };
}
