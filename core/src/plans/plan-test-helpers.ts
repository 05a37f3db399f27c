/** The tests' own plan library (core/test/fixtures/plans), independent of content/. */
import { fileURLToPath } from 'node:url';
import type { Db } from '@dps/db/client';
import { seedPlanLibrary } from './seed-plan-library';

export const FIXTURE_PLANS_DIR = fileURLToPath(new URL('../../test/fixtures/plans', import.meta.url));
export const BAD_FIXTURE_PLANS_DIR = fileURLToPath(new URL('../../test/fixtures/plans-bad', import.meta.url));

/** Seed the fixture plans: 'seven-days-of-rest' (7 days, devotional) and 'three-gospel-readings' (3 days, reading). */
export async function seedFixturePlans(db: Db): Promise<void> {
  const r = await seedPlanLibrary(db, { contentDir: FIXTURE_PLANS_DIR });
  if (r.errors.length) throw new Error(`fixture plans: ${JSON.stringify(r.errors)}`);
}

/**
 * Two real five-day plans from the library, seeded alone (the group-plan tests, decision 237):
 * 'a-week-of-thanks' ("Learning to Give Thanks", English) and 'dar-gracias-en-todo' (Spanish).
 */
export const GROUP_PLAN_FILES = ['en/plans/a-week-of-thanks.yaml', 'es/plans/dar-gracias-en-todo.yaml'];

export async function seedFiveDayPlans(db: Db): Promise<void> {
  const { cpSync, mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const content = fileURLToPath(new URL('../../../content', import.meta.url));
  const dir = mkdtempSync(join(tmpdir(), 'dps-group-plans-'));
  try {
    for (const f of GROUP_PLAN_FILES) cpSync(join(content, f), join(dir, f));
    const r = await seedPlanLibrary(db, { contentDir: dir });
    if (r.errors.length) throw new Error(`five-day plans: ${JSON.stringify(r.errors)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
