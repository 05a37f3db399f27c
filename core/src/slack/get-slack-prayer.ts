import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { publishedSql } from '../prayers/published-prayer';
import { localDate } from '../time/local-day';

export interface SlackPrayer {
  id: number;
  title: string;
  content: string;
  scripture: string | null;
  scriptureReference: string | null;
  /** The actor completed it on their local today. */
  isCompleted: boolean;
  isFavorited: boolean;
}

/**
 * A prayer a Slack message shows (a DM, `/prayer today`), with the actor's own state, so a tapped
 * message can be redrawn with "✅ Prayed" / "❤️ Saved". Unknown prayer, or one not published to the
 * actor yet (an admin's prayer for a later date) -> not_found.
 */
export async function getSlackPrayer(ctx: ActorCtx, prayerId: number): Promise<SlackPrayer> {
  const today = localDate(ctx.clock.now(), ctx.timeZone);
  const [row] = await queryRows<SlackPrayer>(
    ctx.db,
    sql`select p.id, p.title, p.content, p.scripture, p.scripture_reference as "scriptureReference",
          exists (select 1 from completions c where c.user_id = ${ctx.userId}::int and c.prayer_id = p.id
                  and c.local_date = ${today}::date) as "isCompleted",
          exists (select 1 from favorites f where f.user_id = ${ctx.userId}::int and f.prayer_id = p.id) as "isFavorited"
        from prayers p where p.id = ${prayerId}::int and ${publishedSql('p', today)}`,
  );
  if (!row) throw new AppError('not_found', 'prayerNotFound');
  return row;
}
