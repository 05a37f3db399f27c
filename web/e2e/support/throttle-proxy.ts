/**
 * A TCP proxy that behaves like a slow mobile link, for `npm run bench:web`.
 *
 * Why not DevTools' own throttling (Network.emulateNetworkConditions)? It applies to the page's
 * requests only: what a service worker fetches goes around it, so a build with a service worker
 * would be measured on a faster network than a build without one. Everything the browser sends to
 * the product goes through this proxy instead, whoever sends it.
 *
 * The model is DevTools' "Slow 4G" preset: 562.5 ms round trip, 1.44 Mbit/s down, 675 kbit/s up.
 * Each direction is one link shared by every connection (bytes queue behind each other at the
 * link's rate) and delivered half a round trip after they leave, so a request and its answer cost
 * one round trip, like DevTools' per-request latency. Bytes in each direction are counted.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface LinkProfile {
  name: string;
  /** Round trip in ms. */
  rttMs: number;
  /** Bytes per second, server to browser. */
  downBps: number;
  /** Bytes per second, browser to server. */
  upBps: number;
}

/** Chrome DevTools' "Slow 4G" (formerly "Fast 3G"): latency 150*3.75 ms, 1.6 Mbit/s*0.9 down, 750 kbit/s*0.9 up. */
export const SLOW_4G: LinkProfile = {
  name: 'Slow 4G',
  rttMs: 562.5,
  downBps: (1.6e6 / 8) * 0.9,
  upBps: (750e3 / 8) * 0.9,
};

class Link {
  private freeAt = 0;
  bytes = 0;
  constructor(
    private readonly bytesPerSecond: number,
    private readonly oneWayMs: number,
  ) {}

  /** When a chunk of `size` bytes handed over now arrives at the other end. */
  schedule(size: number): number {
    const now = performance.now();
    const start = Math.max(now, this.freeAt);
    this.freeAt = start + (size / this.bytesPerSecond) * 1000;
    this.bytes += size;
    return this.freeAt + this.oneWayMs;
  }
}

/** Forwards chunks from one socket to another, each at its scheduled arrival time, in order. */
function pipeThrough(from: Socket, to: Socket, link: Link): void {
  const queue: { at: number; chunk: Buffer }[] = [];
  let timer: NodeJS.Timeout | undefined;
  let ended = false;
  const pump = () => {
    timer = undefined;
    const now = performance.now();
    while (queue.length > 0 && queue[0]!.at <= now + 1) {
      if (!to.destroyed) to.write(queue.shift()!.chunk);
      else queue.shift();
    }
    if (queue.length > 0) timer = setTimeout(pump, queue[0]!.at - now);
    else if (ended && !to.destroyed) to.end();
  };
  from.on('data', (chunk: Buffer) => {
    queue.push({ at: link.schedule(chunk.length), chunk });
    if (!timer) timer = setTimeout(pump, Math.max(0, queue[0]!.at - performance.now()));
  });
  from.on('end', () => {
    ended = true;
    if (!timer) pump();
  });
  from.on('close', () => {
    if (queue.length === 0 && !to.destroyed) to.end();
  });
}

export interface ThrottleProxy {
  port: number;
  /** Bytes sent to the browser / by the browser since the last reset. */
  counters(): { down: number; up: number };
  resetCounters(): void;
  close(): Promise<void>;
}

export async function startThrottleProxy(opts: {
  targetPort: number;
  profile: LinkProfile;
  listenPort?: number;
}): Promise<ThrottleProxy> {
  const down = new Link(opts.profile.downBps, opts.profile.rttMs / 2);
  const up = new Link(opts.profile.upBps, opts.profile.rttMs / 2);
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(opts.targetPort, '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    pipeThrough(client, upstream, up);
    pipeThrough(upstream, client, down);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.listenPort ?? 0, '127.0.0.1', resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    counters: () => ({ down: down.bytes, up: up.bytes }),
    resetCounters() {
      down.bytes = 0;
      up.bytes = 0;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
