/**
 * Loaded into the server by `npm run bench:embedded` (node --import), never by `npm start`:
 * measures the event loop's delay and answers the bench over the IPC channel it was spawned with.
 *   'reset'  -> clears the histogram (before a load run)
 *   'report' -> { lag (ms): p50, p99, max; memoryUsage (bytes); status: VmRSS/VmHWM (kB) }
 * Plain JavaScript: node preloads it (--import) before tsx's loader applies.
 */
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

if (process.send) {
  // A timer every 10 ms; node records each interval between its runs, so the delay is that minus 10 ms.
  const RESOLUTION_MS = 10;
  const h = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  h.enable();
  const ms = (/** @type {number} */ ns) => Math.max(0, Math.round((ns / 1e6 - RESOLUTION_MS) * 10) / 10);
  const status = () => {
    const text = readFileSync('/proc/self/status', 'utf8');
    const kb = (/** @type {string} */ key) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? NaN);
    return { VmRSS: kb('VmRSS'), VmHWM: kb('VmHWM') };
  };
  process.on('message', (m) => {
    if (m === 'reset') {
      h.reset();
      process.send?.({ type: 'reset' });
    } else if (m === 'report') {
      process.send?.({
        type: 'report',
        lag: { p50: ms(h.percentile(50)), p99: ms(h.percentile(99)), max: ms(h.max) },
        memoryUsage: process.memoryUsage(),
        status: status(),
      });
    }
  });
  // The channel must not keep the server alive on its own (shutdown still exits by itself).
  process.channel?.unref();
}
