/**
 * Bodies are not parsed before the sender is known (decision 041). The 14 MB limit belongs to
 * the signed-in profile-image route alone, checked after the session; every other path gets 100 KB;
 * JSON nesting deeper than 32 levels is refused with a 400 before JSON.parse ever sees it. The
 * timing figures are upper bounds with a wide margin: today's main took 2.5-3.4 s to parse the
 * anonymous 14 MB body, blocking every other request (the /healthz probe) meanwhile.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../server/auth/session-cookie';
import { jsonNestingExceeds, MAX_JSON_DEPTH } from '../server/middleware/json-bodies';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  // Warm up (first query, first JIT) so the probes measure the body handling alone.
  for (let i = 0; i < 3; i++) await (await fetch(`${s.url}/healthz`)).arrayBuffer();
});
afterAll(() => s.close());

/** ~14 MB of nested arrays: `[[[[…]]]]`, 7 million deep (V8 parses it in seconds), encoded once. */
const NESTED_14MB = Buffer.from('['.repeat(7_000_000) + ']'.repeat(7_000_000));

/** A raw POST of pre-encoded bytes (so the client's own work does not stall the probes). */
function rawPost(path: string, body: Buffer, cookie?: string): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = request(`${s.url}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': body.length,
        Origin: s.url,
        'Sec-Fetch-Site': 'same-origin',
        ...(cookie ? { Cookie: `${SESSION_COOKIE}=${cookie}` } : {}),
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, body: text ? JSON.parse(text) : null }));
    });
    // The server may answer and drop the rest of an upload it refused: the answer still counts.
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Send `body` and, while it is in flight, probe /healthz every 20 ms. Returns the answer, how long
 * it took, and the slowest probe (the event loop's stall).
 */
async function sendWhileProbing(path: string, body: Buffer, cookie?: string) {
  let done = false;
  let slowestProbeMs = 0;
  let probes = 0;
  const probing = (async () => {
    while (!done) {
      const t = performance.now();
      const r = await fetch(`${s.url}/healthz`);
      await r.arrayBuffer();
      slowestProbeMs = Math.max(slowestProbeMs, performance.now() - t);
      probes++;
      await new Promise((res) => setTimeout(res, 20));
    }
  })();
  const t0 = performance.now();
  const answer = await rawPost(path, body, cookie);
  const ms = performance.now() - t0;
  done = true;
  await probing;
  return { answer, ms, slowestProbeMs, probes };
}

describe('large bodies', () => {
  it('an anonymous 14 MB nested body on the profile-image route is refused fast, and /healthz stays responsive', async () => {
    const r = await sendWhileProbing('/api/user/profile-image', NESTED_14MB);
    expect([401, 413]).toContain(r.answer.status);
    expect(r.ms).toBeLessThan(1000);
    expect(r.probes).toBeGreaterThan(0);
    expect(r.slowestProbeMs).toBeLessThan(500);
  });

  it('a sub-path of the profile-image route gets the ordinary 100 KB limit (413 fast), signed in or not', async () => {
    const anon = await sendWhileProbing('/api/user/profile-image/x', NESTED_14MB);
    expect(anon.answer.status).toBe(413);
    expect(anon.ms).toBeLessThan(1000);
    expect(anon.slowestProbeMs).toBeLessThan(500);

    const member = new Browser(s.url);
    await signIn(s, member);
    const sub = await member.post('/api/user/profile-image/x', JSON.stringify({ profileImageUrl: 'x'.repeat(200_000) }));
    expect(sub.status).toBe(413);
    // And any other route, signed in: 100 KB.
    const other = await member.post('/api/contact', JSON.stringify({ name: 'x'.repeat(200_000) }));
    expect(other.status).toBe(413);
  });

  it('signed in, the 14 MB nested body on the profile-image route is refused as too deeply nested, fast, without parsing it', async () => {
    const { token } = await signIn(s, new Browser(s.url));
    const r = await sendWhileProbing('/api/user/profile-image', NESTED_14MB, token);
    expect(r.answer.status).toBe(400);
    expect(r.answer.body).toEqual({ error: `The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).` });
    // This one reads all 14 MB (the limit allows it) and scans it once: bounded more loosely.
    expect(r.ms).toBeLessThan(1500);
    expect(r.slowestProbeMs).toBeLessThan(750);
  });

  it('signed in, a large photo still fits on the profile-image route (up to 14 MB of JSON)', async () => {
    const member = new Browser(s.url);
    await signIn(s, member);
    // 1 MB of base64 that is no image: parsed (the limit allowed it), then refused by the image step.
    const body = JSON.stringify({ profileImageUrl: `data:image/png;base64,${'A'.repeat(1_000_000)}` });
    const res = await member.post('/api/user/profile-image', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^Failed to process image/);
  });

  it(`bounds JSON nesting on every route at ${MAX_JSON_DEPTH} levels; brackets inside strings do not count`, async () => {
    const member = new Browser(s.url);
    await signIn(s, member);
    const nest = (depth: number) => '['.repeat(depth - 1) + '{"a":1}' + ']'.repeat(depth - 1);
    const deep = await member.post('/api/goals', `{"title":${nest(MAX_JSON_DEPTH)}}`);
    expect(deep.status).toBe(400);
    expect(deep.body.error).toMatch(/nested too deeply/);
    // Exactly at the bound: parsed, and then core's own validation answers.
    const atBound = await member.post('/api/goals', `{"title":${nest(MAX_JSON_DEPTH - 1)}}`);
    expect(atBound.status).toBe(400);
    expect(atBound.body.error).not.toMatch(/nested too deeply/);
    // Brackets and escaped quotes inside strings are text, not nesting.
    const text = `${'['.repeat(150)}\\"{{{`;
    const stringy = await member.post('/api/contact', JSON.stringify({ name: 'Ann', email: 'ann@example.test', subject: text, message: text }));
    expect(stringy.status).toBe(200);
    // An anonymous deep body on an ordinary route: refused before parsing too.
    const anon = await new Browser(s.url).post('/auth/login', '['.repeat(50_000) + ']'.repeat(50_000));
    expect(anon.status).toBe(400);
    expect(anon.body.error).toMatch(/nested too deeply/);
  });
});

describe('jsonNestingExceeds', () => {
  const exceeds = (text: string, max: number) => jsonNestingExceeds(Buffer.from(text), max);
  it('counts arrays and objects inside each other, not siblings', () => {
    expect(exceeds('[[[]]]', 3)).toBe(false);
    expect(exceeds('[[[[]]]]', 3)).toBe(true);
    expect(exceeds('[[],[],{"a":[]},{"b":{}}]', 3)).toBe(false);
    expect(exceeds('[[],[],{"a":[]},{"b":{}}]', 2)).toBe(true);
    expect(exceeds('{"a":{"b":{"c":1}}}', 2)).toBe(true);
  });
  it('skips string contents, escaped quotes and backslashes included', () => {
    expect(exceeds('["[[[[[", "{{{{"]', 1)).toBe(false);
    expect(exceeds('["\\"[[[[", "\\\\"]', 1)).toBe(false);
    // After an escaped backslash the string ends: the brackets that follow count.
    expect(exceeds('["\\\\", [[]]]', 2)).toBe(true);
    expect(exceeds('["é€😀[", {"ü":[]}]', 3)).toBe(false);
  });
});
