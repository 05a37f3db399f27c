import { and, desc, eq, isNull } from 'drizzle-orm';
import { prayers, topics } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { adminDailyPrayerFields, type AdminDailyPrayer } from './daily-prayer';
import { requireAdmin } from '../rules/require-admin';

/** The scheduled daily prayers, newest date first (then newest first within a date). Admin only. */
export async function listDailyPrayers(ctx: ActorCtx): Promise<AdminDailyPrayer[]> {
  await requireAdmin(ctx);
  const rows = await ctx.db
    .select(adminDailyPrayerFields)
    .from(prayers)
    .leftJoin(topics, eq(topics.id, prayers.topicId))
    .where(and(eq(prayers.kind, 'daily'), isNull(prayers.replacedAt)))
    .orderBy(desc(prayers.date), desc(prayers.id));
  return rows.map((r) => ({ ...r, date: r.date! }));
}
