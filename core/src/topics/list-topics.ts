import { asc } from 'drizzle-orm';
import { topics } from '@dps/db/schema';
import type { Ctx } from '../context';
import { topicFields, type Topic } from './topic';

/** All prayer topics in their display order. */
export async function listTopics(ctx: Ctx): Promise<Topic[]> {
  return ctx.db.select(topicFields).from(topics).orderBy(asc(topics.sortOrder), asc(topics.id));
}
