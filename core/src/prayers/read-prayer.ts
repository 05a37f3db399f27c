/**
 * One prayer opened by id (a search result): its text, whether the actor saved it, its topic.
 * Published-to-the-actor only (decision 071): anything else answers like a missing prayer.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import type { ActorCtx } from '../context';
import { AppError } from '../errors';
import { parseInput } from '../validate';
import { publishedSql, publishedToday, ZGetPublishedPrayerInput } from './published-prayer';

export interface ReadablePrayer {
  id: number;
  kind: 'daily' | 'library' | 'topic';
  title: string;
  content: string;
  scripture: string | null;
  scriptureReference: string | null;
  isFavorited: boolean;
  /** Topic prayers: whether the actor prayed it today (decision 160); false for the others. */
  isPrayedToday: boolean;
  topic: { id: number; name: string } | null;
}

export async function readPrayer(ctx: ActorCtx, input: { prayerId: unknown }): Promise<ReadablePrayer> {
  let prayerId: number;
  try {
    ({ prayerId } = parseInput(ZGetPublishedPrayerInput, input));
  } catch {
    throw new AppError('not_found', 'prayerNotFound');
  }
  const today = publishedToday(ctx);
  const [row] = await queryRows<Omit<ReadablePrayer, 'topic'> & { topicId: number | null; topicName: string | null }>(
    ctx.db,
    sql`select p.id, p.kind, p.title, p.content, p.scripture, p.scripture_reference as "scriptureReference",
          t.id as "topicId", t.name as "topicName",
          exists (select 1 from favorites f where f.user_id = ${ctx.userId}::int and f.prayer_id = p.id) as "isFavorited",
          exists (select 1 from topic_prayer_completions c
                  where c.user_id = ${ctx.userId}::int and c.prayer_id = p.id and c.local_date = ${today}::date)
            as "isPrayedToday"
        from prayers p left join topics t on t.id = p.topic_id
        where p.id = ${prayerId}::int and ${publishedSql('p', today)}`,
  );
  if (!row) throw new AppError('not_found', 'prayerNotFound');
  const { topicId, topicName, ...prayer } = row;
  return { ...prayer, topic: topicId === null ? null : { id: topicId, name: topicName ?? '' } };
}
