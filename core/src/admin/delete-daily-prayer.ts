import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { prayers } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { ZPrayerId } from '../prayers/prayer-id';
import { parseInput } from '../validate';
import { isLiveDate } from './live-date';
import { requireAdmin } from '../rules/require-admin';
import { liveRefusal } from './scheduled-date';

export const ZDeleteDailyPrayerInput = z.object({ id: ZPrayerId });
export type TDeleteDailyPrayerInput = z.input<typeof ZDeleteDailyPrayerInput>;

/**
 * Unschedule a future prayer (admin only; decision 165): its date falls back to the library pick.
 * A live date (begun anywhere, UTC+14) is refused: people may have prayed it already. Returns the
 * date it was on.
 */
export async function deleteDailyPrayer(ctx: ActorCtx, input: TDeleteDailyPrayerInput): Promise<{ date: string }> {
  await requireAdmin(ctx);
  const { id } = parseInput(ZDeleteDailyPrayerInput, input);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ date: prayers.date })
      .from(prayers)
      .where(and(eq(prayers.id, id), eq(prayers.kind, 'daily'), isNull(prayers.replacedAt)))
      .for('update');
    if (!row) throw new AppError('not_found', 'scheduledNotFound');
    if (isLiveDate(row.date!, ctx.clock.now())) throw liveRefusal(row.date!);
    await tx.delete(prayers).where(eq(prayers.id, id));
    return { date: row.date! };
  });
}
