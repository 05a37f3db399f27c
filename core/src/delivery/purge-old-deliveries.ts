import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '@dps/db/client';
import type { Ctx } from '../context';
import { addDays, localDate } from '../time/local-day';
import { parseInput } from '../validate';

export const ZPurgeOldDeliveriesInput = z
  .object({ keepDays: z.number().int().min(3).max(3650).default(35) })
  .prefault({});
export type TPurgeOldDeliveriesInput = z.input<typeof ZPurgeOldDeliveriesInput>;

/**
 * Housekeeping: forget deliveries older than `keepDays` (default 35). Planning only looks at a
 * target's latest local dates, so old rows only cost space; 100,000 people make 36 million a year.
 */
export async function purgeOldDeliveries(ctx: Ctx, input?: TPurgeOldDeliveriesInput): Promise<number> {
  const { keepDays } = parseInput(ZPurgeOldDeliveriesInput, input);
  const cutoff = addDays(localDate(ctx.clock.now(), 'UTC'), -keepDays);
  const rows = await queryRows<{ n: number }>(
    ctx.db,
    sql`with gone as (delete from deliveries where local_date < ${cutoff}::date returning 1)
        select count(*)::int as n from gone`,
  );
  return rows[0]?.n ?? 0;
}
