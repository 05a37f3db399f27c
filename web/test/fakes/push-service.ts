/**
 * A local Web Push service, as Chrome's, Firefox's or Safari's would answer the app's `web-push`
 * client (RFC 8030, RFC 8291, RFC 8292). It hands out subscriptions as a browser would (a P-256
 * key pair and a 16-byte auth secret, kept here), and for each push request it:
 * - checks the VAPID `Authorization: vapid t=<JWT>, k=<key>` header: ES256 signature by `k`,
 *   `aud` = this service's origin, `exp` in the future and at most 24 h ahead, `sub` mailto:/https:;
 * - decrypts the aes128gcm body with the subscription's private key and auth secret (http_ece),
 *   as the browser would, and records the plaintext;
 * - answers what the test scripted (201 by default; 429 with Retry-After, 410 Gone, 500, ...).
 * Push services speak https only (and `web-push` only speaks https), so this one does too, with a
 * certificate for 127.0.0.1 made at start; `agent` trusts it.
 */
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ece from 'http_ece';

export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  /** The subscription's id in this service (the last path segment). */
  id: string;
  /** What the browser would hand the service worker. */
  payload: string;
  claims: { aud: string; exp: number; sub: string };
  vapidPublicKey: string;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
  /** What this service answered. */
  status: number;
}

export interface Scripted {
  status: number;
  headers?: Record<string, string>;
}

export interface FakePushService {
  origin: string;
  /** An https agent that trusts this service's certificate. */
  agent: Agent;
  /** A subscription as PushSubscription.toJSON() gives it. */
  subscribe(): FakeSubscription;
  /** Every push request that passed the checks, in order (answered with any status). */
  received: ReceivedPush[];
  /** Requests refused for a bad VAPID header or an undecryptable body, with the reason. */
  refused: { id: string; reason: string }[];
  /** Answer the next pushes to `id` (or to any, with '*') with these, in order. */
  script(id: string, ...answers: Scripted[]): void;
  /** Wait until `n` pushes were received. */
  waitFor(n: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Verify an ES256 JWT signed by the raw P-256 public key `k` (base64url); its claims, or the reason not. */
function verifyVapid(authorization: string | undefined, origin: string, now: number) {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!m) return { error: 'no vapid authorization' };
  const [header, body, sig] = m[1]!.split('.');
  const raw = Buffer.from(m[2]!, 'base64url');
  if (!header || !body || !sig || raw.length !== 65 || raw[0] !== 4) return { error: 'malformed vapid' };
  const key = createPublicKey({
    format: 'jwk',
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
  });
  const ok = verify('sha256', Buffer.from(`${header}.${body}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(sig, 'base64url'));
  if (!ok) return { error: 'bad signature' };
  const h = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string };
  if (h.alg !== 'ES256') return { error: 'alg is not ES256' };
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (claims.aud !== origin) return { error: `aud ${claims.aud} is not ${origin}` };
  const nowS = Math.floor(now / 1000);
  if (!(claims.exp > nowS)) return { error: 'expired' };
  if (claims.exp > nowS + 24 * 3600) return { error: 'exp more than 24 h ahead' };
  if (!/^(mailto:.+@.+|https:\/\/.+)$/.test(claims.sub ?? '')) return { error: 'bad sub' };
  return { claims, vapidPublicKey: m[2]! };
}

export async function startFakePushService(): Promise<FakePushService> {
  const subs = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const scripts = new Map<string, Scripted[]>();
  const received: ReceivedPush[] = [];
  const refused: FakePushService['refused'] = [];
  let origin = '';

  const { key, cert } = selfSignedCertificate();
  const server: Server = createServer({ key, cert }, (req, res) => {
    void (async () => {
      const id = (req.url ?? '').split('/').pop() ?? '';
      const body = await readBody(req);
      const sub = subs.get(id);
      if (req.method !== 'POST' || !req.url?.startsWith('/push/') || !sub) {
        res.writeHead(404).end();
        return;
      }
      const vapid = verifyVapid(req.headers.authorization, origin, Date.now());
      if ('error' in vapid) {
        refused.push({ id, reason: vapid.error! });
        res.writeHead(401).end(vapid.error);
        return;
      }
      if (req.headers['content-encoding'] !== 'aes128gcm') {
        refused.push({ id, reason: 'not aes128gcm' });
        res.writeHead(415).end();
        return;
      }
      let payload: string;
      try {
        payload = ece.decrypt(body, { version: 'aes128gcm', privateKey: sub.ecdh, authSecret: sub.auth }).toString('utf8');
      } catch (e) {
        refused.push({ id, reason: `cannot decrypt: ${(e as Error).message}` });
        res.writeHead(400).end();
        return;
      }
      const answer = scripts.get(id)?.shift() ?? scripts.get('*')?.shift() ?? { status: 201 };
      received.push({
        id,
        payload,
        claims: vapid.claims!,
        vapidPublicKey: vapid.vapidPublicKey!,
        ttl: req.headers.ttl as string | undefined,
        urgency: req.headers.urgency as string | undefined,
        topic: req.headers.topic as string | undefined,
        status: answer.status,
      });
      res.writeHead(answer.status, {
        ...(answer.status === 201 ? { location: `${origin}/message/${randomBytes(6).toString('hex')}` } : {}),
        ...answer.headers,
      });
      res.end();
    })().catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: cert, keepAlive: false });

  return {
    origin,
    agent,
    received,
    refused,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomBytes(8).toString('hex');
      subs.set(id, { ecdh, auth });
      return {
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    script(id, ...answers) {
      scripts.set(id, [...(scripts.get(id) ?? []), ...answers]);
    },
    async waitFor(n, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      while (received.length < n) {
        if (Date.now() > until) throw new Error(`expected ${n} pushes, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return received;
    },
    close: () => {
      agent.destroy();
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/** A throwaway key and certificate for 127.0.0.1 (openssl), valid for a day. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'fake-push-'));
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1',
        '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
        '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The subscription id of an endpoint of this service. */
export const pushId = (endpoint: string) => endpoint.split('/').pop()!;
