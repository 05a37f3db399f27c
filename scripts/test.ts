/**
 * `npm test`: every test.
 *   1. vitest (unit, core, HTTP, bots) on embedded PGlite;
 *   2. on PostgreSQL when TEST_DATABASE_URL is set (CI sets it): the files of step 1 that used a
 *      database (core/test/record-database-use.ts; decision 219), all of them when none was recorded;
 *   3. the Playwright end-to-end suite against the real product (skip with E2E=off).
 * Ends with the failed tests named (CI shows only the last lines) and one line "tests: N passed,
 * N failed" that CI reads.
 * Extra arguments go to vitest only (e.g. `npm test -- core/src/progress`), and then e2e is skipped.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const extra = process.argv.slice(2);
mkdirSync('.test-results', { recursive: true });
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
/** The failed tests' names, repeated at the end: CI shows only the last lines of a long run. */
const failures: string[] = [];
let ok = true;
const started = Date.now();

const databaseFiles = '.test-results/database-files.txt';

function runVitest(name: string, databaseUrl: string | undefined, files: string[] = extra) {
  const out = `.test-results/${name}.json`;
  rmSync(out, { force: true });
  console.log(`\n=== vitest on ${name}${files === extra ? '' : ` (${files.length} files that use a database)`} ===`);
  const env = { ...process.env };
  // Two workers: on two cores one worker left a core idle while the other waited on the database.
  env.VITEST_MAX_WORKERS ??= '2';
  if (databaseUrl) env.TEST_DATABASE_URL = databaseUrl;
  else {
    delete env.TEST_DATABASE_URL;
    env.DPS_RECORD_DATABASE_FILES = databaseFiles;
    rmSync(databaseFiles, { force: true });
  }
  const r = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...files], {
    stdio: 'inherit',
    env,
  });
  const s = readJson<VitestReport>(out);
  if (!s) return record(name, { passed: 0, failed: 1, skipped: 0 }, false, `vitest produced no report (exit ${r.status})`);
  for (const file of s.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed) failures.push(`${name}: ${relative(file.name)} > ${t.fullName ?? t.title}: ${firstLine(t.failureMessages?.[0])}`);
    // A file that failed outside any test (an import error, a hook) has no failed test to name.
    if (failed.length === 0 && file.status === 'failed') failures.push(`${name}: ${relative(file.name)} (${firstLine(file.message)})`);
  }
  record(name, { passed: s.numPassedTests, failed: s.numFailedTests, skipped: s.numPendingTests + (s.numTodoTests ?? 0) }, r.status === 0 && s.success);
}

function runPlaywright() {
  const out = '.test-results/e2e.json';
  rmSync(out, { force: true });
  console.log('\n=== Playwright end-to-end (real product on PGlite, headless Chromium) ===');
  // The config's reporters write the JSON summary to .test-results/e2e.json.
  const r = spawnSync('npx', ['playwright', 'test', '-c', 'web/e2e/playwright.config.ts'], { stdio: 'inherit' });
  const s = readJson<PlaywrightReport>(out);
  if (s) collectPlaywrightFailures(s.suites ?? [], []);
  if (!s) return record('e2e', { passed: 0, failed: 1, skipped: 0 }, false, `playwright produced no report (exit ${r.status})`);
  // A flaky test (passed only on retry) counts as failed: retries are off, and flakiness is a bug.
  record('e2e', { passed: s.stats.expected, failed: s.stats.unexpected + s.stats.flaky, skipped: s.stats.skipped }, r.status === 0);
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests?: number;
  success: boolean;
  testResults?: { name: string; status: string; message?: string; assertionResults?: { status: string; title: string; fullName?: string; failureMessages?: string[] }[] }[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; line: number; tests: { status: string }[] }[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
}

function collectPlaywrightFailures(suites: PlaywrightSuite[], titles: string[]) {
  for (const suite of suites) {
    const path = suite.file ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      const bad = spec.tests.some((t) => t.status === 'unexpected' || t.status === 'flaky');
      if (bad) failures.push(`e2e: ${spec.file}:${spec.line} > ${[...path, spec.title].join(' > ')}`);
    }
    collectPlaywrightFailures(suite.suites ?? [], path);
  }
}

function relative(file: string): string {
  return file.startsWith(process.cwd()) ? file.slice(process.cwd().length + 1) : file;
}

function firstLine(text = ''): string {
  return (text.split('\n')[0] ?? '').slice(0, 200);
}

function record(name: string, c: Counts, success: boolean, note?: string) {
  console.log(`${name}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped${note ? ` (${note})` : ''}`);
  total.passed += c.passed;
  total.failed += c.failed;
  total.skipped += c.skipped;
  if (!success || c.failed > 0) ok = false;
}

/** The files the PGlite pass recorded as using a database; the whole suite (or the extra filters) if none. */
function filesThatUsedADatabase(): string[] {
  if (extra.length > 0 || !existsSync(databaseFiles)) return extra;
  const files = [...new Set(readFileSync(databaseFiles, 'utf8').split('\n').filter(Boolean))].sort();
  return files.length > 0 ? files : extra;
}

function readJson<T>(path: string): T | undefined {
  try {
    return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : undefined;
  } catch {
    return undefined;
  }
}

runVitest('pglite', undefined);
if (process.env.TEST_DATABASE_URL) runVitest('postgres', process.env.TEST_DATABASE_URL, filesThatUsedADatabase());
if (extra.length === 0 && process.env.E2E !== 'off') runPlaywright();

console.log(`\n(${Math.round((Date.now() - started) / 1000)} s)`);
if (failures.length > 0) console.log(`failed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(ok && total.failed === 0 && total.passed > 0 ? 0 : 1);
