/**
 * Apple sign-in against locally signed id_tokens: the key set is served over HTTP (APPLE_JWKS_URL)
 * and the app verifies signature, issuer, audience and expiry with jose.
 */
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

describe('POST /auth/apple', () => {
  it('a valid token signs a new person in, with the name from the first authorization; the next sign-in finds them', async () => {
    const token = await apple.sign({ sub: '001234.abcdef', email: 'Abigail@privaterelay.appleid.com', email_verified: 'true' }, { now: now() });
    const b = new IpBrowser(s.url);
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
    const again = await signIn(new IpBrowser(s.url), await apple.sign({ sub: '001234.abcdef' }, { now: now() }));
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(res.body.id);
    expect(again.body.firstName).toBe('Abigail');
  });

  it.each([
    ['a wrong audience', () => apple.sign({ sub: 'x1', aud: 'com.someone.else' }, { now: now() })],
    ['an expired token', () => apple.sign({ sub: 'x2' }, { now: new Date(now().getTime() - 11 * 60 * 1000) })],
    ['a wrong issuer', () => apple.sign({ sub: 'x3', iss: 'https://evil.example' }, { now: now() })],
    ['a bad signature (a key Apple never published)', () => apple.sign({ sub: 'x4' }, { now: now(), key: 'rogue' })],
    ['a tampered payload', async () => {
      const [h, p, sig] = (await apple.sign({ sub: 'x5' }, { now: now() })).split('.');
      const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
      return [h, Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url'), sig].join('.');
    }],
    ['an unsigned token (alg none)', async () => {
      const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      return `${enc({ alg: 'none' })}.${enc({ iss: apple.issuer, aud: apple.clientId, sub: 'x6', exp: Math.floor(now().getTime() / 1000) + 600 })}.`;
    }],
    ['garbage', async () => 'not.a.jwt'],
  ])('%s answers 401 "Unable to sign in with Apple"', async (_what, make) => {
    const b = new IpBrowser(s.url);
    const res = await signIn(b, await make());
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
    const b = new IpBrowser(s.url);
    const res = await signIn(b, await apple.sign({ sub: 'x7', email: 'nabal@example.test', email_verified: true }, { now: now() }));
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/Sign in with your password, then connect/);
    expect(b.cookies.has('dps_session')).toBe(false);
  });

  it('signed in with a password, the person can connect Apple; then Apple signs them in', async () => {
    await registerWithPassword(s.ctx, { email: 'david@example.test', password: 'five-smooth-stones', firstName: 'David' });
    const b = new IpBrowser(s.url);
    const me = (await b.post('/auth/login', { email: 'david@example.test', password: 'five-smooth-stones' })).body;
    const token = await apple.sign({ sub: 'x8', email: 'david@example.test', email_verified: true }, { now: now() });
    const connect = await signIn(b, token);
    expect(connect.status).toBe(200);
    expect(connect.body.id).toBe(me.id);
    const fresh = new IpBrowser(s.url);
    expect((await signIn(fresh, token)).body.id).toBe(me.id);
  });

  it('an unverified email claim is not taken as the account email', async () => {
    const res = await signIn(new IpBrowser(s.url), await apple.sign({ sub: 'x9', email: 'maybe@example.test', email_verified: false }, { now: now() }));
    expect(res.status).toBe(200);
    expect(res.body.email).toBeNull();
  });

  it('/auth/apple/callback lands on the app', async () => {
    const res = await new IpBrowser(s.url).get('/auth/apple/callback');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
  });
});
