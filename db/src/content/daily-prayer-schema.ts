/**
 * One daily library prayer in content/<language>/daily-prayers/*.yaml: a date with no prayer
 * scheduled by an admin gets one of these (decision 002). Keys are 'daily-NNN', stable forever.
 */
import { z } from 'zod';
import { ZKey, ZLine, ZProse } from './prose';

export const ZContentDailyPrayer = z.strictObject({
  key: z.string().regex(/^daily-\d{3}$/, 'a daily prayer key is "daily-" and three digits, e.g. daily-001'),
  title: ZLine('title', 120),
  /** A topic key from the same language's topics.yaml (checked when the content is loaded). */
  topic: ZKey.optional(),
  /** 'Psalm 5:3 (WEB)' in English, 'Salmos 5:3 (RV1909)' in Spanish. */
  reference: ZLine('reference', 80),
  scripture: ZProse('scripture', 2000),
  content: ZProse('content', 5000),
});
export type ContentDailyPrayer = z.output<typeof ZContentDailyPrayer>;

export const ZDailyPrayersFile = z.array(ZContentDailyPrayer);
