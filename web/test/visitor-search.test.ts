/**
 * A visitor's scripture search over HTTP (decision 266): verses in their language's Bible, never a
 * prayer (not even a published one the words match), and a limit per address that a signed-in
 * person does not meet.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prayers, topics } from '@dps/db/schema';
import { seedScriptureVerses } from '@dps/db/seed/scripture-verses';
import { getPassage } from '@dps/core/scripture/get-passage';
import { VISITOR_SEARCH_LIMIT } from '../server/routes/search';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
let me: Browser;

beforeAll(async () => {
  server = await startTestServer({ now: '2026-03-10T15:00:00Z' });
  me = new Browser(server.url);
  await signIn(server, me);
  await seedScriptureVerses(server.db.db, { books: ['John'] });
  const [topic] = await server.db.db.insert(topics).values({ name: 'Harbours' }).returning();
  await server.db.db.insert(prayers).values({
    kind: 'topic',
    topicId: topic!.id,
    title: 'So Loved the World',
    content: 'For God so loved the world: teach me to love it too.',
  });
});
afterAll(() => server?.close());

const search = (b: Browser, q: string, language?: string) =>
  b.request(
    'GET',
    `/api/search?q=${encodeURIComponent(q)}`,
    undefined,
    language ? { 'Accept-Language': language } : {},
  );

describe('GET /api/search for a visitor', () => {
  it('finds verses without an account, and never a prayer', async () => {
    const signedIn = await search(me, 'so loved the world');
    expect(signedIn.body.results.map((r: { title: string }) => r.title)).toContain('So Loved the World');

    const res = await search(new Browser(server.url), 'so loved the world');
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([]);
    expect(res.text).not.toContain('teach me to love it too');
    expect(res.body.scripture.results[0]).toMatchObject({
      reference: 'John 3:16',
      text: getPassage({ ref: 'John 3:16', version: 'web' }).verses[0]!.text,
    });
  });

  it('reads a Spanish-speaking visitor the Spanish Bible (RV1909)', async () => {
    const res = await search(new Browser(server.url), 'amó Dios al mundo', 'es-MX,es;q=0.9');
    expect(res.status).toBe(200);
    expect(res.body.scripture.version.id).toBe('rv1909');
    expect(res.body.scripture.results[0]).toMatchObject({
      reference: 'Juan 3:16',
      text: getPassage({ ref: 'Juan 3:16', version: 'rv1909' }).verses[0]!.text,
    });
  });

  it('limits a visitor per address, says how long to wait, and leaves a signed-in person searching', async () => {
    server.clock.advance(60 * 60_000); // a fresh window, whatever the tests above spent
    const visitor = new Browser(server.url);
    for (let i = 0; i < VISITOR_SEARCH_LIMIT.limit; i++) expect((await search(visitor, 'light')).status).toBe(200);
    // Another visitor on the same address shares the count: the limit is the address's, not a cookie's.
    const over = await search(new Browser(server.url), 'light');
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(over.body.error).toBe(
      "That's a lot of searching. Please try again in 10 minutes, or sign in to search without waiting.",
    );
    const es = await search(visitor, 'luz', 'es');
    expect(es.status).toBe(429);
    expect(es.body.error).toBe(
      'Has buscado mucho en poco tiempo. Vuelve a intentarlo en 10 minutos, o inicia sesión para buscar sin esperar.',
    );

    expect((await search(me, 'light')).status).toBe(200);

    server.clock.advance(VISITOR_SEARCH_LIMIT.windowSeconds * 1000);
    expect((await search(visitor, 'light')).status).toBe(200);
  });
});
