import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { parseInput } from '../validate';
import { loadWatch, markPostDirty } from './watch-access';
import { ZWatchId } from './watch-form';
import { watchEnd } from './watch-slots';
import { z } from 'zod';

const ZEndWatchInput = z.object({ watchId: ZWatchId });

/**
 * End a watch early (decision 340): only whoever started it or a current leader of its group. The
 * slots not yet begun send nothing more; the post and the summary say it ended early.
 */
export async function endWatch(ctx: ActorCtx, input: z.input<typeof ZEndWatchInput>): Promise<{ watchId: number }> {
  const data = parseInput(ZEndWatchInput, input);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const tctx = { ...ctx, db: tx };
    const w = await loadWatch(tctx, ctx.userId, { id: data.watchId }, { lock: true });
    if (w.endedAt || watchEnd(w) <= now) throw new AppError('conflict', 'watchEnded');
    if (w.createdBy !== ctx.userId) {
      const [lead] = await queryRows<{ ok: boolean }>(
        tx,
        sql`select true as ok from circle_members where circle_id = ${w.circleId}::int
            and user_id = ${ctx.userId}::int and is_member and is_leader`,
      );
      if (!lead) throw new AppError('forbidden', 'watchEndNotAllowed');
    }
    await queryRows(
      tx,
      sql`update watches set ended_at = ${now.toISOString()}::timestamptz, ended_by = ${ctx.userId}::int
          where id = ${w.id}::int`,
    );
    await queryRows(
      tx,
      sql`update watch_sends set status = 'skipped'
          where watch_id = ${w.id}::int and status in ('pending', 'failed')
            and kind in ('slot_reminder', 'slot_start', 'handoff', 'call_for_help')`,
    );
    await markPostDirty(tctx, w.id, now);
    return { watchId: w.id };
  });
}
