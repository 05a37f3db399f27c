/**
 * One prayer in content/<language>/topic-prayers/<topic-key>.yaml; the file's name is its topic.
 * Keys are '<topic-key>-N', stable forever.
 */
import { z } from 'zod';
import { ZKey, ZLine, ZProse } from './prose';

export const ZContentTopicPrayer = z.strictObject({
  key: ZKey,
  title: ZLine('title', 120),
  reference: ZLine('reference', 80),
  scripture: ZProse('scripture', 2000),
  content: ZProse('content', 5000),
});
export type ContentTopicPrayer = z.output<typeof ZContentTopicPrayer> & { topic: string };

export const ZTopicPrayersFile = z.array(ZContentTopicPrayer);
