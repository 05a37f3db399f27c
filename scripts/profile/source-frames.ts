/**
 * V8's frames named as the sources name them, through the web build's source maps (web/dist/*.map).
 * For the maintainer tools that read CPU samples: scripts/profile/profile-web.ts and scripts/profile/lighthouse-tasks.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { repoRoot } from '../../web/e2e/support/env';

export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

export interface OriginalFrame {
  /** The original function's name, else V8's. */
  name: string;
  /** From `node_modules/` on, or the repository's path. */
  source: string;
  line: number;
}

const dist = join(repoRoot, 'web', 'dist');
const maps = new Map<string, SourceMapConsumer | null>();

function mapFor(url: string): SourceMapConsumer | null {
  const path = new URL(url).pathname;
  if (!maps.has(path)) {
    try {
      maps.set(path, new SourceMapConsumer(JSON.parse(readFileSync(join(dist, `${path}.map`), 'utf8'))));
    } catch {
      maps.set(path, null);
    }
  }
  return maps.get(path)!;
}

/** A source map's path, from node_modules/ or the repository's folders on. */
export function shortSource(source: string): string {
  const at = source.lastIndexOf('node_modules/');
  return at >= 0 ? source.slice(at) : source.replace(/^(?:\.\.\/)+/, '');
}

/** The frame in its original source, or null for a frame outside the build's assets (or unmapped). */
export function originalFrame(frame: CallFrame): OriginalFrame | null {
  if (!frame.url?.includes('/assets/')) return null;
  const o = mapFor(frame.url)?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  return o?.source ? { name: o.name ?? frame.functionName, source: shortSource(o.source), line: o.line } : null;
}
