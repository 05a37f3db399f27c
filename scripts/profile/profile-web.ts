/**
 * Where a screen's main-thread time goes, in its own sources: a V8 CPU profile of one page load in
 * Chromium at 4x CPU slowdown (Lighthouse mobile's), signed in, each sample's frame mapped back through
 * the build's source maps and summed per original file and per function (self time).
 * Not part of `npm test`; a maintainer's tool for Lighthouse work (decision 242).
 *
 *   npx tsx scripts/profile/profile-web.ts /progress            # English
 *   LANG_=es npx tsx scripts/profile/profile-web.ts /            # Spanish
 *
 * TOP=n rows (default 25); RUNS=n loads (default 1, summed); TASKS=1 the long tasks; SYNC=1 the synchronous (unsliced)
 * renders by the first component on their stack (decision 250).
 */
import { chromium } from '@playwright/test';
import { startProduct } from '../../web/e2e/support/product';
import { signedInCookie } from '../../web/e2e/support/signed-in-cookie';
import { originalFrame } from './source-frames';

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const route = process.argv[2] ?? '/';
const language = (process.env.LANG_ ?? 'en') as 'en' | 'es';
const TOP = Number(process.env.TOP ?? 25);
const RUNS = Number(process.env.RUNS ?? 1);
const product = await startProduct();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const cookie = await signedInCookie(product.url, 'profile@example.test', language);
  const cookies = cookie.split('; ').map((c) => {
    const at = c.indexOf('=');
    return { name: c.slice(0, at), value: c.slice(at + 1), url: product.url };
  });
  const bySource = new Map<string, number>();
  const syncBy = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await context.addCookies(cookies);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${product.url}${route}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    await context.close();
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const original = (frame: ProfileNode['callFrame']) => {
      if (!frame.url.includes('/assets/')) return frame.functionName || '(anonymous)';
      const o = originalFrame(frame);
      return o ? `${o.name} ${o.source}:${o.line}` : frame.functionName;
    };
    // Tasks: runs of busy samples; for each one over 50 ms, its longest stacks' notable frames.
    type Task = { start: number; ms: number; roots: Map<string, number> };
    let run = null as Task | null;
    let clock = 0;
    const tasks: Task[] = [];
    profile.samples.forEach((id, i) => {
      const ms = (profile.timeDeltas[i] ?? 0) / 1000;
      clock += ms;
      const name = nodes.get(id)!.callFrame.functionName;
      if (name === '(idle)') {
        if (run && run.ms > 50) tasks.push(run);
        run = null;
        return;
      }
      run ??= { start: clock, ms: 0, roots: new Map() };
      run.ms += ms;
      const stack: string[] = [];
      for (let n: number | undefined = id; n !== undefined; n = parent.get(n))
        stack.push(original(nodes.get(n)!.callFrame));
      stack.reverse();
      if (process.env.SYNC && stack.some((f) => f.startsWith('workLoopSync'))) {
        const component = stack.find((f) => /\.tsx:/.test(f)) ?? '(react)';
        const via = stack.some((f) => f.startsWith('commitRoot'))
          ? 'in commit'
          : stack.some((f) => f.startsWith('flushSync'))
            ? 'flushSync'
            : 'scheduled';
        syncBy.set(`${via} ${component}`, (syncBy.get(`${via} ${component}`) ?? 0) + ms);
      }
      const key = stack
        .filter(
          (f) =>
            /workLoop|performWorkOnRoot|flushSync|commitRoot|evaluate|\.tsx:|tanstack|processRootSchedule|scheduler/.test(
              f,
            ) || f === '(program)',
        )
        .slice(0, 6)
        .map((f) => f.replace(/ node_modules\/.*$/, ''))
        .join(' > ');
      run.roots.set(key, (run.roots.get(key) ?? 0) + ms);
    });
    if (process.env.TASKS) {
      for (const t of tasks) {
        console.log(`task at ${t.start.toFixed(0)} ms: ${t.ms.toFixed(0)} ms`);
        for (const [k, v] of [...t.roots].sort((a, b) => b[1] - a[1]).slice(0, 6))
          console.log(`   ${v.toFixed(0).padStart(5)} ms  ${k || '(top)'}`);
      }
    }
    profile.samples.forEach((id, i) => {
      const ms = (profile.timeDeltas[i] ?? 0) / 1000;
      const frame = nodes.get(id)!.callFrame;
      let source = frame.url ? new URL(frame.url).pathname : `(${frame.functionName || 'native'})`;
      let name = frame.functionName || '(anonymous)';
      const original = originalFrame(frame);
      if (original) {
        source = original.source;
        name = `${original.name} ${source}:${original.line}`;
      }
      if (source === '(idle)' || source === '(program)') return;
      total += ms;
      bySource.set(source, (bySource.get(source) ?? 0) + ms);
      byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    });
  }
  const print = (title: string, m: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, TOP))
      console.log(`${(v / RUNS).toFixed(1).padStart(8)} ms  ${k}`);
  };
  console.log(
    `${route} (${language}) at 4x CPU: ${(total / RUNS).toFixed(0)} ms of self time in scripts and the browser's own work, per load`,
  );
  if (process.env.SYNC) print('synchronous renders (workLoopSync), by the first component on the stack', syncBy);
  print('per source (self time)', bySource);
  print('per function (self time)', byFunction);
} finally {
  await browser.close();
  await product.stop();
}
