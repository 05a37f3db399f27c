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
