/**
 * `npm start` serves a production client whatever NODE_ENV the shell has (decision 185): a
 * development client (built by `NODE_ENV=development npm start`) registers no service worker, and a
 * later `npm start` in the same checkout used to serve it because it was newer than the sources.
 * Real vite builds into a temp dir (about 15 s each).
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtMode, ensureWebBuild, webBuildStaleReason } from './web-build';

const webRoot = join(import.meta.dirname, '..', 'web');
const outDir = mkdtempSync(join(tmpdir(), 'dps-web-build-'));

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** A development client: React's development JSX runtime, whose build registers no service worker. */
function developmentCode(dir: string): boolean {
  const assets = join(dir, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .some((f) => readFileSync(join(assets, f), 'utf8').includes('jsxDEV'));
}

describe('the web client npm start serves', () => {
  it(
    'is rebuilt as a production client with its service worker after a development build',
    { timeout: 240_000 },
    () => {
      // What `NODE_ENV=development npm start` left behind: a client newer than its sources, no worker.
      const dev = spawnSync(
        'npx',
        [
          'vite',
          'build',
          '--config',
          join(webRoot, 'vite.config.ts'),
          '--outDir',
          outDir,
          '--emptyOutDir',
          '--logLevel',
          'error',
        ],
        { cwd: webRoot, env: { ...process.env, NODE_ENV: 'development' }, encoding: 'utf8' },
      );
      expect(dev.status, dev.stderr).toBe(0);
      expect(existsSync(join(outDir, 'index.html'))).toBe(true);
      expect(developmentCode(outDir)).toBe(true);
      expect(builtMode(outDir)).toBe('development');
      expect(webBuildStaleReason(webRoot, outDir)).toBe('the client there is a development build');

      // The next `npm start`, its shell still saying development.
      const before = process.env.NODE_ENV;
      process.env.NODE_ENV = 'development';
      try {
        expect(ensureWebBuild(webRoot, outDir)).toBe(true);
      } finally {
        process.env.NODE_ENV = before;
      }
      expect(developmentCode(outDir)).toBe(false);
      expect(existsSync(join(outDir, 'sw.js'))).toBe(true);
      expect(builtMode(outDir)).toBe('production');
      expect(webBuildStaleReason(webRoot, outDir)).toBeNull();
    },
  );

  it('is stale when a file in web/shared is newer than the build, as for web/src', () => {
    const root = mkdtempSync(join(tmpdir(), 'dps-web-root-'));
    try {
      const dist = join(root, 'dist');
      for (const dir of ['src', 'shared', 'public', 'dist']) mkdirSync(join(root, dir), { recursive: true });
      for (const file of ['index.html', 'src/main.tsx', 'shared/prerender-markup.ts', 'dist/index.html'])
        writeFileSync(join(root, file), '');
      writeFileSync(join(dist, '.build-mode.json'), JSON.stringify({ mode: 'production' }));
      const old = new Date('2020-01-01T00:00:00Z');
      for (const file of ['index.html', 'src/main.tsx', 'shared/prerender-markup.ts'])
        utimesSync(join(root, file), old, old);
      expect(webBuildStaleReason(root, dist)).toBeNull();

      const later = new Date('2099-01-01T00:00:00Z');
      utimesSync(join(root, 'shared/prerender-markup.ts'), later, later);
      expect(webBuildStaleReason(root, dist)).toBe('its sources changed');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
