import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { parseInput } from '../validate';
import { loadWatch, markPostDirty } from './watch-access';
import { ZWatchSlotInput, type TWatchSlotInput } from './watch-form';
import { slotCount, slotEnd, slotStart } from './watch-slots';

export interface ClaimedSlot {
  claimId: number;
  watchId: number;
  slot: number;
  startsAt: string;
  endsAt: string;
  /** False when the actor already held it (a second tap changes nothing). */
  isNew: boolean;
}

/**
 * Take a place in a slot (decision 340). The watch row is locked while the places are counted, so
 * two taps on the last place never both win. A slot that has begun may still be taken until it
 * ends (its start message then comes at once); a second tap by its holder is no change.
 */
export async function claimWatchSlot(ctx: ActorCtx, input: TWatchSlotInput): Promise<ClaimedSlot> {
  const data = parseInput(ZWatchSlotInput, input);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const tctx = { ...ctx, db: tx };
    const w = await loadWatch(tctx, ctx.userId, { id: data.watchId }, { lock: true });
    if (data.slot >= slotCount(w)) throw new AppError('validation', 'watchSlotOutOfRange');
    const end = slotEnd(w, data.slot);
    if (w.endedAt || end <= now) {
      throw new AppError('conflict', w.endedAt ? 'watchEnded' : 'watchSlotPast');
    }
    const held = await queryRows<{ id: number; userId: number }>(
      tx,
      sql`select id, user_id as "userId" from watch_claims
          where watch_id = ${w.id}::int and slot = ${data.slot}::int and released_at is null`,
    );
    const view = {
      watchId: w.id,
      slot: data.slot,
      startsAt: slotStart(w, data.slot).toISOString(),
      endsAt: end.toISOString(),
    };
    const mine = held.find((h) => Number(h.userId) === ctx.userId);
    if (mine) return { claimId: Number(mine.id), ...view, isNew: false };
    if (held.length >= w.perSlot) throw new AppError('conflict', 'watchSlotFull');
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into watch_claims (watch_id, slot, user_id, claimed_at)
          values (${w.id}::int, ${data.slot}::int, ${ctx.userId}::int, ${now.toISOString()}::timestamptz)
          returning id`,
    );
    await markPostDirty(tctx, w.id, now);
    return { claimId: Number(row!.id), ...view, isNew: true };
  });
}
