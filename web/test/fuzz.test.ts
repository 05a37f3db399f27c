/**
 * Fuzz: every /api route and method, with random malformed bodies (wrong types, huge strings, nested
 * objects, arrays, nulls, unicode, numbers as strings, extra keys, broken JSON, other content types)
 * and random path params and query strings, signed in (user or admin) and not. Zero 5xx, and every
 * refusal is JSON with a readable `error`. Bounded runs so the file stays well under 30 s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { prayers, topics } from '@dps/db/schema';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

const RUNS = 40;

let server: TestServer;
let user: Browser;
let admin: Browser;
const ids: Record<'prayer' | 'reflection' | 'topic' | 'notification', string> = {
  prayer: '1',
  reflection: '1',
  topic: '1',
  notification: '1',
};

beforeAll(async () => {
  server = await startTestServer({ now: '2026-03-10T15:00:00Z' });
  user = new Browser(server.url);
  admin = new Browser(server.url);
  await signIn(server, user);
  await signIn(server, admin, { role: 'admin' });
  const [t] = await server.db.db.insert(topics).values({ name: 'Fuzz' }).returning();
  const [p] = await server.db.db
    .insert(prayers)
    .values({ kind: 'topic', topicId: t!.id, title: 'F', content: 'c' })
    .returning();
  const r = await user.post(`/api/prayers/${p!.id}/reflections`, { content: 'seed', isPublic: true });
  ids.prayer = String(p!.id);
  ids.topic = String(t!.id);
  ids.reflection = String(r.body.id);
  ids.notification = String((await user.get('/api/notifications')).body.notifications[0].id);
});
afterAll(() => server?.close());

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  keys?: string[];
  /** A valid body; the fuzz also sends it with a few fields replaced, to reach deep into the handler. */
  valid?: () => Record<string, unknown>;
}

const routes: Route[] = [
  { method: 'GET', path: '/api/prayers/daily' },
  { method: 'POST', path: '/api/prayers/:prayer/complete', keys: ['prayerId', 'source'] },
  { method: 'POST', path: '/api/prayers/:prayer/favorite', keys: ['prayerId'] },
  {
    method: 'POST',
    path: '/api/prayers/:prayer/reflections',
    keys: ['content', 'isPublic', 'prayerId', 'source'],
    valid: () => ({ content: 'A reflection', isPublic: true, prayerId: ids.prayer }),
  },
  { method: 'GET', path: '/api/prayers/:prayer/reflections' },
  { method: 'POST', path: '/api/reflections/:reflection/like', keys: ['reflectionId'] },
  {
    method: 'POST',
    path: '/api/reflections/:reflection/reply',
    keys: ['text', 'reflectionId', 'source'],
    valid: () => ({ text: 'Amen' }),
  },
  { method: 'GET', path: '/api/reflections' },
  { method: 'GET', path: '/api/user/prayers/today' },
  { method: 'GET', path: '/api/user/prayers' },
  {
    method: 'POST',
    path: '/api/user/prayers',
    keys: ['title', 'content', 'isPublic'],
    valid: () => ({ title: 'T', content: 'C', isPublic: false }),
  },
  { method: 'GET', path: '/api/progress/streak' },
  { method: 'GET', path: '/api/progress/weekly' },
  { method: 'GET', path: '/api/progress/stats' },
  { method: 'GET', path: '/api/goals' },
  {
    method: 'POST',
    path: '/api/goals',
    keys: ['title', 'targetDays', 'startDate'],
    valid: () => ({ title: 'G', targetDays: 21, startDate: '2026-03-10' }),
  },
  { method: 'GET', path: '/api/favorites' },
  { method: 'GET', path: '/api/notifications' },
  { method: 'POST', path: '/api/notifications/read-all' },
  { method: 'POST', path: '/api/notifications/:notification/read', keys: ['id'] },
  { method: 'DELETE', path: '/api/notifications/:notification', keys: ['id'] },
  { method: 'GET', path: '/api/user/settings' },
  {
    method: 'PUT',
    path: '/api/user/settings',
    keys: ['notifications', 'dailyReminders', 'reminderTime', 'timeZone'],
    valid: () => ({ notifications: true, dailyReminders: true, reminderTime: '07:30', timeZone: 'UTC' }),
  },
  {
    method: 'POST',
    path: '/api/user/profile-image',
    keys: ['profileImageUrl'],
    valid: () => ({ profileImageUrl: 'https://images.example.test/me.png' }),
  },
  {
    method: 'POST',
    path: '/api/contact',
    keys: ['name', 'email', 'subject', 'message'],
    valid: () => ({ name: 'N', email: 'n@example.test', subject: 'S', message: 'M' }),
  },
  { method: 'GET', path: '/api/topics' },
  { method: 'GET', path: '/api/topics/:topic' },
  { method: 'GET', path: '/api/prayers/topic/:topic' },
  { method: 'GET', path: '/api/admin/daily-prayers' },
  {
    method: 'POST',
    path: '/api/admin/daily-prayer',
    keys: [
      'title',
      'content',
      'scripture',
      'scripture_reference',
      'topic_id',
      'date',
      'is_daily',
      'scriptureReference',
      'topicId',
    ],
    valid: () => ({
      title: 'T',
      content: 'C',
      scripture: 'Jesus wept.',
      scripture_reference: 'John 11:35',
      topic_id: ids.topic,
      date: '2026-03-12',
      is_daily: true,
    }),
  },
  { method: 'POST', path: '/api/user/link-code' },
  { method: 'GET', path: '/api/user/export' },
  {
    method: 'DELETE',
    path: '/api/user',
    keys: ['password', 'recentSignIn'],
    valid: () => ({ password: 'not the password' }),
  },
];

// ---- generators ------------------------------------------------------------------------------

/** encodeURIComponent, except that a lone surrogate becomes the (invalid UTF-8) bytes of one. */
const enc = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
};

const weirdString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\u202e',
    '😀'.repeat(100),
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '2026-02-30',
    '25:61',
  ),
  fc.integer().map(String),
  fc.double().map(String),
  fc.nat({ max: 200_000 }).map((n) => 'x'.repeat(n)),
  fc.constantFrom(
    'data:image/png;base64,AAAA',
    'https://example.test/a.png',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'Pacific/Kiritimati',
  ),
);
/** Text that databases and encoders choke on: NUL, lone surrogates, noncharacters, bidi overrides. */
const hostileText = fc
  .tuple(
    fc.string({ maxLength: 10 }),
    fc.constantFrom('\u0000', '\ud800', '\udfff', '\uffff', '\u202e', '\u0000\u0000'),
    fc.string({ maxLength: 10 }),
  )
  .map(([a, x, b]) => `x${a}${x}${b}`);
const value: fc.Arbitrary<unknown> = fc.oneof(
  { maxDepth: 3 },
  { arbitrary: hostileText, weight: 3 },
  weirdString,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 1e308, 2 ** 31, 2 ** 53 + 1, true, false, null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
);
const bodyFor = (keys: string[]) =>
  fc.oneof(
    // Known keys (and dangerous ones) with values of any type.
    fc.dictionary(fc.constantFrom(...keys, 'role', 'userId', 'id', '__proto__', 'constructor'), value, { maxKeys: 8 }),
    fc.dictionary(fc.string({ maxLength: 20 }), value, { maxKeys: 5 }),
    fc.jsonValue({ maxDepth: 4 }),
    fc.array(value, { maxLength: 4 }),
  );
const rawJson = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    'null',
    '"str"',
    '123',
    'true',
    '{"__proto__":{"role":"admin"}}',
    '\u0000',
    '{}}',
  ),
  fc.nat({ max: 60_000 }).map((n) => '['.repeat(n)),
  fc.nat({ max: 20_000 }).map((n) => `{"title":${'['.repeat(n)}1${']'.repeat(n)}}`),
);
const param = (real: string) =>
  fc.oneof(
    fc.constant(real),
    fc.nat().map(String),
    fc.integer({ min: -1e15, max: 1e15 }).map(String),
    fc.constantFrom(
      '0',
      '-1',
      '1e3',
      '0x10',
      'NaN',
      'Infinity',
      '99999999999999999999',
      ' 1',
      '1 ',
      '..',
      '%2e%2e',
      'null',
    ),
    fc.string({ minLength: 1, maxLength: 30 }).map(enc),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 10 }).map(enc),
    fc.constantFrom('%E0%A4%A', '%', '%zz'), // malformed percent-encoding
  );
const query = fc.oneof(
  fc.constant(''),
  weirdString.map((s) => `?startDate=${enc(s)}`),
  fc.constantFrom(
    '?startDate=2026-03-08',
    '?startDate=2026-03-08&startDate=x',
    '?startDate[a]=1',
    '?a=%',
    '?startDate=%E0%A4%A',
  ),
);

type Who = 'anonymous' | 'user' | 'admin' | 'fresh';
type Payload = { kind: 'none' } | { kind: 'json'; body: unknown } | { kind: 'raw'; text: string; type: string };

/** The valid body with some of its fields replaced by anything, and perhaps an extra key. */
const nearValid = (valid: () => Record<string, unknown>) =>
  fc
    .tuple(
      fc.subarray(Object.keys(valid()), { minLength: 1 }),
      fc.array(value, { minLength: 8, maxLength: 8 }),
      fc.option(fc.tuple(fc.constantFrom('role', 'userId', 'source', 'extra', '__proto__'), value)),
    )
    .map(([replace, values, extra]) => {
      const body: Record<string, unknown> = valid();
      replace.forEach((k, i) => (body[k] = values[i]));
      if (extra) Object.defineProperty(body, extra[0], { value: extra[1], enumerable: true });
      return body;
    });

const payload = (route: Route): fc.Arbitrary<Payload> =>
  fc.oneof(
    { arbitrary: bodyFor(route.keys ?? []).map((body) => ({ kind: 'json' as const, body })), weight: 3 },
    {
      arbitrary: (route.valid ? nearValid(route.valid) : bodyFor(route.keys ?? [])).map((body) => ({
        kind: 'json' as const,
        body,
      })),
      weight: 3,
    },
    { arbitrary: fc.constant({ kind: 'none' as const }), weight: 1 },
    { arbitrary: rawJson.map((text) => ({ kind: 'raw' as const, text, type: 'application/json' })), weight: 2 },
    {
      arbitrary: fc
        .tuple(
          fc.string({ maxLength: 50 }),
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/json; charset=latin1',
          ),
        )
        .map(([text, type]) => ({ kind: 'raw' as const, text: text || 'x', type })),
      weight: 1,
    },
  );

// ---- the run ---------------------------------------------------------------------------------

let ipCounter = 0;

async function browserFor(who: Who): Promise<Browser> {
  if (who === 'user') return user;
  if (who === 'admin') return admin;
  const b = new Browser(server.url);
  // A new person for each call that may delete its account, so the shared ones survive.
  if (who === 'fresh') await signIn(server, b);
  return b;
}

describe('fuzz: no route answers 5xx to anything a client can send', () => {
  for (const route of routes) {
    it(`${route.method} ${route.path}`, async () => {
      const paramNames = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1] as keyof typeof ids);
      const whoArb: fc.Arbitrary<Who> =
        route.method === 'DELETE'
          ? fc.constantFrom('anonymous', 'fresh')
          : fc.constantFrom('anonymous', 'user', 'admin');
      const hasBody = route.method !== 'GET';
      await fc.assert(
        fc.asyncProperty(
          whoArb,
          fc.tuple(...paramNames.map((n) => param(ids[n])), fc.constant('')),
          hasBody ? payload(route) : fc.constant<Payload>({ kind: 'none' }),
          route.path === '/api/progress/weekly' ? query : fc.constant(''),
          async (who, params, body, q) => {
            let i = 0;
            const path = route.path.replace(/:(\w+)/g, () => params[i++]!) + q;
            const b = await browserFor(who);
            // Contact is limited per IP; a new address per call keeps the fuzz reaching its handler.
            const headers: Record<string, string> = { 'X-Forwarded-For': `198.51.100.${ipCounter++ % 250}` };
            let res;
            if (body.kind === 'none') res = await b.request(route.method, path, undefined, headers);
            else if (body.kind === 'json') res = await b.request(route.method, path, body.body, headers);
            else res = await b.request(route.method, path, body.text, { ...headers, 'Content-Type': body.type });
            const what = `${who} ${route.method} ${path.slice(0, 200)} ${JSON.stringify(body).slice(0, 300)} -> ${res.status} ${res.text.slice(0, 200)}`;
            expect(res.status, what).toBeLessThan(500);
            // 431 (a URL over 16 KB) is Node's own answer, before the app sees the request.
            if (res.status >= 400 && res.status !== 431) expect(typeof res.body?.error, what).toBe('string');
          },
        ),
        { numRuns: RUNS },
      );
    });
  }

  it('the server is still healthy afterwards', async () => {
    expect((await user.get('/api/prayers/daily')).status).toBe(200);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
