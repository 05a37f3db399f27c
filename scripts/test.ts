/**
 * `npm test`: the whole suite on embedded PGlite, then again on PostgreSQL when TEST_DATABASE_URL
 * is set (CI sets it). Ends with one line "tests: N passed, N failed" that CI reads.
 * Extra arguments are passed to vitest (e.g. `npm test -- core/src/progress`).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTotalTestSuites: number;
  success: boolean;
}

const extra = process.argv.slice(2);
const runs: { name: string; env: NodeJS.ProcessEnv }[] = [{ name: 'pglite', env: { ...process.env, TEST_DATABASE_URL: '' } }];
if (process.env.TEST_DATABASE_URL) runs.push({ name: 'postgres', env: process.env });

mkdirSync('.test-results', { recursive: true });
let passed = 0;
let failed = 0;
let skipped = 0;
let ok = true;
for (const run of runs) {
  const out = `.test-results/${run.name}.json`;
  console.log(`\n=== vitest on ${run.name} ===`);
  const r = spawnSync(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...extra],
    { stdio: 'inherit', env: { ...run.env, TEST_DATABASE_URL: run.env.TEST_DATABASE_URL || undefined } },
  );
  let summary: VitestJson | undefined;
  try {
    summary = JSON.parse(readFileSync(out, 'utf8')) as VitestJson;
  } catch {
    summary = undefined;
  }
  if (!summary) {
    console.log(`${run.name}: vitest produced no report (exit ${r.status})`);
    ok = false;
    failed += 1;
    continue;
  }
  console.log(`${run.name}: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed, ${summary.numPendingTests} skipped`);
  passed += summary.numPassedTests;
  failed += summary.numFailedTests;
  skipped += summary.numPendingTests;
  if (r.status !== 0 || !summary.success) ok = false;
}
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok && failed === 0 && passed > 0 ? 0 : 1);
