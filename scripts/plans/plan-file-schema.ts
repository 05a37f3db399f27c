/**
 * The plan file format of CONTENT-FORMAT.md as a zod schema, for the content check
 * (scripts/plans/plan-files.test.ts). The seed's own schema (db/src/content/plan-schema.ts) takes its
 * place when both exist; this one stays as strict as the agreed format.
 */
import { z } from 'zod';

export const PLAN_TAGS = [
  'anxiety',
  'grief',
  'gratitude',
  'advent',
  'lent',
  'rest',
  'prayer',
  'new-believers',
  'marriage',
  'work',
  'forgiveness',
  'hope',
  'bible',
  'gospels',
  'psalms',
] as const;

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
