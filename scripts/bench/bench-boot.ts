/**
 * `npm run bench:boot`: the first start, timed against "healthy in < 10 s, boot RSS < 300 MB" (decision 243).
 *
 * Each run starts what `npm start` runs (its command read from package.json) on a fresh, empty
 * temporary DATA_DIR and a free port, with no bots, SMTP or DATABASE_URL; polls /healthz until
 * it answers 200; 2 s later reads VmRSS of the server and any process under it (/proc); then
 * stops it with SIGTERM. Prints each run (with the CPU seconds the server and its children used
 * until healthy, which a busy machine hardly changes), the medians, the load average, and when the server's
 * log lines came (seconds after the spawn; the server's own times are counted from when
 * scripts/start.ts began, after node and its loader started), which shows where the time went.
 *
 *   --runs=N     runs (default 3)
 *   --root=DIR   the checkout to start (default this one): `--root=/work/main` measures another
 *                checkout with this same script, for a before/after on one machine
 *   --restart    after each run, start again on the same DATA_DIR (the existing-database path)
 *   --smaps      also print the server's largest memory mappings at +2 s (/proc/<pid>/smaps):
 *                PGlite's WebAssembly memory is one mapping, V8's heap and malloc's arenas others
 *
 * Self-contained on purpose (no imports from the app), so it can time any checkout.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { embeddedServerEnv, freePort, startCommand } from '../start-command';

const TARGET_S = 10;
const TARGET_RSS_MB = 300;
const SETTLE_MS = 2000;

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Math.max(1, Number(arg('runs')) || 3);
const root = resolve(arg('root') ?? join(import.meta.dirname, '..', '..'));
const restart = process.argv.includes('--restart');
const smaps = process.argv.includes('--smaps');


/** kB from /proc/<pid>/status, or 0 when the process is gone. */
function statusKb(pid: number, key: string): number {
  try {
    const text = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/**
 * CPU seconds the process and its reaped children used (utime + stime + cutime + cstime from
 * /proc/<pid>/stat, 100 ticks a second): unlike seconds to healthy, it hardly depends on what else
 * the machine is doing.
 */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) / 100;
}

/** `pid` and every process under it. */
function processTree(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(name)]);
    } catch {
      // gone meanwhile
    }
  }
  const out = [pid];
  for (let i = 0; i < out.length; i++) out.push(...(parents.get(out[i]!) ?? []));
  return out;
}

/** The largest mappings by resident size: `Rss kB  size kB  name`. */
function largestMappings(pid: number, count = 8): string {
  const maps: { head: string; rss: number; size: number }[] = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    if (/^[0-9a-f]+-[0-9a-f]+ /.test(line)) maps.push({ head: line, rss: 0, size: 0 });
    else if (line.startsWith('Rss:')) maps.at(-1)!.rss = Number(line.split(/\s+/)[1]);
    else if (line.startsWith('Size:')) maps.at(-1)!.size = Number(line.split(/\s+/)[1]);
  }
  const total = maps.reduce((n, m) => n + m.rss, 0);
  return [...maps]
    .sort((a, b) => b.rss - a.rss)
    .slice(0, count)
    .map(
      (m) =>
        `    ${(m.rss / 1024).toFixed(1).padStart(6)} MB of ${(m.size / 1024).toFixed(0).padStart(6)} MB  ${m.head.split(/\s+/).slice(5).join(' ') || '[anon]'}`,
    )
    .concat(`    ${(total / 1024).toFixed(1).padStart(6)} MB in ${maps.length} mappings`)
    .join('\n');
}

const start = startCommand(root, 'bench:boot');

interface Run {
  healthyS: number;
  /** CPU seconds used until healthy, children included. */
  cpuS: number;
  rssMb: number;
  peakMb: number;
  /** The server's log lines: seconds after the spawn, and the message. */
  lines: { s: number; msg: string }[];
  stopCode: number | null;
}

async function once(dataDir: string): Promise<Run> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const t0 = Date.now();
  const child: ChildProcess = spawn(process.execPath, [...start.nodeFlags, 'scripts/start.ts'], {
    cwd: root,
    env: embeddedServerEnv(start, { dataDir, port, logLevel: 'info' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const lines: Run['lines'] = [];
  let exited: number | null | undefined;
  const exit = new Promise<number | null>((r) => child.once('exit', (code) => r((exited = code))));
  let partial = '';
  child.stdout!.on('data', (d: Buffer) => {
    const now = Date.now();
    output.push(d.toString());
    const parts = (partial + d.toString()).split('\n');
    partial = parts.pop()!;
    for (const line of parts) {
      try {
        const j = JSON.parse(line) as { msg?: string; time?: number; ms?: number; openMs?: number };
        if (!j.msg || j.msg === 'request completed') continue;
        const at = [j.openMs !== undefined && `database open at ${j.openMs} ms`, j.ms !== undefined && `${j.ms} ms`];
        const since = at.filter(Boolean).join(', ');
        lines.push({
          s: ((j.time ?? now) - t0) / 1000,
          msg: since ? `${j.msg} (${since} after start.ts began)` : j.msg,
        });
      } catch {
        // not a log line
      }
    }
  });
  child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
  let peakKb = 0;
  const sampler = setInterval(() => {
    const kb = processTree(child.pid!).reduce((n, pid) => n + statusKb(pid, 'VmRSS'), 0);
    peakKb = Math.max(peakKb, kb);
  }, 100);
  try {
    for (;;) {
      if (exited !== undefined)
        throw new Error(`the server exited (${exited}) before it was healthy:\n${output.join('')}`);
      if (Date.now() - t0 > 120_000) throw new Error('the server was not healthy within 2 minutes');
      const ok = await fetch(`${origin}/healthz`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const healthyS = (Date.now() - t0) / 1000;
    const cpuS = cpuSeconds(child.pid!);
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const rssKb = processTree(child.pid!).reduce((n, pid) => n + statusKb(pid, 'VmRSS'), 0);
    if (smaps) console.log(largestMappings(child.pid!));
    clearInterval(sampler);
    const peak = Math.max(peakKb, statusKb(child.pid!, 'VmHWM'));
    child.kill('SIGTERM');
    const stopCode = await exit;
    return { healthyS, cpuS, rssMb: rssKb / 1024, peakMb: peak / 1024, lines, stopCode };
  } finally {
    clearInterval(sampler);
    if (exited === undefined) child.kill('SIGKILL');
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

console.log(`bench:boot — ${root}, ${runs} run(s), load average ${load()}`);
const firsts: Run[] = [];
const seconds: Run[] = [];
const show = (label: string, r: Run) => {
  console.log(
    `${label}  healthy ${r.healthyS.toFixed(2)} s  CPU ${r.cpuS.toFixed(1)} s  RSS at +2 s ${r.rssMb.toFixed(0)} MB  peak ${r.peakMb.toFixed(0)} MB  stop exit ${r.stopCode}  (load ${load()})`,
  );
  console.log(`    ${r.lines.map((l) => `${l.s.toFixed(2)} s ${l.msg}`).join('\n    ')}`);
};
for (let i = 1; i <= runs; i++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'dps-bench-boot-'));
  try {
    const first = await once(dataDir);
    firsts.push(first);
    show(`run ${i} fresh DATA_DIR `, first);
    if (restart) {
      const again = await once(dataDir);
      seconds.push(again);
      show(`run ${i} same DATA_DIR  `, again);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const summary = (label: string, rs: Run[]) => {
  const h = median(rs.map((r) => r.healthyS));
  const m = median(rs.map((r) => r.rssMb));
  console.log(
    `${label}: healthy ${h.toFixed(2)} s (target < ${TARGET_S} s${h < TARGET_S ? ', met' : ', NOT met'}), ` +
      `RSS ${m.toFixed(0)} MB (target < ${TARGET_RSS_MB} MB${m < TARGET_RSS_MB ? ', met' : ', NOT met'}), ` +
      `peak ${median(rs.map((r) => r.peakMb)).toFixed(0)} MB, CPU to healthy ${median(rs.map((r) => r.cpuS)).toFixed(1)} s`,
  );
};
summary('median, fresh DATA_DIR', firsts);
if (restart) summary('median, same DATA_DIR', seconds);
console.log(`load average ${load()}`);
