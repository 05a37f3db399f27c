import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { parseInput } from '../validate';
import { loadWatch, markPostDirty } from './watch-access';
import { ZWatchSlotInput, type TWatchSlotInput } from './watch-form';
import { slotEnd } from './watch-slots';

/**
 * Give a slot back (decision 340): the place reopens, the post says so at its next redraw, and the
 * holder's messages for it not yet sent are dropped.
 */
export async function releaseWatchSlot(
  ctx: ActorCtx,
  input: TWatchSlotInput,
): Promise<{ watchId: number; slot: number }> {
  const data = parseInput(ZWatchSlotInput, input);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const tctx = { ...ctx, db: tx };
    const w = await loadWatch(tctx, ctx.userId, { id: data.watchId }, { lock: true });
    if (w.endedAt) throw new AppError('conflict', 'watchEnded');
    if (slotEnd(w, data.slot) <= now) throw new AppError('conflict', 'watchSlotPast');
    const released = await queryRows<{ id: number }>(
      tx,
      sql`update watch_claims set released_at = ${now.toISOString()}::timestamptz
          where watch_id = ${w.id}::int and slot = ${data.slot}::int and user_id = ${ctx.userId}::int
            and released_at is null
          returning id`,
    );
    if (released.length === 0) throw new AppError('not_found', 'watchSlotNotHeld');
    await queryRows(
      tx,
      sql`update watch_sends set status = 'skipped'
          where claim_id = ${released[0]!.id}::int and status in ('pending', 'failed')`,
    );
    await markPostDirty(tctx, w.id, now);
    return { watchId: w.id, slot: data.slot };
  });
}
