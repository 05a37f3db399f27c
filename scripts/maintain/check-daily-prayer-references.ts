/**
 * `npx tsx scripts/maintain/check-daily-prayer-references.ts [--withdraw]`: the one-time check of
 * the scheduled prayers already in the database against the bundled Bibles (decision 257). It
 * prints every prayer whose reference does not resolve or whose quote differs, and exits 1 when
 * any does. With `--withdraw`, each one whose reference does not resolve and whose date has not
 * ended everywhere is taken off its date (the library's prayer shows instead); differing quotes are
 * left for the admin to correct. It opens the database `npm start` uses (DATABASE_URL, else the
 * embedded PGlite in DATA_DIR; with the embedded one, stop the server first).
 */
import { pathToFileURL } from 'node:url';
import { createDb } from '@dps/db/client';
import { systemClock, type Ctx } from '@dps/core/context';
import { checkDailyPrayerReferences } from '@dps/core/admin/check-daily-prayer-references';
import { ConfigError, parseConfig } from '../config';

export const USAGE = 'Usage: npx tsx scripts/maintain/check-daily-prayer-references.ts [--withdraw]';

/** Run the check; returns the exit code and the lines to print (ids, dates, references: no prayer text). */
export async function runReferenceCheck(args: string[], ctx: Ctx): Promise<{ code: number; lines: string[] }> {
  if (args.some((a) => a !== '--withdraw')) return { code: 2, lines: [USAGE] };
  const withdraw = args.includes('--withdraw');
  const { checked, problems } = await checkDailyPrayerReferences(ctx, { withdraw });
  const lines = problems.map(
    (p) =>
      `#${p.id} ${p.date} ${p.language} “${p.scriptureReference ?? ''}”: ${p.problem}` +
      (p.withdrawn ? ' WITHDRAWN' : p.unresolved && !withdraw ? ' (would be withdrawn with --withdraw)' : ''),
  );
  const withdrawn = problems.filter((p) => p.withdrawn).length;
  lines.push(
    problems.length === 0
      ? `All ${checked} scheduled prayers resolve in their Bible.`
      : `${problems.length} of ${checked} scheduled prayers fail the check${withdraw ? `; ${withdrawn} withdrawn` : ''}.`,
  );
  return { code: problems.length === 0 ? 0 : 1, lines };
}

async function main() {
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
  const db = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const quiet = { info() {}, warn() {}, error() {} };
  try {
    const { code, lines } = await runReferenceCheck(process.argv.slice(2), {
      db: db.db,
      clock: systemClock,
      log: quiet,
    });
    for (const line of lines) (code === 0 ? console.log : console.error)(line);
    process.exitCode = code;
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
