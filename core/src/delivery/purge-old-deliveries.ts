import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { purgeInChunks } from '../batch/purge-in-chunks';
import type { Ctx } from '../context';
import { addDays, localDate } from '../time/local-day';
import { parseInput } from '../validate';

export const ZPurgeOldDeliveriesInput = z
  .object({
    keepDays: z.number().int().min(3).max(3650).default(35),
    /** Rows per delete statement (tests use small chunks). */
    chunk: z.number().int().min(1).max(100_000).optional(),
  })
  .prefault({});
export type TPurgeOldDeliveriesInput = z.input<typeof ZPurgeOldDeliveriesInput>;

/**
 * Housekeeping: forget deliveries older than `keepDays` (default 35). Planning only looks at a
 * target's latest local dates, so old rows only cost space; 100,000 people make 36 million a year.
 * In chunks, skipping rows another transaction holds; a row that cannot be deleted is reported by
 * id and left for the next run, never stopping the rest (decision 061). Returns how many went.
 */
export async function purgeOldDeliveries(ctx: Ctx, input?: TPurgeOldDeliveriesInput): Promise<number> {
  const { keepDays, chunk } = parseInput(ZPurgeOldDeliveriesInput, input);
  const cutoff = addDays(localDate(ctx.clock.now(), 'UTC'), -keepDays);
  const { purged } = await purgeInChunks<number>(ctx, {
    table: 'deliveries',
    key: 'id',
    where: sql`local_date < ${cutoff}::date`,
    event: 'housekeeping_row_skipped',
    describe: (id) => ({ table: 'deliveries', deliveryId: id }),
    ...(chunk !== undefined && { chunk }),
  });
  return purged;
}
