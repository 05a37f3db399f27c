/** How the built client and the API go over the wire: precompressed files, cache rules, compressed JSON. */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
let dist: string;
const SCRIPT = `console.log(${JSON.stringify('a prayer a day '.repeat(200))});`;
const SHELL = `<!doctype html><html><head><title>Daily Prayer</title></head><body><div id="root"></div>${' '.repeat(600)}</body></html>`;

/** A dist folder as the build leaves it: each text file with a .br and a .gz copy beside it. */
function writeWithCopies(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(Buffer.from(text)));
  writeFileSync(`${path}.gz`, gzipSync(Buffer.from(text)));
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dps-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeWithCopies(join(dist, 'index.html'), SHELL);
  writeWithCopies(join(dist, 'assets', 'index-AbC123.js'), SCRIPT);
  writeWithCopies(join(dist, 'sw.js'), `self.addEventListener('fetch', () => {}); ${'//'.repeat(400)}`);
  writeFileSync(join(dist, 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  server = await startTestServer({ config: { staticDir: dist } });
});
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A raw GET (no automatic decompression), as a browser sends it. */
function rawGet(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(`${server.url}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('the built client', () => {
  it('sends the brotli copy of a hashed asset to a browser that accepts it, immutable for a year', async () => {
    const res = await rawGet('/assets/index-AbC123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.length).toBeLessThan(SCRIPT.length / 5);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await rawGet('/assets/index-AbC123.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const plain = await rawGet('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('revalidates the HTML shell on every load, compressed, for / and for any client route', async () => {
    for (const path of ['/', '/topics/3']) {
      const res = await rawGet(path, { 'Accept-Encoding': 'br' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toBeTruthy();
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    }
  });

  it('revalidates the service worker script and lets it control the whole site', async () => {
    const res = await rawGet('/sw.js', { 'Accept-Encoding': 'gzip' });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
  });

  it('answers a missing hashed asset with 404, never with the HTML shell', async () => {
    const res = await rawGet('/assets/index-OldBuild.js');
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain('<html');
  });

  it('caches other public files for a day', async () => {
    const res = await rawGet('/icon-192.png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });
});

describe('API answers', () => {
  it('compresses a JSON answer above 1 KB and leaves a small one as it is', async () => {
    const b = new Browser(server.url);
    await signIn(server, b, { timeZone: 'UTC' });
    const cookie = [...b.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const big = await rawGet('/api/prayers/days?from=2026-03-10&to=2026-03-17', {
      'Accept-Encoding': 'gzip',
      Cookie: cookie,
    });
    expect(big.status).toBe(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(big.headers.vary).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(gunzipSync(big.body).toString())).toHaveLength(8);

    const small = await rawGet('/api/progress/streak', { 'Accept-Encoding': 'gzip', Cookie: cookie });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toHaveProperty('streak');
  });
});
