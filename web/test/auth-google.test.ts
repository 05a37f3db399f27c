/**
 * Google sign-in end to end against a local OpenID provider over HTTP: the app's openid-client
 * discovers it, sends the browser there with PKCE, state and nonce, exchanges the code, verifies
 * the id_token. The browser's redirects are followed by hand, carrying cookies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { identities } from '@dps/db/schema';
import { registerWithPassword } from '@dps/core/accounts/register';
import { startTestServer, type TestServer } from './start-test-server';
import { IpBrowser } from './fakes/ip-browser';
import { startOidcProvider, type OidcProvider } from './fakes/oidc-provider';

let s: TestServer;
let op: OidcProvider;
beforeAll(async () => {
  op = await startOidcProvider();
  s = await startTestServer({ config: { google: { clientId: op.clientId, clientSecret: op.clientSecret, issuer: op.issuer } } });
  op.redirectUris.push(`${s.config.appUrl}/auth/google/callback`);
});
afterAll(async () => {
  await s.close();
  await op.close();
});

/** /auth/google -> provider -> /auth/google/callback, as a browser would; returns each hop's answer. */
async function signInWithGoogle(b: IpBrowser, tamper?: (callback: URL) => void, headers: Record<string, string> = {}) {
  const start = await b.request('GET', '/auth/google', undefined, headers);
  expect(start.status).toBe(302);
  const authorizeUrl = new URL(start.headers.get('location')!);
  const atProvider = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const callback = new URL(atProvider.headers.get('location')!);
  tamper?.(callback);
  expect(callback.origin).toBe(s.url);
  const done = await b.request('GET', callback.pathname + callback.search, undefined, headers);
  return { start, authorizeUrl, callback, done };
}

const location = (r: { headers: Headers }) => r.headers.get('location');
const SPANISH_CONFLICT =
  'Ya existe una cuenta con este correo. Inicia sesión con tu contraseña y después conecta este método de inicio de sesión.';

describe('Google sign-in', () => {
  it('asks the provider for a code with PKCE S256, state and nonce, and the registered redirect URI', async () => {
    const b = new IpBrowser(s.url);
    const start = await b.get('/auth/google');
    const q = new URL(location(start)!).searchParams;
    expect(new URL(location(start)!).origin).toBe(op.issuer);
    expect(q.get('client_id')).toBe(op.clientId);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('redirect_uri')).toBe(`${s.config.appUrl}/auth/google/callback`);
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('state')).toBeTruthy();
    expect(q.get('nonce')).toBeTruthy();
    // The verifier, state and nonce wait in a short-lived HttpOnly Lax cookie scoped to /auth/google.
    const cookie = start.headers.getSetCookie().find((c) => c.startsWith('dps_google_flow='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/auth\/google/);
    expect(cookie).toMatch(/Max-Age=600/);
    // Each start is a fresh flow.
    const again = new URL(location(await new IpBrowser(s.url).get('/auth/google'))!).searchParams;
    expect(again.get('state')).not.toBe(q.get('state'));
    expect(again.get('code_challenge')).not.toBe(q.get('code_challenge'));
  });

  it('signs a new person in and lands on /; a second sign-in finds the same person', async () => {
    op.account = { sub: 'g-111', email: 'Hannah@Example.test', email_verified: true, given_name: 'Hannah', family_name: 'Shiloh' };
    const b = new IpBrowser(s.url);
    const { done } = await signInWithGoogle(b);
    expect(done.status).toBe(302);
    expect(location(done)).toBe('/');
    expect(b.cookies.has('dps_google_flow')).toBe(false);
    const me = await b.get('/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ firstName: 'Hannah', lastName: 'Shiloh', email: 'hannah@example.test', role: 'user' });

    const [row] = await s.db.db
      .select()
      .from(identities)
      .where(and(eq(identities.provider, 'google'), eq(identities.userId, me.body.id)));
    expect(row!.subject).toBe(`${op.issuer}|g-111`);

    // The provider's profile changes; the subject does not. Same person.
    op.account = { ...op.account, email: 'hannah.new@example.test', given_name: 'Hanna' };
    const other = new IpBrowser(s.url);
    const second = await signInWithGoogle(other);
    expect(location(second.done)).toBe('/');
    expect((await other.get('/auth/user')).body.id).toBe(me.body.id);
  });

  it('a provider account whose email belongs to a password account does NOT get into that account', async () => {
    await registerWithPassword(s.ctx, { email: 'eli@example.test', password: 'temple-lamp-3', firstName: 'Eli' });
    op.account = { sub: 'g-attacker', email: 'ELI@example.test', email_verified: true, given_name: 'Not', family_name: 'Eli' };
    const b = new IpBrowser(s.url);
    const { done } = await signInWithGoogle(b);
    expect(done.status).toBe(302);
    const to = new URL(location(done)!, s.url);
    expect(to.pathname).toBe('/login');
    expect(to.searchParams.get('error')).toBe(
      'An account with this email already exists. Sign in with your password, then connect this sign-in method.',
    );
    expect(b.cookies.has('dps_session')).toBe(false);
    expect((await b.get('/auth/user')).status).toBe(401);
  });

  it('core’s refusal on the way back (the email belongs to a password account) reads in the browser’s language', async () => {
    op.account = { sub: 'g-attacker-es', email: 'ELI@example.test', email_verified: true, given_name: 'Not' };
    const b = new IpBrowser(s.url);
    const { done } = await signInWithGoogle(b, undefined, { 'Accept-Language': 'es' });
    expect(new URL(location(done)!, s.url).searchParams.get('error')).toBe(SPANISH_CONFLICT);
    expect(b.cookies.has('dps_session')).toBe(false);
  });

  it('the password owner can connect that Google account while signed in, and then use it', async () => {
    await registerWithPassword(s.ctx, { email: 'samuel@example.test', password: 'speak-lord-3', firstName: 'Samuel' });
    const b = new IpBrowser(s.url);
    const me = (await b.post('/auth/login', { email: 'samuel@example.test', password: 'speak-lord-3' })).body;
    op.account = { sub: 'g-samuel', email: 'samuel@example.test', email_verified: true, given_name: 'Samuel' };
    const { done } = await signInWithGoogle(b);
    expect(location(done)).toBe('/profile');
    expect((await b.get('/auth/user')).body.id).toBe(me.id);

    const fresh = new IpBrowser(s.url);
    expect(location((await signInWithGoogle(fresh)).done)).toBe('/');
    expect((await fresh.get('/auth/user')).body.id).toBe(me.id);
  });

  it('a wrong state is refused: back to /login with an error, not signed in', async () => {
    op.account = { sub: 'g-222', email: 'peninnah@example.test', email_verified: true, given_name: 'Peninnah' };
    const b = new IpBrowser(s.url);
    const { done } = await signInWithGoogle(b, (cb) => cb.searchParams.set('state', 'forged-state'));
    expect(done.status).toBe(302);
    const to = new URL(location(done)!, s.url);
    expect(to.pathname).toBe('/login');
    expect(to.searchParams.get('error')).toBe('Google sign-in failed. Please try again.');
    expect((await b.get('/auth/user')).status).toBe(401);
    // No token was even requested with the forged state.
    expect(op.refusals).toEqual([]);
  });

  it("a callback in a browser that did not start the flow (login CSRF) is refused", async () => {
    op.account = { sub: 'g-333', email: 'attacker@example.test', email_verified: true, given_name: 'Mallory' };
    const attacker = new IpBrowser(s.url);
    const start = await attacker.get('/auth/google');
    const atProvider = await fetch(location(start)!, { redirect: 'manual' });
    const callback = new URL(location(atProvider)!);
    const victim = new IpBrowser(s.url);
    const res = await victim.get(callback.pathname + callback.search);
    expect(new URL(location(res)!, s.url).pathname).toBe('/login');
    expect(victim.cookies.has('dps_session')).toBe(false);
  });

  it("a code cannot be used with another browser's flow (PKCE): the provider refuses the exchange", async () => {
    op.account = { sub: 'g-444', email: 'phinehas@example.test', email_verified: true, given_name: 'Phinehas' };
    const one = new IpBrowser(s.url);
    const two = new IpBrowser(s.url);
    const startOne = await one.get('/auth/google');
    const startTwo = await two.get('/auth/google');
    const callbackOne = new URL(location(await fetch(location(startOne)!, { redirect: 'manual' }))!);
    // Browser two presents browser one's code with its own state: state matches, the verifier does not.
    callbackOne.searchParams.set('state', new URL(location(startTwo)!).searchParams.get('state')!);
    const res = await two.get(callbackOne.pathname + callbackOne.search);
    expect(new URL(location(res)!, s.url).searchParams.get('error')).toBe('Google sign-in failed. Please try again.');
    expect(op.refusals.at(-1)).toBe('invalid_grant: PKCE verification failed');
    expect((await two.get('/auth/user')).status).toBe(401);
  });

  it('a flow older than 10 minutes is refused', async () => {
    op.account = { sub: 'g-555', email: 'hophni@example.test', email_verified: true, given_name: 'Hophni' };
    const b = new IpBrowser(s.url);
    const start = await b.get('/auth/google');
    const callback = new URL(location(await fetch(location(start)!, { redirect: 'manual' }))!);
    s.clock.advance(11 * 60 * 1000);
    const res = await b.get(callback.pathname + callback.search);
    expect(new URL(location(res)!, s.url).searchParams.get('error')).toMatch(/expired/);
    expect((await b.get('/auth/user')).status).toBe(401);
  });

  it('the provider saying "access_denied" (the person cancelled) goes back to /login', async () => {
    const b = new IpBrowser(s.url);
    await b.get('/auth/google');
    const res = await b.get('/auth/google/callback?error=access_denied&state=x');
    expect(new URL(location(res)!, s.url).searchParams.get('error')).toBe('Google sign-in was cancelled.');
    // /login shows the message as it comes, so it is in the browser's language (decision 247).
    const es = await b.request('GET', '/auth/google/callback?error=access_denied&state=x', undefined, {
      'Accept-Language': 'es',
    });
    expect(new URL(location(es)!, s.url).searchParams.get('error')).toBe('Se canceló el inicio de sesión con Google.');
    const failed = await b.request('GET', '/auth/google/callback?error=server_error&state=x', undefined, {
      'Accept-Language': 'es',
    });
    expect(new URL(location(failed)!, s.url).searchParams.get('error')).toBe(
      'No se pudo iniciar sesión con Google. Inténtalo de nuevo.',
    );
  });

  it('an unreachable provider sends the browser to /login with a clear error, not a 500', async () => {
    const t = await startTestServer({
      db: s.db,
      config: { google: { clientId: 'x', clientSecret: 'y', issuer: 'http://127.0.0.1:9' } },
    });
    try {
      const res = await new IpBrowser(t.url).get('/auth/google');
      expect(res.status).toBe(302);
      expect(new URL(location(res)!, t.url).searchParams.get('error')).toBe(
        'Google sign-in is unavailable right now. Please try again later.',
      );
    } finally {
      await t.close();
    }
  });
});

describe('not configured', () => {
  it('answers 501 with a clear message for Google and Apple', async () => {
    const t = await startTestServer({ db: s.db });
    try {
      const b = new IpBrowser(t.url);
      for (const path of ['/auth/google', '/auth/google/callback?code=x&state=y']) {
        const res = await b.get(path);
        expect(res.status).toBe(501);
        expect(res.body).toEqual({ error: 'Google sign-in is not configured on this server.' });
      }
      const apple = await b.post('/auth/apple', { authorization: { id_token: 'x' } });
      expect(apple.status).toBe(501);
      expect(apple.body).toEqual({ error: 'Apple sign-in is not configured on this server.' });
    } finally {
      await t.close();
    }
  });
});
