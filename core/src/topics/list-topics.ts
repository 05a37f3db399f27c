import { asc } from 'drizzle-orm';
import { topics } from '@dps/db/schema';
import type { Language } from '@dps/db/content/languages';
import type { Ctx } from '../context';
import { topicFieldsIn, topicLanguage, type Topic } from './topic';

/**
 * All prayer topics in their display order, named in the caller's language (decision 239): the one
 * given, else the signed-in person's, else English.
 */
export async function listTopics(ctx: Ctx, opts: { language?: Language } = {}): Promise<Topic[]> {
  return ctx.db
    .select(topicFieldsIn(topicLanguage(ctx, opts.language)))
    .from(topics)
    .orderBy(asc(topics.sortOrder), asc(topics.id));
}
