import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { topics } from '@dps/db/schema';
import type { Ctx } from '../context';
import { parseInput } from '../validate';
import type { Language } from '@dps/db/content/languages';
import { toTopicId, topicFieldsIn, topicLanguage, topicNotFound, type Topic } from './topic';

export const ZGetTopicInput = z.object({ topicId: z.union([z.number(), z.string()]) });
export type TGetTopicInput = z.input<typeof ZGetTopicInput>;

/** One topic, named in the caller's language (see listTopics); `not_found` for an unknown or malformed id. */
export async function getTopic(ctx: Ctx, input: TGetTopicInput, opts: { language?: Language } = {}): Promise<Topic> {
  const id = toTopicId(parseInput(ZGetTopicInput, input).topicId);
  if (id === null) throw topicNotFound();
  const [row] = await ctx.db.select(topicFieldsIn(topicLanguage(ctx, opts.language))).from(topics).where(eq(topics.id, id));
  if (!row) throw topicNotFound();
  return row;
}
