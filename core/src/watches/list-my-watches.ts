import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { ActorCtx } from '../context';
import { memberOfCircle } from '../rules/request-audience';
import { toWatchRow, watchColumns, type WatchRow } from './watch-access';
import { watchView, type WatchView } from './get-watch';

/** How long an ended watch stays in the list, so its summary can be read the morning after. */
export const ENDED_WATCH_LISTED_MS = 3 * 86_400_000;

/**
 * The watches the actor can take part in now or soon (decision 342): those of the groups they are a
 * current member of, and open ones they started or hold a slot in. Soonest first; a watch that
 * ended in the last three days stays at the end.
 */
export async function listMyWatches(ctx: ActorCtx, opts: { circleId?: number } = {}): Promise<WatchView[]> {
  const since = new Date(ctx.clock.now().getTime() - ENDED_WATCH_LISTED_MS).toISOString();
  const rows = await queryRows<WatchRow>(
    ctx.db,
    sql`select ${watchColumns} from watches w
        where (${memberOfCircle(ctx.userId, sql`w.circle_id`)}
               or (w.circle_id is null and (w.created_by = ${ctx.userId}::int or exists (
                 select 1 from watch_claims wc where wc.watch_id = w.id and wc.user_id = ${ctx.userId}::int
                   and wc.released_at is null))))
          and coalesce(w.ended_at, w.starts_at + make_interval(hours => w.hours)) > ${since}::timestamptz
          ${opts.circleId !== undefined ? sql`and w.circle_id = ${opts.circleId}::int` : sql``}
        order by (w.ended_at is not null or w.starts_at + make_interval(hours => w.hours) <= ${ctx.clock.now().toISOString()}::timestamptz),
          w.starts_at, w.id
        limit 50`,
  );
  const views: WatchView[] = [];
  for (const r of rows) views.push(await watchView(ctx, toWatchRow(r), ctx.userId));
  return views;
}
