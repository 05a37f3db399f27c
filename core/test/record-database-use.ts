/**
 * Remember which test files used a database (they asked `testDbConfig()`), in the file named by
 * DPS_RECORD_DATABASE_FILES (`npm test` sets it on its PGlite pass). `npm test` (scripts/test.ts) then runs
 * only these files again on PostgreSQL: a file that never opened a database would repeat the same
 * answers there (decision 219). Recorded when asked, so a file skipped on PGlite (PostgreSQL only) counts.
 */
import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import { expect } from 'vitest';

let recorded: string | undefined;

export function recordDatabaseUse(): void {
  const out = process.env.DPS_RECORD_DATABASE_FILES;
  const file = expect.getState().testPath;
  if (!out || !file || recorded === file) return;
  recorded = file;
  appendFileSync(out, `${relative(process.cwd(), file)}\n`);
}
