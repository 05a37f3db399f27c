import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { deliveries, groupPrayers } from '@dps/db/schema';
import { z } from 'zod';
import type { Ctx } from '../context';
import { ZIsoDate } from '../time/iso-date';
import { MAX_ID, parseInput } from '../validate';
import type { GroupTarget } from './group-target';

export const ZRecordGroupPrayerInput = z.object({
  channel: z.enum(['telegram', 'slack_channel']),
  target: z.string().min(1).max(200),
  prayerId: z.number().int().positive().max(MAX_ID),
  userId: z.number().int().positive().max(MAX_ID),
  /** The post's local day, as its button carries it: a real date or nothing reaches the query. */
  localDate: ZIsoDate.optional(),
});

/**
 * A member tapped 🙏 Pray on a group's daily post and the prayer was recorded for them: it counts
 * for the group on the post's day (decision 151). The post is the group's latest sent delivery of
 * that prayer, so a forged button for a prayer the group never got counts nothing (null). Once per
 * member and day (primary key).
 */
export async function recordGroupPrayer(
  ctx: Ctx,
  input: GroupTarget & { prayerId: number; userId: number; localDate?: string },
): Promise<{ localDate: string } | null> {
  input = parseInput(ZRecordGroupPrayerInput, input);
  const [post] = await ctx.db
    .select({ localDate: deliveries.localDate })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.channel, input.channel),
        eq(deliveries.target, input.target),
        eq(deliveries.prayerId, input.prayerId),
        isNotNull(deliveries.sentAt),
        ...(input.localDate ? [eq(deliveries.localDate, input.localDate)] : []),
      ),
    )
    .orderBy(desc(deliveries.localDate))
    .limit(1);
  if (!post) return null;
  await ctx.db
    .insert(groupPrayers)
    .values({
      channel: input.channel,
      target: input.target,
      localDate: post.localDate,
      userId: input.userId,
      createdAt: ctx.clock.now(),
    })
    .onConflictDoNothing();
  return { localDate: post.localDate };
}
