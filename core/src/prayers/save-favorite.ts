import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import { z } from 'zod';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { parseInput } from '../validate';
import { ZPrayerId } from './prayer-id';
import { publishedSql, publishedToday } from './published-prayer';

export const ZSaveFavoriteInput = z.object({ prayerId: ZPrayerId });
export type TSaveFavoriteInput = z.input<typeof ZSaveFavoriteInput>;

export interface SaveFavoriteResult {
  favorited: true;
  /** True when the prayer was already among the actor's favorites (nothing changed). */
  alreadySaved: boolean;
}

/**
 * Save a prayer to the actor's favorites (the heart). Idempotent: saving twice keeps one favorite
 * (the spec has no un-save). Unknown prayer, or one not published to the actor yet (an admin's
 * prayer for a later date) -> not_found, the same answer (published-prayer.ts).
 */
export async function saveFavorite(ctx: ActorCtx, input: TSaveFavoriteInput): Promise<SaveFavoriteResult> {
  const { prayerId } = parseInput(ZSaveFavoriteInput, input);
  const published = publishedSql('p', publishedToday(ctx));
  const [row] = await queryRows<{ found: boolean; inserted: number }>(
    ctx.db,
    sql`with ins as (
          insert into favorites (user_id, prayer_id, created_at)
          select ${ctx.userId}::int, p.id, ${ctx.clock.now().toISOString()}::timestamptz
          from prayers p where p.id = ${prayerId}::int and ${published}
          on conflict (user_id, prayer_id) do nothing
          returning 1
        )
        select exists (select 1 from prayers p where p.id = ${prayerId}::int and ${published}) as found,
               (select count(*)::int from ins) as inserted`,
  );
  if (!row?.found) throw new AppError('not_found', 'prayerNotFound');
  return { favorited: true, alreadySaved: row.inserted === 0 };
}
