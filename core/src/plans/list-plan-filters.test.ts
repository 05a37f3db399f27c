/**
 * The library's filter offers only what leads to a plan in the viewer's language (decision 269):
 * topics and lengths come from the listed plans, not from the full tag list.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@dps/db/client';
import { plans } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { testCtx } from '../../test/context';
import type { Ctx } from '../context';
import { listPlanFilters } from './list-plan-filters';
import { listPlans } from './list-plans';
import { seedFiveDayPlans, seedFixturePlans } from './plan-test-helpers';

let h: DbHandle;
let ctx: Ctx;
beforeAll(async () => {
  h = await createTestDb();
  ctx = testCtx(h.db, '2026-03-10T15:00:00Z');
  // English: seven-days-of-rest (7 days: rest, psalms), three-gospel-readings (3: gospels, bible),
  // a-week-of-thanks (5: gratitude, psalms). Spanish: dar-gracias-en-todo (5: gratitude).
  await seedFixturePlans(h.db);
  await seedFiveDayPlans(h.db);
});
afterAll(() => h.close());

describe('the plan filter’s options', () => {
  it('offers in each language only the topics and lengths its plans have, in the filter’s order', async () => {
    expect(await listPlanFilters(ctx, { language: 'en' })).toEqual({
      topics: [
        { tag: 'gratitude', lengths: ['short'] },
        { tag: 'rest', lengths: ['short'] },
        { tag: 'bible', lengths: ['short'] },
        { tag: 'gospels', lengths: ['short'] },
        { tag: 'psalms', lengths: ['short'] },
      ],
      lengths: ['short'],
    });
    expect(await listPlanFilters(ctx, { language: 'es' })).toEqual({
      topics: [{ tag: 'gratitude', lengths: ['short'] }],
      lengths: ['short'],
    });
  });

  it('every topic and length offered lists at least one plan, alone and together', async () => {
    for (const language of ['en', 'es'] as const) {
      const { topics, lengths } = await listPlanFilters(ctx, { language });
      for (const length of lengths) expect((await listPlans(ctx, { language, length })).length).toBeGreaterThan(0);
      for (const t of topics)
        for (const length of t.lengths)
          expect((await listPlans(ctx, { language, tag: t.tag, length })).length).toBeGreaterThan(0);
    }
  });

  it('follows the library: a longer plan adds its length, a plan not yet available drops its topics', async () => {
    await h.db.update(plans).set({ length: 30 }).where(eq(plans.id, 'three-gospel-readings'));
    await h.db.update(plans).set({ availableFrom: '2026-04-01' }).where(eq(plans.id, 'seven-days-of-rest'));
    try {
      expect(await listPlanFilters(ctx, { language: 'en' })).toEqual({
        topics: [
          { tag: 'gratitude', lengths: ['short'] },
          { tag: 'bible', lengths: ['long'] },
          { tag: 'gospels', lengths: ['long'] },
          { tag: 'psalms', lengths: ['short'] },
        ],
        lengths: ['short', 'long'],
      });
    } finally {
      await h.db.update(plans).set({ length: 3 }).where(eq(plans.id, 'three-gospel-readings'));
      await h.db.update(plans).set({ availableFrom: null }).where(eq(plans.id, 'seven-days-of-rest'));
    }
  });

  it('refuses a language it does not have, in words', async () => {
    await expect(listPlanFilters(ctx, { language: 'fr' as never })).rejects.toMatchObject({ code: 'validation' });
  });
});
