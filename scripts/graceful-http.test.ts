/**
 * The drain must never close a connection that carries a request. Node emits the next request of
 * a keep-alive connection (already read, e.g. pipelined or sent at once) BEFORE the previous
 * response's 'close' event, so "the previous response closed" does not mean "the connection is idle".
 */
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { trackHttpConnections } from './graceful-http';

let server: Server | undefined;
afterEach(() => new Promise<void>((r) => (server?.listening ? server.close(() => r()) : r())));

describe('trackHttpConnections: drain', () => {
  it('answers the second of two requests sent together, though the first one closed before it', async () => {
    server = createServer((req, res) => {
      const slow = req.url === '/slow';
      setTimeout(() => res.end(slow ? 'slow done' : 'fast done'), slow ? 400 : 0);
    });
    const drain = trackHttpConnections(server);
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', () => r()));
    const { port } = server.address() as AddressInfo;

    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (d) => (received += d.toString()));
    const ended = new Promise<string>((resolve) => {
      socket.on('close', () => resolve(received));
      socket.on('error', () => undefined);
    });
    await new Promise<void>((r) => socket.once('connect', () => r()));
    // Both requests on the wire at once: the server reads the second before the first's 'close'.
    socket.write('GET /fast HTTP/1.1\r\nHost: x\r\n\r\nGET /slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((r) => setTimeout(r, 100));

    const drained = drain.drain({ graceMs: 3000, idleMs: 150 });
    const text = await ended;
    expect(text).toContain('fast done');
    expect(text).toContain('slow done');
    expect(text).toMatch(/Connection: close/i);
    expect(await drained).toEqual({ forced: 0 });
  });

  it('closes a connection that is really idle after idleMs, and one that stays busy at the deadline', async () => {
    server = createServer((_req, res) => res.end('ok'));
    const drain = trackHttpConnections(server);
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', () => r()));
    const { port } = server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    const closed = new Promise<void>((r) => socket.on('close', () => r()));
    socket.on('error', () => undefined);
    await new Promise<void>((r) => socket.once('connect', () => r()));
    const started = Date.now();
    const result = await drain.drain({ graceMs: 3000, idleMs: 150 });
    await closed;
    expect(result).toEqual({ forced: 0 });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
