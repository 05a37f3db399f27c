import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { topics } from '@dps/db/schema';
import type { Ctx } from '../context';
import { parseInput } from '../validate';
import { toTopicId, topicFields, topicNotFound, type Topic } from './topic';

export const ZGetTopicInput = z.object({ topicId: z.union([z.number(), z.string()]) });
export type TGetTopicInput = z.input<typeof ZGetTopicInput>;

/** One topic; `not_found` for an unknown or malformed id. */
export async function getTopic(ctx: Ctx, input: TGetTopicInput): Promise<Topic> {
  const id = toTopicId(parseInput(ZGetTopicInput, input).topicId);
  if (id === null) throw topicNotFound();
  const [row] = await ctx.db.select(topicFields).from(topics).where(eq(topics.id, id));
  if (!row) throw topicNotFound();
  return row;
}
