import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { parseInput } from '../validate';
import { loadWatch } from './watch-access';
import { ZWatchSlotInput, type TWatchSlotInput } from './watch-form';

/**
 * "I prayed" for a slot the actor holds (the button in its start message, or the page): counted in
 * the summary. Twice is once.
 */
export async function markWatchPrayed(
  ctx: ActorCtx,
  input: TWatchSlotInput,
): Promise<{ watchId: number; slot: number }> {
  const data = parseInput(ZWatchSlotInput, input);
  const now = ctx.clock.now();
  const w = await loadWatch(ctx, ctx.userId, { id: data.watchId });
  const rows = await queryRows<{ id: number }>(
    ctx.db,
    sql`update watch_claims set prayed_at = coalesce(prayed_at, ${now.toISOString()}::timestamptz)
        where watch_id = ${w.id}::int and slot = ${data.slot}::int and user_id = ${ctx.userId}::int
          and released_at is null
        returning id`,
  );
  if (rows.length === 0) throw new AppError('not_found', 'watchSlotNotHeld');
  return { watchId: w.id, slot: data.slot };
}
