import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { prayers } from '@dps/db/schema';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { ZPrayerId } from '../prayers/prayer-id';
import { parseInput } from '../validate';
import type { DeliveryPrayer } from './delivery-types';

export const ZGetDeliveredPrayerInput = z.object({ prayerId: ZPrayerId });
export type TGetDeliveredPrayerInput = z.input<typeof ZGetDeliveredPrayerInput>;

/**
 * The prayer a delivered message shows, by id — for the message's buttons (Share, Reflect), which
 * carry only the id. Prayers are public content (daily, library, topic); `not_found` otherwise.
 */
export async function getDeliveredPrayer(ctx: Ctx, input: TGetDeliveredPrayerInput): Promise<DeliveryPrayer> {
  const { prayerId } = parseInput(ZGetDeliveredPrayerInput, input);
  const [row] = await ctx.db
    .select({
      id: prayers.id,
      title: prayers.title,
      content: prayers.content,
      scripture: prayers.scripture,
      scriptureReference: prayers.scriptureReference,
    })
    .from(prayers)
    .where(eq(prayers.id, prayerId));
  if (!row) throw new AppError('not_found', 'Prayer not found.');
  return row;
}
