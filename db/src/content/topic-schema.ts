/**
 * One topic in content/<language>/topics.yaml. English defines the topics (key, icon, colour,
 * order); another language names the same keys in its own words and may leave icon and colour out.
 */
import { z } from 'zod';
import { ZKey, ZLine } from './prose';

export const ZContentTopic = z.strictObject({
  key: ZKey,
  name: ZLine('name', 40),
  description: ZLine('description', 200),
  /** A lucide icon name (English file only). */
  icon: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'icon must be a lucide icon name such as "sunrise"')
    .optional(),
  /** The card's colour, '#rrggbb' (English file only). */
  color: z
    .string()
    .regex(/^#[0-9a-f]{6}$/, 'color must be "#rrggbb" in lower case')
    .optional(),
});
export type ContentTopic = z.output<typeof ZContentTopic>;

export const ZTopicsFile = z.array(ZContentTopic).min(1, 'a topics file lists at least one topic');
