/**
 * The plan file format (CONTENT-FORMAT.md): one YAML file per plan in
 * content/<language>/plans/<id>.yaml. This schema is what the seed and CI read files with; the
 * scripture references are checked against the bundled Bible by the caller (the db package does
 * not read scripture: `loadPlanFiles` takes a `checkPassage` from core).
 */
import { z } from 'zod';
import { PLAN_TAGS } from './plan-tags';

export { PLAN_TAGS };

export type PlanTag = (typeof PLAN_TAGS)[number];

export const PLAN_LANGUAGES = ['en', 'es'] as const;
export const PLAN_KINDS = ['devotional', 'reading'] as const;
/** The longest plan (The Bible in a Year). */
export const MAX_PLAN_DAYS = 366;

const prose = (max: number) => z.string().trim().min(1).max(max);

export const ZPlanDay = z.object({
  day: z.number().int().min(1).max(MAX_PLAN_DAYS),
  title: prose(120),
  passages: z.array(z.string().trim().min(1).max(100)).min(1).max(4),
  reflection: prose(3000).optional(),
  prayer: prose(1500).optional(),
  question: prose(300).optional(),
});
export type TPlanDay = z.infer<typeof ZPlanDay>;

export const ZPlanFile = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'id: lowercase words joined by hyphens')
      .max(80),
    language: z.enum(PLAN_LANGUAGES),
    title: prose(120),
    summary: prose(400),
    description: prose(3000),
    length: z.number().int().min(1).max(MAX_PLAN_DAYS),
    kind: z.enum(PLAN_KINDS),
    tags: z.array(z.enum(PLAN_TAGS)).max(8).default([]),
    season: z.enum(['advent', 'lent', 'none']).optional(),
    days: z.array(ZPlanDay).min(1).max(MAX_PLAN_DAYS),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.days.length !== p.length)
      ctx.addIssue({
        code: 'custom',
        path: ['length'],
        message: `length is ${p.length} but there are ${p.days.length} days`,
      });
    p.days.forEach((d, i) => {
      if (d.day !== i + 1)
        ctx.addIssue({ code: 'custom', path: ['days', i, 'day'], message: `day ${i + 1} is numbered ${d.day}` });
      if (p.kind === 'devotional')
        for (const part of ['reflection', 'prayer', 'question'] as const)
          if (!d[part])
            ctx.addIssue({ code: 'custom', path: ['days', i, part], message: `day ${i + 1} has no ${part}` });
    });
  });
export type TPlanFile = z.infer<typeof ZPlanFile>;
