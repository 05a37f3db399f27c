import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import { cachedRead } from '../cache/read-cache';
import type { ActorCtx } from '../context';

export interface ProgressStats {
  /**
   * Prayers prayed ever: daily prayers completed plus topic prayers prayed (each prayer once per day).
   * Topic prayers are activity, not streak (decision 160).
   */
  totalPrayers: number;
  /** Of those, topic prayers. */
  topicPrayers: number;
  favoritePrayers: number;
  /** The actor's top-level reflections, private or public (the grid's "Reflections"). */
  reflectionsShared: number;
  /** Distinct local days with at least one prayer prayed (daily or topic). */
  daysActive: number;
}

/** The statistics grid of the Progress screen, in one round trip (or from this instance's cache, decision 238). */
export function getStats(ctx: ActorCtx): Promise<ProgressStats> {
  return cachedRead(ctx, 'stats', '', () => readStats(ctx));
}

async function readStats(ctx: ActorCtx): Promise<ProgressStats> {
  const [row] = await queryRows<Omit<ProgressStats, 'totalPrayers'> & { dailyPrayers: number }>(
    ctx.db,
    sql`select
          (select count(*)::int from completions where user_id = ${ctx.userId}::int) as "dailyPrayers",
          (select count(*)::int from topic_prayer_completions where user_id = ${ctx.userId}::int) as "topicPrayers",
          (select count(*)::int from (
             select local_date from completions where user_id = ${ctx.userId}::int
             union
             select local_date from topic_prayer_completions where user_id = ${ctx.userId}::int
           ) d) as "daysActive",
          (select count(*)::int from favorites where user_id = ${ctx.userId}::int) as "favoritePrayers",
          (select count(*)::int from reflections where user_id = ${ctx.userId}::int and parent_id is null)
            as "reflectionsShared"`,
  );
  const topicPrayers = row?.topicPrayers ?? 0;
  return {
    totalPrayers: (row?.dailyPrayers ?? 0) + topicPrayers,
    topicPrayers,
    favoritePrayers: row?.favoritePrayers ?? 0,
    reflectionsShared: row?.reflectionsShared ?? 0,
    daysActive: row?.daysActive ?? 0,
  };
}
