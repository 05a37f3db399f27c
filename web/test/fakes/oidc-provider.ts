/**
 * A small but real OpenID Connect provider on loopback (node:http + jose), standing in for Google:
 * discovery, JWKS, an authorize endpoint that signs in a configured test account at once, and a
 * token endpoint that checks the code, the redirect URI, the PKCE verifier and the client secret,
 * then returns an RS256 id_token carrying the nonce. Every check a real provider makes on a code
 * exchange is made here, so the app's openid-client runs its real protocol against it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export interface OidcAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

interface IssuedCode {
  account: OidcAccount;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | undefined;
  expiresAt: number;
  used: boolean;
}

export interface OidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account the next authorization signs in. */
  account: OidcAccount;
  /** Redirect URIs this client may use (set once the app's port is known). */
  redirectUris: string[];
  /** Authorization requests seen, for asserting what the app asked for. */
  authorizeRequests: URLSearchParams[];
  /** Token requests refused, with the reason (a real provider's `error_description`). */
  refusals: string[];
  close(): Promise<void>;
}

export async function startOidcProvider(opts: { clientId?: string; clientSecret?: string } = {}): Promise<OidcProvider> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const kid = randomBytes(8).toString('hex');
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const codes = new Map<string, IssuedCode>();

  const provider: OidcProvider = {
    issuer: '',
    clientId: opts.clientId ?? 'test-google-client.apps.example',
    clientSecret: opts.clientSecret ?? `secret-${randomBytes(12).toString('hex')}`,
    account: { sub: '1000001', email: 'hannah@example.test', email_verified: true, given_name: 'Hannah', family_name: 'Elkanah' },
    redirectUris: [],
    authorizeRequests: [],
    refusals: [],
    close: async () => {},
  };

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify(body));
  };

  const refuse = (res: ServerResponse, error: string, description: string, status = 400) => {
    provider.refusals.push(`${error}: ${description}`);
    json(res, status, { error, error_description: description });
  };

  const authorize = (url: URL, res: ServerResponse) => {
    const q = url.searchParams;
    provider.authorizeRequests.push(q);
    const redirectUri = q.get('redirect_uri') ?? '';
    // A wrong client or redirect URI is never redirected to: that would make us an open redirector.
    if (q.get('client_id') !== provider.clientId) return refuse(res, 'invalid_client', 'unknown client_id');
    if (!provider.redirectUris.includes(redirectUri)) return refuse(res, 'invalid_request', 'redirect_uri not registered');
    const back = new URL(redirectUri);
    const state = q.get('state');
    if (state !== null) back.searchParams.set('state', state);
    const fail = (error: string) => {
      back.searchParams.set('error', error);
      res.writeHead(302, { Location: back.href }).end();
    };
    if (q.get('response_type') !== 'code') return fail('unsupported_response_type');
    if (!(q.get('scope') ?? '').split(' ').includes('openid')) return fail('invalid_scope');
    const challenge = q.get('code_challenge');
    if (!challenge || q.get('code_challenge_method') !== 'S256') return fail('invalid_request');
    const code = randomBytes(24).toString('base64url');
    codes.set(code, {
      account: { ...provider.account },
      redirectUri,
      codeChallenge: challenge,
      nonce: q.get('nonce') ?? undefined,
      expiresAt: Date.now() + 60_000,
      used: false,
    });
    back.searchParams.set('code', code);
    res.writeHead(302, { Location: back.href }).end();
  };

  const token = async (req: IncomingMessage, res: ServerResponse) => {
    const body = new URLSearchParams(await readBody(req));
    let clientId = body.get('client_id');
    let secret = body.get('client_secret');
    const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '');
    if (basic) {
      const [id, s] = Buffer.from(basic[1]!, 'base64').toString('utf8').split(':').map(decodeURIComponent);
      clientId = id ?? null;
      secret = s ?? null;
    }
    if (clientId !== provider.clientId || secret !== provider.clientSecret) {
      return refuse(res, 'invalid_client', 'client authentication failed', 401);
    }
    if (body.get('grant_type') !== 'authorization_code') return refuse(res, 'unsupported_grant_type', 'only authorization_code');
    const code = codes.get(body.get('code') ?? '');
    if (!code || code.used || code.expiresAt < Date.now()) return refuse(res, 'invalid_grant', 'unknown, used or expired code');
    code.used = true;
    if (body.get('redirect_uri') !== code.redirectUri) return refuse(res, 'invalid_grant', 'redirect_uri mismatch');
    const verifier = body.get('code_verifier') ?? '';
    const computed = createHash('sha256').update(verifier).digest('base64url');
    if (!verifier || computed !== code.codeChallenge) return refuse(res, 'invalid_grant', 'PKCE verification failed');
    const { sub, ...claims } = code.account;
    const idToken = await new SignJWT({ ...claims, ...(code.nonce ? { nonce: code.nonce } : {}) })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(provider.issuer)
      .setAudience(provider.clientId)
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);
    json(res, 200, {
      access_token: randomBytes(24).toString('base64url'),
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'openid email profile',
      id_token: idToken,
    });
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', provider.issuer);
    const route = `${req.method} ${url.pathname}`;
    Promise.resolve()
      .then(() => {
        switch (route) {
          case 'GET /.well-known/openid-configuration':
            return json(res, 200, {
              issuer: provider.issuer,
              authorization_endpoint: `${provider.issuer}/authorize`,
              token_endpoint: `${provider.issuer}/token`,
              jwks_uri: `${provider.issuer}/jwks`,
              response_types_supported: ['code'],
              subject_types_supported: ['public'],
              id_token_signing_alg_values_supported: ['RS256'],
              code_challenge_methods_supported: ['S256'],
              token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
              scopes_supported: ['openid', 'email', 'profile'],
            });
          case 'GET /jwks':
            return json(res, 200, { keys: [jwk] });
          case 'GET /authorize':
            return authorize(url, res);
          case 'POST /token':
            return token(req, res);
          default:
            return json(res, 404, { error: 'not_found' });
        }
      })
      .catch(() => json(res, 500, { error: 'server_error' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  provider.issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  };
  return provider;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      data += c;
      if (data.length > 100_000) req.destroy();
    });
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}
