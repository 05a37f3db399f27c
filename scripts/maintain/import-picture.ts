/**
 * `npx tsx scripts/maintain/import-picture.ts [--list]`: the shape of the code's imports, as a
 * reviewer of a restructuring wants it.
 *
 * - import circles: groups of source files (tests, e2e and fixtures aside) that import each other
 *   round, type-only imports included (they bind files together for a reader as much as at run time);
 * - per package (core, bot, web/src), imports pointing back up: an import from folder A to folder B
 *   while B, directly or through other folders, imports A again (each such import is one edge of a
 *   folder circle; zero means the folders form layers);
 * - per package, the largest file and the largest top-level function (lines).
 * It reads files as text (import lines only), so it needs no build and runs in a second.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const list = process.argv.includes('--list');
const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n');
const isSource = (f: string) => /\.tsx?$/.test(f) && !/\.test\.tsx?$|\.d\.ts$|\/test\/|\/e2e\/|fixtures?\//.test(f);
const files = tracked.filter((f) => isSource(f) && /^(core|bot|web|db)\//.test(f));
const known = new Set(files);
const packages: Record<string, string> = {
  '@dps/core/': 'core/src/',
  '@dps/db/': 'db/src/',
  '@dps/bot/': 'bot/src/',
  '@dps/web/': 'web/',
};

function resolveImport(from: string, spec: string): string | undefined {
  let base: string;
  if (spec.startsWith('.')) base = join(dirname(from), spec);
  else {
    const prefix = Object.keys(packages).find((p) => spec.startsWith(p));
    if (!prefix) return undefined;
    base = packages[prefix] + spec.slice(prefix.length);
  }
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, base.replace(/\.js$/, '.ts')].find((c) =>
    known.has(c),
  );
}

const graph = new Map<string, Set<string>>();
for (const f of files) {
  const deps = new Set<string>();
  const text = readFileSync(f, 'utf8');
  for (const m of text.matchAll(
    /^(?:import|export)\s[^'"]*?\bfrom\s?['"]([^'"]+)['"]|\bimport\(['"]([^'"]+)['"]\)/gm,
  )) {
    const target = resolveImport(f, (m[1] ?? m[2])!);
    if (target && target !== f) deps.add(target);
  }
  graph.set(f, deps);
}

/** Tarjan's strongly connected components of more than one node. */
function circles<T>(nodes: Iterable<T>, next: (n: T) => Iterable<T>): T[][] {
  let counter = 0;
  const index = new Map<T, number>();
  const low = new Map<T, number>();
  const stack: T[] = [];
  const onStack = new Set<T>();
  const found: T[][] = [];
  const visit = (v: T) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: T[] = [];
      let w: T;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group);
    }
  };
  for (const n of nodes) if (!index.has(n)) visit(n);
  return found;
}

const fileCircles = circles(graph.keys(), (f) => graph.get(f) ?? []);
console.log(`import circles: ${fileCircles.length}`);
for (const c of fileCircles) console.log(`  ${c.join(' <-> ')}`);

for (const [name, base] of [
  ['core', 'core/src/'],
  ['bot', 'bot/src/'],
  ['web', 'web/src/'],
] as const) {
  const folderOf = (f: string) =>
    f.startsWith(base) && f.slice(base.length).includes('/') ? f.slice(base.length).split('/')[0]! : undefined;
  const edges = new Map<string, Map<string, number>>();
  for (const [f, deps] of graph) {
    const a = folderOf(f);
    if (!a) continue;
    for (const d of deps) {
      const b = folderOf(d);
      if (!b || b === a) continue;
      const out = edges.get(a) ?? new Map<string, number>();
      out.set(b, (out.get(b) ?? 0) + 1);
      edges.set(a, out);
    }
  }
  const folderCircles = circles(edges.keys(), (a) => edges.get(a)?.keys() ?? []);
  const circleOf = new Map<string, number>();
  folderCircles.forEach((c, i) => c.forEach((folder) => circleOf.set(folder, i)));
  const back: string[] = [];
  let imports = 0;
  for (const [a, out] of edges)
    for (const [b, n] of out)
      if (circleOf.has(a) && circleOf.get(a) === circleOf.get(b)) {
        back.push(`${a}->${b} (${n})`);
        imports += n;
      }
  console.log(
    `${name}: imports pointing back up: ${imports} (${back.length} folder edges in ${folderCircles.length} folder circles)`,
  );
  if (list && back.length > 0) console.log(`  ${back.sort().join(', ')}`);
}

for (const pkg of ['core', 'bot', 'web', 'db', 'scripts']) {
  const own = tracked.filter((f) => f.startsWith(`${pkg}/`) && isSource(f));
  let file = { name: '', lines: 0 };
  let fn = { name: '', lines: 0 };
  for (const f of own) {
    const lines = readFileSync(f, 'utf8').split('\n');
    if (lines.length > file.lines) file = { name: f, lines: lines.length };
    // A top-level function or arrow whose body opens on its first line and closes with "}" at column 0.
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      const opens = /^(?:export )?(?:default )?(?:async )?function\b/.test(line) || /^(?:export )?const\s/.test(line);
      if (!opens || !line.trimEnd().endsWith('{')) continue;
      let j = i + 1;
      while (j < lines.length && !/^\}/.test(lines[j]!)) j++;
      if (j - i + 1 > fn.lines) fn = { name: `${f}:${i + 1}`, lines: j - i + 1 };
    }
  }
  console.log(
    `${pkg}: largest file ${file.name} (${file.lines} lines), largest function ${fn.name} (${fn.lines} lines)`,
  );
}
