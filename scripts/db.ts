/**
 * `npm run db:migrate` / `npm run db:seed`: bring the configured database (DATABASE_URL, else the
 * embedded PGlite in DATA_DIR; stop a PGlite-backed server first) up to date without starting the
 * product: migrate, and with `seed` also add this release's topics and prayers and the verse-search copy of the Bibles (idempotent).
 * `npm start` does both by itself; these are for deploy steps that run them ahead.
 */
import { createDb } from '@dps/db/client';
import { seedDatabase } from '@dps/db/seed/seed';
import { seedScriptureVerses } from '@dps/db/seed/scripture-verses';
import { seedPlanLibrary } from '@dps/core/plans/seed-plan-library';
import { ConfigError, parseConfig } from './config';

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('Usage: tsx scripts/db.ts migrate|seed');
  process.exit(2);
}
let config;
try {
  config = parseConfig(process.env);
} catch (e) {
  if (e instanceof ConfigError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}
const handle = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  if (command === 'seed') {
    const added = await seedDatabase(handle.db);
    const verses = await seedScriptureVerses(handle.db);
    const versesAdded = Object.values(verses).reduce((a, b) => a + b, 0);
    console.log(
      `Migrated and seeded: ${added.topics} topics and ${added.prayers} prayers added, ${versesAdded} Bible verses indexed for search.`,
    );
    const plans = await seedPlanLibrary(
      handle.db,
      config.PLANS_CONTENT_DIR ? { contentDir: config.PLANS_CONTENT_DIR } : {},
    );
    console.log(`Plans: ${plans.added} added, ${plans.updated} updated, ${plans.unchanged} unchanged.`);
    for (const e of plans.errors) console.log(`Plan file skipped: ${e.file}: ${e.message}`);
  } else {
    console.log('Migrated.');
  }
} finally {
  await handle.close();
}
