/**
 * The built web client `npm start` serves (web/dist), rebuilt when it is missing, older than its
 * sources, or not a production build (decision 185).
 *
 * Vite builds a development client when NODE_ENV=development is in the environment: no service
 * worker, so no offline use and no Web Push reminders. `npm start` always serves a production
 * client, so it builds with NODE_ENV=production whatever the shell says, and web/vite.config.ts
 * stamps every build with its mode (BUILD_STAMP); a client without the production stamp (built by
 * `NODE_ENV=development npm start`, by hand, or by an older checkout) is built again.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Written by web/vite.config.ts beside index.html: `{ "mode": "production" | "development" }`. */
export const BUILD_STAMP = '.build-mode.json';

/** The mode a built client was made in, or null when it carries no (readable) stamp. */
export function builtMode(outDir: string): string | null {
  try {
    const stamp = JSON.parse(readFileSync(join(outDir, BUILD_STAMP), 'utf8')) as { mode?: unknown };
    return typeof stamp.mode === 'string' ? stamp.mode : null;
  } catch {
    return null;
  }
}

/** Why the client in `outDir` must be built again, or null when it is a current production build. */
export function webBuildStaleReason(webRoot: string, outDir = join(webRoot, 'dist')): string | null {
  const index = join(outDir, 'index.html');
  if (!existsSync(index)) return 'first start';
  const mode = builtMode(outDir);
  if (mode !== 'production')
    return mode ? `the client there is a ${mode} build` : 'the client there has no build stamp';
  const newest = Math.max(
    newestMtime(join(webRoot, 'src')),
    // What the client shares with the server (the prerender markup, appearance) is bundled too.
    newestMtime(join(webRoot, 'shared')),
    statSync(join(webRoot, 'index.html')).mtimeMs,
    newestMtime(join(webRoot, 'public')),
    // The legal texts are bundled into the client (decision 240).
    ...legalFolders(webRoot).map(newestMtime),
  );
  return statSync(index).mtimeMs >= newest ? null : 'its sources changed';
}

/**
 * Builds the production client into `outDir` (default web/dist) unless it is current. Returns
 * false when the build failed (its output went to the terminal); true otherwise.
 */
export function ensureWebBuild(webRoot: string, outDir = join(webRoot, 'dist')): boolean {
  if (!existsSync(join(webRoot, 'index.html'))) return true; // no client in this checkout
  const reason = webBuildStaleReason(webRoot, outDir);
  if (!reason) return true;
  console.log(`Building the web app (${reason})…`);
  const r = spawnSync(
    'npx',
    [
      'vite',
      'build',
      '--config',
      join(webRoot, 'vite.config.ts'),
      '--mode',
      'production',
      '--outDir',
      resolve(outDir),
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { stdio: 'inherit', cwd: webRoot, env: { ...process.env, NODE_ENV: 'production' } },
  );
  return r.status === 0;
}

/** content/<language>/legal: the content the client bundles. */
function legalFolders(webRoot: string): string[] {
  const content = join(webRoot, '..', 'content');
  if (!existsSync(content)) return [];
  return readdirSync(content, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => join(content, e.name, 'legal'));
}

function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}
