import { z } from 'zod';
import { and, asc, eq, sql } from 'drizzle-orm';
import { favorites, prayers } from '@dps/db/schema';
import type { ActorCtx } from '../context';
import { localDate } from '../time/local-day';
import { parseInput } from '../validate';
import { getTopic } from './get-topic';
import { topicLanguage } from './topic';

export const ZListTopicPrayersInput = z.object({ topicId: z.union([z.number(), z.string()]) });
export type TListTopicPrayersInput = z.input<typeof ZListTopicPrayersInput>;

export interface TopicPrayer {
  id: number;
  title: string;
  content: string;
  scripture: string | null;
  scriptureReference: string | null;
  /** Whether the actor has saved it. */
  isFavorited: boolean;
  /** Whether the actor prayed it today, in their zone (decision 160). */
  isPrayedToday: boolean;
}

/**
 * The prayers filed under a topic, in the order they were added, with whether the actor saved each
 * and prayed it today; `not_found` for an unknown topic. Only the prayers in the person's language
 * (decision 239), or the English ones while a topic has none in it.
 */
export async function listTopicPrayers(ctx: ActorCtx, input: TListTopicPrayersInput): Promise<TopicPrayer[]> {
  const topic = await getTopic(ctx, parseInput(ZListTopicPrayersInput, input));
  const today = localDate(ctx.clock.now(), ctx.timeZone);
  return (
    ctx.db
      .select({
        id: prayers.id,
        title: prayers.title,
        content: prayers.content,
        scripture: prayers.scripture,
        scriptureReference: prayers.scriptureReference,
        isFavorited: sql<boolean>`(${favorites.id} is not null)`,
        isPrayedToday: sql<boolean>`exists (select 1 from topic_prayer_completions c
          where c.user_id = ${ctx.userId}::int and c.prayer_id = ${prayers.id} and c.local_date = ${today}::date)`,
      })
      .from(prayers)
      // One favorite per person and prayer (unique index), so the join never repeats a prayer.
      .leftJoin(favorites, and(eq(favorites.prayerId, prayers.id), eq(favorites.userId, ctx.userId)))
      .where(
        and(
          eq(prayers.kind, 'topic'),
          eq(prayers.topicId, topic.id),
          sql`${prayers.language} = (select case when exists (
                select 1 from prayers p2 where p2.kind = 'topic' and p2.topic_id = ${topic.id}::int and p2.language = l.language
              ) then l.language else 'en' end from (select ${topicLanguage(ctx)} as language) l)`,
        ),
      )
      .orderBy(asc(prayers.id))
  );
}
