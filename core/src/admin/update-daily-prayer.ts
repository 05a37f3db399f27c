import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Language } from '@dps/db/content/languages';
import { prayers, topics } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { ZPrayerId } from '../prayers/prayer-id';
import { parseInput } from '../validate';
import { ZCreateDailyPrayerInput } from './create-daily-prayer';
import type { AdminDailyPrayer } from './daily-prayer';
import { isLiveDate } from './live-date';
import { requireAdmin } from '../rules/require-admin';
import { freeDateFor, onUniqueDate } from './scheduled-date';
import { resolveDailyScripture } from './daily-prayer-scripture';

export const ZUpdateDailyPrayerInput = z.object({ id: ZPrayerId, fields: ZCreateDailyPrayerInput });
export type TUpdateDailyPrayerInput = z.input<typeof ZUpdateDailyPrayerInput>;

/**
 * Edit a scheduled prayer (admin only; decision 165). The row is updated in place, so its id (and
 * with it every completion, favorite, reflection and delivery) stays. On a live date (begun
 * anywhere, UTC+14) only the wording, scripture and topic may change: moving it to another date is
 * refused. A future prayer may move to another future date; one already scheduled there asks to be
 * replaced (`replace: true` confirms). The scripture is checked against the Bible of the prayer's
 * language as when it was created (decision 257).
 */
export async function updateDailyPrayer(ctx: ActorCtx, input: TUpdateDailyPrayerInput): Promise<AdminDailyPrayer> {
  await requireAdmin(ctx);
  const { id, fields: data } = parseInput(ZUpdateDailyPrayerInput, input);
  const now = ctx.clock.now();
  return onUniqueDate(data.date, () =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ date: prayers.date, language: prayers.language })
        .from(prayers)
        .where(and(eq(prayers.id, id), eq(prayers.kind, 'daily'), isNull(prayers.replacedAt)))
        .for('update');
      if (!row) throw new AppError('not_found', 'scheduledNotFound');
      const [topic] = await tx.select({ name: topics.name }).from(topics).where(eq(topics.id, data.topicId));
      if (!topic) throw new AppError('validation', 'chooseValidTopic', { title: 'validationError' });
      const language = data.language ?? row.language;
      const checked = resolveDailyScripture({ ...data, language: language as Language });
      if (data.date !== row.date || language !== row.language) {
        if (isLiveDate(row.date!, now))
          throw new AppError('conflict', 'liveMoveRefusal', { values: { date: row.date! }, title: 'dateAlreadyBegun' });
        await freeDateFor(tx, data.date, { now, replace: data.replace, exceptId: id, language });
      }
      const [updated] = await tx
        .update(prayers)
        .set({
          title: data.title,
          content: data.content,
          scripture: checked.scripture,
          scriptureReference: checked.scriptureReference,
          topicId: data.topicId,
          date: data.date,
          language,
        })
        .where(eq(prayers.id, id))
        .returning();
      return {
        id: updated!.id,
        title: updated!.title,
        content: updated!.content,
        scripture: updated!.scripture,
        scriptureReference: updated!.scriptureReference,
        topicId: updated!.topicId,
        topicName: topic.name,
        date: updated!.date!,
        language: updated!.language,
      };
    }),
  );
}
