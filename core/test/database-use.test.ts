/**
 * `npm test` runs on PostgreSQL only the files that used a database on PGlite (decision 219). A file
 * that reads the run's database settings some other way than `testDbConfig()` would not be recorded
 * and would silently never run on PostgreSQL: this keeps every such read in create-test-db.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const allowed = new Set(['core/test/create-test-db.ts', 'core/test/database-use.test.ts']);

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.') || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield path;
  }
}

describe('test files reach the database only through testDbConfig()', () => {
  it("no file but create-test-db.ts calls inject('testDb')", () => {
    const offenders: string[] = [];
    for (const dir of ['core', 'db', 'web', 'bot', 'scripts']) {
      for (const path of sources(join(root, dir))) {
        const file = relative(root, path);
        if (allowed.has(file) || file.startsWith('web/e2e/')) continue;
        if (/inject\(\s*['"]testDb['"]\s*\)/.test(readFileSync(path, 'utf8'))) offenders.push(file);
      }
    }
    expect(offenders).toEqual([]);
  });
});
