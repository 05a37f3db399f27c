import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { ActorCtx } from '../context';

export interface ProgressStats {
  /** Completions ever (a prayer completed on a day counts once). */
  totalPrayers: number;
  favoritePrayers: number;
  /** The actor's top-level reflections, private or public (the grid's "Reflections"). */
  reflectionsShared: number;
  /** Distinct local days with at least one completion. */
  daysActive: number;
}

/** The statistics grid of the Progress screen, in one round trip. */
export async function getStats(ctx: ActorCtx): Promise<ProgressStats> {
  const [row] = await queryRows<ProgressStats>(
    ctx.db,
    sql`select c.total as "totalPrayers", c.days as "daysActive",
          (select count(*)::int from favorites where user_id = ${ctx.userId}::int) as "favoritePrayers",
          (select count(*)::int from reflections where user_id = ${ctx.userId}::int and parent_id is null)
            as "reflectionsShared"
        from (
          select count(*)::int as total, count(distinct local_date)::int as days
          from completions where user_id = ${ctx.userId}::int
        ) c`,
  );
  return {
    totalPrayers: row?.totalPrayers ?? 0,
    favoritePrayers: row?.favoritePrayers ?? 0,
    reflectionsShared: row?.reflectionsShared ?? 0,
    daysActive: row?.daysActive ?? 0,
  };
}
