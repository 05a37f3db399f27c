/**
 * Draining an HTTP server on SIGTERM without cutting anyone off (docs/decisions/092):
 *
 * 1. stop listening: new connections are refused (the load balancer sends them elsewhere);
 * 2. every response from now on says `Connection: close`, also the in-flight ones whose headers
 *    are not out yet, so a keep-alive client opens its next request elsewhere instead of reusing
 *    this connection;
 * 3. a connection that stays idle for `idleMs` is closed (one idle for a moment may be carrying
 *    the client's next request right now: closing it at once would answer that with a reset;
 *    and idleness is judged after pending input is read, not from a busy event loop's stale view);
 * 4. after `graceMs` whatever is left is destroyed.
 *
 * Node's own `server.close()` closes idle connections at once (step 3 without the pause), which
 * resets requests already on the wire; hence this small module instead of it.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

export interface HttpDrain {
  /** Resolves when every connection is closed; `forced` counts those destroyed at the deadline. */
  drain(opts: { graceMs: number; idleMs: number }): Promise<{ forced: number }>;
}

export function trackHttpConnections(server: Server): HttpDrain {
  // For each open connection: since when it is idle, or null while a request is in progress.
  const idleSince = new Map<Socket, number | null>();
  const inFlight = new Set<ServerResponse>();
  // The response each connection is working on. Node emits the next request of a keep-alive
  // connection (already read: pipelined, or sent at once) BEFORE the previous response's 'close',
  // so only the connection's current response may mark it idle.
  const current = new Map<Socket, ServerResponse>();
  let draining = false;

  server.on('connection', (socket: Socket) => {
    idleSince.set(socket, Date.now());
    socket.once('close', () => {
      idleSince.delete(socket);
      current.delete(socket);
    });
  });
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    idleSince.set(socket, null);
    current.set(socket, res);
    inFlight.add(res);
    if (draining) res.setHeader('Connection', 'close');
    res.once('close', () => {
      inFlight.delete(res);
      if (current.get(socket) !== res) return;
      current.delete(socket);
      if (!socket.destroyed && idleSince.has(socket)) idleSince.set(socket, Date.now());
    });
  });

  return {
    drain({ graceMs, idleMs }) {
      draining = true;
      for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
      const deadline = Date.now() + graceMs;
      let forced = 0;
      return new Promise((resolve) => {
        const sweep = setInterval(() => {
          const now = Date.now();
          const idle: [Socket, number][] = [];
          for (const [socket, since] of idleSince) {
            if (now >= deadline) {
              forced++;
              socket.destroy();
            } else if (since !== null && now - since >= idleMs) {
              idle.push([socket, since]);
            }
          }
          // Timers run before pending I/O is read: a request that arrived while the event loop was
          // busy is still unread here. Look again after it has been read (and so has started).
          if (idle.length > 0) {
            setImmediate(() => {
              for (const [socket, since] of idle) if (idleSince.get(socket) === since) socket.end();
            });
          }
        }, 50);
        // net.Server's close: stop listening, call back once the last connection is gone.
        NetServer.prototype.close.call(server, () => {
          clearInterval(sweep);
          resolve({ forced });
        });
      });
    },
  };
}
