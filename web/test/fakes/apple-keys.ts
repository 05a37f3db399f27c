/**
 * Apple's side of "Sign in with Apple", on loopback: an RS256 key pair whose public half is served
 * as a JWKS over HTTP (what APPLE_JWKS_URL points at), and a signer for id_tokens. A second key,
 * never published, signs tokens that must be refused.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload, type CryptoKey } from 'jose';

export interface AppleKeys {
  jwksUrl: string;
  issuer: string;
  clientId: string;
  /** How many times the JWKS was fetched (jose caches it). */
  fetches: number;
  /** Sign an id_token. Defaults: our issuer and audience, issued at `now`, valid 10 minutes. */
  sign(claims: JWTPayload & { sub: string }, opts?: { now?: Date; key?: 'published' | 'rogue' }): Promise<string>;
  close(): Promise<void>;
}

export async function startAppleKeys(opts: { clientId?: string } = {}): Promise<AppleKeys> {
  const published = await generateKeyPair('RS256');
  const rogue = await generateKeyPair('RS256');
  const kid = randomBytes(6).toString('hex');
  const jwk = { ...(await exportJWK(published.publicKey)), kid, alg: 'RS256', use: 'sig' };

  const keys: AppleKeys = {
    jwksUrl: '',
    issuer: 'https://appleid.apple.com',
    clientId: opts.clientId ?? 'com.example.dailyprayer.web',
    fetches: 0,
    async sign(claims, o = {}) {
      const now = Math.floor((o.now ?? new Date()).getTime() / 1000);
      const key: CryptoKey = o.key === 'rogue' ? rogue.privateKey : published.privateKey;
      return new SignJWT({ iss: keys.issuer, aud: keys.clientId, iat: now, exp: now + 600, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid })
        .sign(key);
    },
    close: async () => {},
  };

  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/auth/keys') {
      keys.fetches++;
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  keys.jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/auth/keys`;
  keys.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  };
  return keys;
}
