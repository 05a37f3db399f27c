/**
 * Google sign-in: OpenID Connect authorization code flow with PKCE (S256), state and nonce, through
 * openid-client. The issuer is discovered once and cached (a failed discovery is retried on the
 * next sign-in). `issuer` may be a local http provider (tests, self-hosters); then plain http is
 * allowed for it alone.
 */
import * as client from 'openid-client';
import type { WebConfig } from '../deps';

type GoogleConfig = NonNullable<WebConfig['google']>;

/** What the browser keeps between the redirect out and the callback (an HttpOnly, Lax cookie). */
export interface GoogleFlow {
  verifier: string;
  state: string;
  nonce: string;
  /** ms since epoch, by the app clock. */
  startedAt: number;
  /** The person who started the flow signed in: connect the Google account to them. */
  connectUserId?: number | undefined;
}

export interface GoogleProfile {
  /** `${issuer}|${sub}`: the identity's subject as core stores it. */
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export interface GoogleOidc {
  /**
   * Where to send the browser, and the flow to remember. `redirectUri` is
   * `${APP_URL}/auth/google/callback`, registered with the provider.
   */
  start(redirectUri: string): Promise<{ url: URL; flow: Pick<GoogleFlow, 'verifier' | 'state' | 'nonce'> }>;
  /**
   * Verify the callback (state, code, PKCE verifier, id_token signature, issuer, audience, expiry,
   * nonce) and return who it is. `callbackUrl` is the redirect URI plus the query the provider sent.
   */
  finish(callbackUrl: URL, flow: GoogleFlow): Promise<GoogleProfile>;
}

export function createGoogleOidc(google: GoogleConfig): GoogleOidc {
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    discovered ??= client
      .discovery(new URL(google.issuer), google.clientId, google.clientSecret, undefined, {
        execute: google.issuer.startsWith('http:') ? [client.allowInsecureRequests] : [],
      })
      .catch((e: unknown) => {
        discovered = undefined;
        throw e;
      });
    return discovered;
  };

  return {
    async start(redirectUri) {
      const config = await configuration();
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url, flow: { verifier, state, nonce } };
    },
    async finish(callbackUrl, flow) {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims?.sub) throw new Error('no subject in the ID token');
      const str = (v: unknown) => (typeof v === 'string' ? v : '');
      let firstName = str(claims.given_name);
      let lastName = str(claims.family_name);
      if (!firstName && !lastName && str(claims.name)) {
        const [first = '', ...rest] = str(claims.name).trim().split(/\s+/);
        firstName = first;
        lastName = rest.join(' ');
      }
      return {
        subject: `${google.issuer}|${claims.sub}`,
        email: str(claims.email) || null,
        emailVerified: claims.email_verified === true,
        firstName,
        lastName,
      };
    },
  };
}

export const FLOW_COOKIE = 'dps_google_flow';
export const FLOW_TTL_MS = 10 * 60 * 1000;

export function encodeFlow(flow: GoogleFlow): string {
  return Buffer.from(JSON.stringify(flow), 'utf8').toString('base64url');
}

export function decodeFlow(raw: string | undefined): GoogleFlow | null {
  if (!raw || raw.length > 2000) return null;
  try {
    const f = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<GoogleFlow>;
    if (typeof f.verifier !== 'string' || typeof f.state !== 'string' || typeof f.nonce !== 'string') return null;
    if (typeof f.startedAt !== 'number') return null;
    return {
      verifier: f.verifier,
      state: f.state,
      nonce: f.nonce,
      startedAt: f.startedAt,
      connectUserId: typeof f.connectUserId === 'number' ? f.connectUserId : undefined,
    };
  } catch {
    return null;
  }
}
