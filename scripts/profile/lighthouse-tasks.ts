/**
 * The main thread's tasks in a Lighthouse trace (`SAVE=1 npx tsx scripts/profile/lighthouse.ts` keeps them):
 * every top-level task of the page's main thread over MIN ms (default 10) as observed, with its
 * start from navigation, what it was made of (script evaluation by URL, function calls, style,
 * layout, paint, garbage collection) and where the first contentful paint fell. Lighthouse's mobile
 * simulation counts each task four times as long (4x CPU), so an observed task over 12.5 ms is a
 * "long task" and adds to total blocking time when it falls after the simulated first paint.
 * Not part of `npm test`; a maintainer's tool for Lighthouse work (decision 250).
 *
 *   npx tsx scripts/profile/lighthouse-tasks.ts /tmp/lh/Today-es-1-0.trace.json [...more traces]
 */
import { readFileSync } from 'node:fs';
import { originalFrame, type CallFrame } from './source-frames';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; name?: string; frame?: string };
}

const MIN = Number(process.env.MIN ?? 10);

/** A frame as its original source names it (a package by its name), else as V8 does. */
function original(frame: CallFrame): string {
  const o = originalFrame(frame);
  if (!o) return frame.functionName || (frame.url ? shortUrl(frame.url) : '(native)');
  const pkg = o.source.startsWith('node_modules/') ? o.source.slice('node_modules/'.length).split('/')[0]! : null;
  return pkg ? `${o.name} ${pkg}` : `${o.name} ${o.source}:${o.line}`;
}

/** V8's samples on one thread: [timestamp (trace µs), stack from the root]. */
function samplesOf(events: TraceEvent[], pid: number, tid: number): [number, string[]][] {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid) as
    (TraceEvent & { id: string; args: { data: { startTime: number } } }) | undefined;
  if (!profile) return [];
  const chunks = events.filter(
    (e) => e.name === 'ProfileChunk' && e.pid === pid && (e as { id?: string }).id === profile.id,
  );
  const nodes = new Map<number, { frame: CallFrame; parent?: number }>();
  const out: [number, string[]][] = [];
  let clock = profile.args.data.startTime;
  for (const chunk of chunks) {
    const data = chunk.args?.data as {
      cpuProfile?: { nodes?: { id: number; parent?: number; callFrame: CallFrame }[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, { frame: n.callFrame, parent: n.parent });
    (data.cpuProfile?.samples ?? []).forEach((id, i) => {
      clock += data.timeDeltas?.[i] ?? 0;
      const stack: string[] = [];
      for (let n: number | undefined = id; n !== undefined; n = nodes.get(n)?.parent) {
        const node = nodes.get(n);
        if (node) stack.push(original(node.frame));
      }
      out.push([clock, stack.reverse()]);
    });
  }
  return out;
}

/** What a sample was doing: React's phase and the app's own frame nearest the leaf, or the leaf. */
function describe(stack: string[]): string {
  const leaf = stack[stack.length - 1] ?? '?';
  if (leaf === '(idle)' || leaf === '(program)' || leaf === '(garbage collector)') return leaf;
  const phase = stack
    .find((f) =>
      /^(workLoopSync|workLoopConcurrentByScheduler|commitRoot|flushPassiveEffects|flushSyncWorkAcrossRoots_impl) /.test(
        f,
      ),
    )
    ?.split(' ')[0];
  const own = [...stack].reverse().find((f) => /\.tsx?:\d+$/.test(f) && !f.includes('node_modules'));
  return [phase, own ?? leaf].filter(Boolean).join(' > ');
}

function shortUrl(url: unknown): string {
  return typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '') || '/' : '';
}

for (const file of process.argv.slice(2)) {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(raw) ? raw : raw.traceEvents;
  const threadNames = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  // The page's renderer: the one whose main thread saw the navigation's first paint.
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const main = threadNames.find((t) => t.pid === fcp?.pid) ?? threadNames[0]!;
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const nav = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid) ?? onMain[0]!;
  const at = (ts: number) => ((ts - nav.ts) / 1000).toFixed(0).padStart(5);
  const tasks = onMain
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts >= nav.ts)
    .sort((a, b) => a.ts - b.ts);
  const inside = onMain.filter((e) => e.ph === 'X' && e.name !== 'RunTask');
  console.log(`\n${file}`);
  const marks = events
    .filter(
      (e) =>
        e.pid === main.pid &&
        ['firstContentfulPaint', 'largestContentfulPaint::Candidate', 'domContentLoadedEventEnd'].includes(e.name),
    )
    .map((e) => `${e.name.replace('::Candidate', '')} ${at(e.ts).trim()} ms`);
  console.log(`  marks: ${marks.join(', ')}`);
  const samples = samplesOf(events, main.pid, main.tid);
  let total = 0;
  for (const task of tasks) {
    const ms = (task.dur ?? 0) / 1000;
    total += ms;
    if (ms < MIN) continue;
    const end = task.ts + (task.dur ?? 0);
    const parts = new Map<string, number>();
    for (const e of inside) {
      if (e.ts < task.ts || e.ts >= end) continue;
      let key: string | null = null;
      const d = e.args?.data ?? {};
      if (e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule')
        key = `evaluate ${shortUrl(d.url ?? d.fileName)}`;
      else if (e.name === 'FunctionCall') key = `call ${shortUrl(d.url)} ${String(d.functionName ?? '')}`.trim();
      else if (
        [
          'Layout',
          'UpdateLayoutTree',
          'Paint',
          'ParseHTML',
          'MajorGC',
          'MinorGC',
          'V8.GC_SCAVENGER',
          'ParseAuthorStyleSheet',
          'PrePaint',
          'Layerize',
          'HitTest',
        ].includes(e.name)
      )
        key = e.name;
      else if (
        e.name === 'TimerFire' ||
        e.name === 'FireAnimationFrame' ||
        e.name === 'EventDispatch' ||
        e.name === 'v8.compileModule' ||
        e.name === 'v8.compile'
      )
        key = `${e.name} ${String(d.type ?? '')}`.trim();
      if (key) parts.set(key, (parts.get(key) ?? 0) + (e.dur ?? 0) / 1000);
    }
    const what = [...parts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([k, v]) => `${k} ${v.toFixed(1)}`)
      .join(' | ');
    console.log(
      `  ${at(task.ts)} ms  ${ms.toFixed(1).padStart(6)} ms (x4 ${(ms * 4).toFixed(0).padStart(4)})  ${what}`,
    );
    const sampled = new Map<string, number>();
    let last = task.ts;
    for (const [ts, stack] of samples) {
      if (ts < task.ts || ts >= end) continue;
      const key = describe(stack);
      sampled.set(key, (sampled.get(key) ?? 0) + (ts - last) / 1000);
      last = ts;
    }
    if (process.env.TIMELINE && ms >= Number(process.env.TIMELINE)) {
      // The task's samples in order, runs of the same React phase and the app's own frame merged.
      let prev = '';
      let since = task.ts;
      const line = (ts: number) =>
        prev && console.log(`           ${at(since)} +${((ts - since) / 1000).toFixed(1).padStart(5)} ms  ${prev}`);
      for (const [ts, stack] of samples) {
        if (ts < task.ts || ts >= end) continue;
        const phase = stack
          .filter((f) =>
            /^(workLoopSync|workLoopConcurrentByScheduler|commitRoot|flushPassiveEffects|flushSyncWorkAcrossRoots_impl|commitMutationEffects|commitLayoutEffects|recursivelyTraversePassiveMountEffects|commitPassiveMountOnFiber|performWorkOnRoot|performWorkUntilDeadline|flushSpawnedWork|flushPendingEffects) /.test(
              f,
            ),
          )
          .map((f) => f.split(' ')[0])
          .filter((f, i, a) => a.indexOf(f) === i)
          .join('>');
        const own = [...stack].reverse().find((f) => /\.tsx?:\d+$/.test(f)) ?? '';
        const key = `${phase} ${own}`;
        if (key !== prev) {
          line(ts);
          prev = key;
          since = ts;
        }
      }
      line(end);
    }
    for (const [k, v] of [...sampled].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.SAMPLES ?? 6)))
      if (v >= 0.5) console.log(`           ${v.toFixed(1).padStart(6)} ms  ${k}`);
  }
  console.log(`  all tasks after navigation: ${total.toFixed(0)} ms observed`);
}
