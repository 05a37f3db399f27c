/**
 * The plan library's tags, in the order the web's filter offers them (their names are in the web
 * catalogue: plans.tags.<tag>). Kept apart from plan-schema.ts so the browser can read them without zod.
 */
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
