/**
 * The load generator of bench:api, bench:embedded and profile-api (decision 244): autocannon's CLI in
 * a child process (`--json`), so that the server's event loop only serves. With autocannon in the
 * server's process, each request's latency included waiting behind autocannon's own work on the
 * one event loop, and the bare route's p99 was mostly the harness queueing (61 ms at 50 connections).
 * On a 2-core machine the two processes still share the CPUs, the same way for every route.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';

/** The part of autocannon's JSON summary used here. */
export interface LoadResult {
  /** Mean requests per second over the run. */
  rps: number;
  total: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** autocannon at `connections` for `seconds` against `url`, in its own process; its summary. */
export function loadTest(opts: {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}): Promise<LoadResult> {
  const headerArgs = Object.entries(opts.headers ?? {}).flatMap(([k, v]) => ['-H', `${k}=${v}`]);
  const args = [cli, '--json', '-c', String(opts.connections), '-d', String(opts.seconds), ...headerArgs, opts.url];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !last.startsWith('{')) {
        reject(new Error(`autocannon exited with ${code}: ${err.slice(-2000)}${out.slice(-2000)}`));
        return;
      }
      const r = JSON.parse(last) as AutocannonJson;
      resolve({
        rps: r.requests.average,
        total: r.requests.total,
        p50: r.latency.p50,
        p99: r.latency.p99,
        max: r.latency.max,
        non2xx: r.non2xx,
        errors: r.errors,
        timeouts: r.timeouts,
      });
    });
  });
}

/** The machine's load average, as printed with every figure ("1.2 0.9 0.7"). */
export function loadAverage(): string {
  return loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
}
