/**
 * Apple sign-in against locally signed id_tokens: the key set is served over HTTP (APPLE_JWKS_URL)
 * and the app verifies signature, issuer, audience, expiry and the one-time nonce it issued to this
 * browser (POST /auth/apple/nonce: an HttpOnly cookie, and its sha256 for Apple's script).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWithPassword } from '@dps/core/accounts/register';
import { startTestServer, type TestServer } from './start-test-server';
import { IpBrowser } from './fakes/ip-browser';
import { startAppleKeys, type AppleKeys } from './fakes/apple-keys';

let s: TestServer;
let apple: AppleKeys;
beforeAll(async () => {
  apple = await startAppleKeys();
  s = await startTestServer({ config: { apple: { clientId: apple.clientId, jwksUrl: apple.jwksUrl, issuer: apple.issuer } } });
});
afterAll(async () => {
  await s.close();
  await apple.close();
});

const now = () => s.clock.now();
const signIn = (b: IpBrowser, id_token: string, user?: unknown) =>
  b.post('/auth/apple', { authorization: { id_token, code: 'c0de' }, ...(user ? { user } : {}) });
/** What the page does before opening Apple's popup: ask for a nonce (the browser keeps the cookie). */
async function startSignIn(b: IpBrowser): Promise<string> {
  const res = await b.post('/auth/apple/nonce');
  expect(res.status).toBe(200);
  return res.body.nonce as string;
}
/** A browser that started a sign-in, and a token Apple signed for it (its nonce in the token). */
async function appleFlow(claims: Parameters<AppleKeys['sign']>[0], b = new IpBrowser(s.url)) {
  const nonce = await startSignIn(b);
  return { b, nonce, token: await apple.sign({ nonce, ...claims }, { now: now() }) };
}

describe('POST /auth/apple', () => {
  it('a valid token signs a new person in, with the name from the first authorization; the next sign-in finds them', async () => {
    const { b, token } = await appleFlow({ sub: '001234.abcdef', email: 'Abigail@privaterelay.appleid.com', email_verified: 'true' });
    const res = await signIn(b, token, { name: { firstName: 'Abigail', lastName: 'Carmel' }, email: 'ignored@example.test' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      firstName: 'Abigail',
      lastName: 'Carmel',
      email: 'abigail@privaterelay.appleid.com',
      profileImageUrl: null,
      role: 'user',
    });
    expect(b.cookies.get('dps_session')).toBeTruthy();
    expect((await b.get('/auth/user')).body.id).toBe(res.body.id);

    // Later sign-ins carry no name; same person.
    s.clock.advance(60_000);
    const later = await appleFlow({ sub: '001234.abcdef' });
    const again = await signIn(later.b, later.token);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(res.body.id);
    expect(again.body.firstName).toBe('Abigail');
  });

  it.each([
    ['a wrong audience', (nonce: string) => apple.sign({ sub: 'x1', nonce, aud: 'com.someone.else' }, { now: now() })],
    ['an expired token', (nonce: string) => apple.sign({ sub: 'x2', nonce }, { now: new Date(now().getTime() - 11 * 60 * 1000) })],
    ['a wrong issuer', (nonce: string) => apple.sign({ sub: 'x3', nonce, iss: 'https://evil.example' }, { now: now() })],
    ['a bad signature (a key Apple never published)', (nonce: string) => apple.sign({ sub: 'x4', nonce }, { now: now(), key: 'rogue' })],
    ['a tampered payload', async (nonce: string) => {
      const [h, p, sig] = (await apple.sign({ sub: 'x5', nonce }, { now: now() })).split('.');
      const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
      return [h, Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url'), sig].join('.');
    }],
    ['an unsigned token (alg none)', async (nonce: string) => {
      const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      return `${enc({ alg: 'none' })}.${enc({ iss: apple.issuer, aud: apple.clientId, sub: 'x6', nonce, exp: Math.floor(now().getTime() / 1000) + 600 })}.`;
    }],
    ['garbage', async () => 'not.a.jwt'],
  ])('%s answers 401 "Unable to sign in with Apple"', async (_what, make) => {
    const b = new IpBrowser(s.url);
    const res = await signIn(b, await make(await startSignIn(b)));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Unable to sign in with Apple' });
    expect(b.cookies.has('dps_session')).toBe(false);
  });

  it('a missing or malformed authorization answers 401, never 500', async () => {
    for (const body of [{}, { authorization: 'x' }, { authorization: { id_token: 5 } }, { authorization: { id_token: '' } }, [1]]) {
      const res = await new IpBrowser(s.url).post('/auth/apple', body);
      expect(res.status).toBe(401);
    }
    expect((await new IpBrowser(s.url).post('/auth/apple')).status).toBe(401);
  });

  it("an Apple token whose email belongs to a password account does not get into it (409, the core's message)", async () => {
    await registerWithPassword(s.ctx, { email: 'nabal@example.test', password: 'sheep-shearing-1', firstName: 'Nabal' });
    const { b, token } = await appleFlow({ sub: 'x7', email: 'nabal@example.test', email_verified: true });
    const res = await signIn(b, token);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/Sign in with your password, then connect/);
    expect(b.cookies.has('dps_session')).toBe(false);
  });

  it('signed in with a password, the person can connect Apple; then Apple signs them in', async () => {
    await registerWithPassword(s.ctx, { email: 'david@example.test', password: 'five-smooth-stones', firstName: 'David' });
    const b = new IpBrowser(s.url);
    const me = (await b.post('/auth/login', { email: 'david@example.test', password: 'five-smooth-stones' })).body;
    const { token } = await appleFlow({ sub: 'x8', email: 'david@example.test', email_verified: true }, b);
    const connect = await signIn(b, token);
    expect(connect.status).toBe(200);
    expect(connect.body.id).toBe(me.id);
    const fresh = await appleFlow({ sub: 'x8' });
    expect((await signIn(fresh.b, fresh.token)).body.id).toBe(me.id);
  });

  it('an unverified email claim is not taken as the account email', async () => {
    const { b, token } = await appleFlow({ sub: 'x9', email: 'maybe@example.test', email_verified: false });
    const res = await signIn(b, token);
    expect(res.status).toBe(200);
    expect(res.body.email).toBeNull();
  });
});

describe('the Apple nonce binds the token to the browser that asked for it', () => {
  const refused = async (b: IpBrowser, token: string) => {
    const res = await signIn(b, token);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Unable to sign in with Apple' });
    expect(b.cookies.has('dps_session')).toBe(false);
  };

  it('POST /auth/apple/nonce: an HttpOnly, Strict cookie for /auth/apple, and its sha256 for Apple', async () => {
    const b = new IpBrowser(s.url);
    const res = await b.post('/auth/apple/nonce');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('dps_apple_nonce='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/auth\/apple(;|$)/);
    expect(cookie).toMatch(/Max-Age=600/);
    const raw = b.cookies.get('dps_apple_nonce')!;
    expect(res.body).toEqual({ nonce: createHash('sha256').update(raw).digest('hex') });
    expect(res.body.nonce).not.toContain(raw);
  });

  it('a token without a nonce is refused', async () => {
    const b = new IpBrowser(s.url);
    await startSignIn(b);
    await refused(b, await apple.sign({ sub: 'n1' }, { now: now() }));
  });

  it("a token with another nonce (another browser's sign-in, or one made up) is refused", async () => {
    const victim = await appleFlow({ sub: 'n2' });
    const attacker = new IpBrowser(s.url);
    const own = await startSignIn(attacker);
    await refused(attacker, victim.token);
    // Nor does a token for the attacker's own nonce work with someone else's... nor a made-up one.
    const b = new IpBrowser(s.url);
    await startSignIn(b);
    await refused(b, await apple.sign({ sub: 'n2', nonce: own }, { now: now() }));
    const c = new IpBrowser(s.url);
    await startSignIn(c);
    await refused(c, await apple.sign({ sub: 'n2', nonce: 'a'.repeat(64) }, { now: now() }));
    // The victim's own sign-in still works.
    expect((await signIn(victim.b, victim.token)).status).toBe(200);
  });

  it("the raw nonce in the claim (not its hash) is refused: the page never sees the raw value", async () => {
    const b = new IpBrowser(s.url);
    await startSignIn(b);
    await refused(b, await apple.sign({ sub: 'n3', nonce: b.cookies.get('dps_apple_nonce')! }, { now: now() }));
  });

  it('a stolen token posted from a browser that never asked (no nonce cookie) is refused', async () => {
    const { token } = await appleFlow({ sub: 'n4' });
    await refused(new IpBrowser(s.url), token);
  });

  it('a nonce is good for one attempt: the same token again, even with a copy of the cookie, is refused', async () => {
    const { b, token } = await appleFlow({ sub: 'n5' });
    const copy = b.cookies.get('dps_apple_nonce')!;
    expect((await signIn(b, token)).status).toBe(200);
    expect(b.cookies.has('dps_apple_nonce')).toBe(false);
    const replay = new IpBrowser(s.url);
    replay.cookies.set('dps_apple_nonce', copy);
    await refused(replay, token);
    // A failed attempt spends it too (the page asks for a new one before the next popup).
    const other = await appleFlow({ sub: 'n6' });
    const otherCopy = other.b.cookies.get('dps_apple_nonce')!;
    await refused(other.b, await apple.sign({ sub: 'n6' }, { now: now() }));
    other.b.cookies.set('dps_apple_nonce', otherCopy);
    await refused(other.b, other.token);
  });

  it('a nonce older than ten minutes is refused, even with a fresh token carrying it', async () => {
    const b = new IpBrowser(s.url);
    const nonce = await startSignIn(b);
    s.clock.advance(11 * 60 * 1000);
    await refused(b, await apple.sign({ sub: 'n7', nonce }, { now: now() }));
  });

  it('/auth/apple/callback lands on the app', async () => {
    const res = await new IpBrowser(s.url).get('/auth/apple/callback');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
  });
});
