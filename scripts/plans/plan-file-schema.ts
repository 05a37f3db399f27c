/**
 * The editors' check of a plan file (scripts/plans/plan-files.test.ts): stricter than the seed's
 * schema (db/src/content/plan-schema.ts, what a start accepts), which every file must also pass
 * (core/src/plans/plan-files.test.ts checks that). The tag list is the seed's, one list.
 */
import { z } from 'zod';
import { PLAN_TAGS } from '@dps/db/content/plan-schema';

export { PLAN_TAGS };

const text = z.string().trim().min(1);
const passages = z.array(text.max(100)).min(1).max(2);

const readingDay = z.strictObject({ day: z.number().int().positive(), title: text, passages });
const devotionalDay = readingDay.extend({ reflection: text, prayer: text, question: text });

const head = {
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a plan id is a lower-case slug'),
  language: z.enum(['en', 'es']),
  title: text.max(80),
  summary: text.max(240),
  description: text,
  length: z.number().int().positive(),
  tags: z.array(z.enum(PLAN_TAGS)).min(1),
  season: z.enum(['advent', 'lent', 'none']).optional(),
};

export const ZPlanFile = z.discriminatedUnion('kind', [
  z.strictObject({ ...head, kind: z.literal('devotional'), days: z.array(devotionalDay).min(1) }),
  z.strictObject({ ...head, kind: z.literal('reading'), days: z.array(readingDay).min(1) }),
]);
export type PlanFile = z.infer<typeof ZPlanFile>;
