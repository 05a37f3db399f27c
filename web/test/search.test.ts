/**
 * Search over HTTP (decision 161) on the seeded library: ranking, safe highlights, only
 * prayers the person may read, scripture references with abbreviations, the input limits; and the
 * query latency over the seeded library.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import { prayers, topics } from '@dps/db/schema';
import { HIGHLIGHT_END, HIGHLIGHT_START, splitHighlights } from '@dps/core/search/search-query';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
let me: Browser;
let titled: number;
let mentioned: number;
let todays: number;
let future: number;
let john316: number;
let john3: number;

beforeAll(async () => {
  server = await startTestServer({ now: '2026-03-10T15:00:00Z' });
  me = new Browser(server.url);
  await signIn(server, me, { timeZone: 'America/New_York' });
  const [topic] = await server.db.db.insert(topics).values({ name: 'Harbours' }).returning();
  const add = async (v: typeof prayers.$inferInsert) =>
    (await server.db.db.insert(prayers).values(v).returning({ id: prayers.id }))[0]!.id;
  titled = await add({
    kind: 'topic',
    topicId: topic!.id,
    title: 'The Lighthouse Keeper',
    content: 'Keep my light burning through the night.',
  });
  mentioned = await add({
    kind: 'topic',
    topicId: topic!.id,
    title: 'Night Watch',
    content: 'Like a lighthouse on the rocks, stand firm in me. <b>bold</b> & "quoted"',
  });
  todays = await add({
    kind: 'daily',
    date: '2026-03-10',
    title: 'Quasar of the tenth',
    content: 'Today, a zebracorn of hope.',
  });
  john316 = await add({
    kind: 'topic',
    topicId: topic!.id,
    title: 'So Loved',
    content: 'For God so loved.',
    scriptureReference: 'John 3:16-17 (WEB)',
  });
  john3 = await add({
    kind: 'topic',
    topicId: topic!.id,
    title: 'Born Again',
    content: 'Wind and Spirit.',
    scriptureReference: 'John 3:1-21',
  });
  future = await add({
    kind: 'daily',
    date: '2026-03-12',
    title: 'Quasar of the twelfth',
    content: 'A secret zebracorn.',
  });
});
afterAll(() => server?.close());

const search = (q: string, b = me) => b.get(`/api/search?q=${encodeURIComponent(q)}`);

describe('GET /api/search: full text', () => {
  it('ranks a title match above a match in the text, and marks the matched words', async () => {
    const res = await search('lighthouse');
    expect(res.status).toBe(200);
    const ids = res.body.results.map((r: any) => r.id);
    expect(ids.indexOf(titled)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(titled)).toBeLessThan(ids.indexOf(mentioned));
    const top = res.body.results[ids.indexOf(titled)];
    expect(top.titleHighlight).toBe(`The ${HIGHLIGHT_START}Lighthouse${HIGHLIGHT_END} Keeper`);
    expect(top.topic).toMatchObject({ name: 'Harbours' });
    const other = res.body.results[ids.indexOf(mentioned)];
    expect(splitHighlights(other.snippet).filter((p) => p.highlighted)).toEqual([
      { text: 'lighthouse', highlighted: true },
    ]);
    // Plain text comes back: ts_headline's parser drops tag-like runs ("<b>"), and the client renders
    // every part as text, never as HTML.
    expect(other.snippet).toMatch(/bold\s+&\s+"quoted/);
    expect(other.snippet).not.toContain('<b>');
    // The whole text fits: no ellipsis at its start.
    expect(other.snippet.startsWith('Like a')).toBe(true);
  });

  it('finds a word in any form (stemming) and by topic name', async () => {
    const byTopic = (await search('harbours')).body.results.map((r: any) => r.id);
    expect(byTopic).toEqual(expect.arrayContaining([titled, mentioned]));
    const stemmed = (await search('burn')).body.results.map((r: any) => r.id);
    expect(stemmed).toContain(titled);
  });

  it('finds the seeded library: “shepherd” brings prayers with the word highlighted', async () => {
    const res = (await search('shepherd')).body;
    // A long prayer's snippet cut in the middle says so.
    expect(res.results.some((r: any) => r.snippet.startsWith('… ') || r.snippet.endsWith(' …'))).toBe(true);
    expect(res.results.length).toBeGreaterThan(0);
    for (const r of res.results)
      expect(`${r.titleHighlight} ${r.snippet}`.toLowerCase()).toContain(`${HIGHLIGHT_START}shepherd`);
  });

  it('never shows an admin’s prayer before its date where the person is; today’s is found', async () => {
    const ids = (await search('zebracorn')).body.results.map((r: any) => r.id);
    expect(ids).toContain(todays);
    expect(ids).not.toContain(future);
    expect(JSON.stringify((await search('twelfth')).body)).not.toContain('secret');
  });

  it('takes what people type: quotes, minus, odd characters, markup', async () => {
    for (const q of ['"my shepherd"', 'peace -war', 'hope or joy', '<script>alert(1)</script>', ':', '&&&', 'é'])
      expect((await search(q)).status).toBe(200);
  });

  it('refuses an empty query and one over 100 characters; a visitor finds no prayers (verses only)', async () => {
    expect((await me.get('/api/search')).status).toBe(400);
    expect((await search('   ')).status).toBe(400);
    expect((await search('a'.repeat(100))).status).toBe(200);
    const long = await search('a'.repeat(101));
    expect(long.status).toBe(400);
    expect(long.body.error).toBe('Please keep your search under 100 characters.');
    expect((await me.get('/api/search?q=a&q=b')).status).toBe(400);
    const visitor = await search('hope', new Browser(server.url));
    expect(visitor.status).toBe(200);
    expect(visitor.body.results).toEqual([]);
  });
});

describe('GET /api/search: scripture references', () => {
  const refs = async (q: string) => {
    const body = (await search(q)).body;
    return { body, refs: body.results.filter((r: any) => r.referenceMatch).map((r: any) => r.scriptureReference) };
  };

  it('“Psalm 23” and “Ps 23:1” find the passages of Psalm 23 first', async () => {
    const full = await refs('Psalm 23');
    expect(full.body.isReference).toBe(true);
    expect(full.refs.sort()).toEqual(['Psalm 23:4 (WEB)', 'Psalm 23:5-6 (WEB)']);
    // A query that is only a passage gets passages only: not Psalm 37:23 for the words "psalm" and "23".
    expect(full.body.results.every((r: any) => r.referenceMatch)).toBe(true);
    const abbreviated = await refs('Ps 23:4');
    expect(abbreviated.refs).toEqual(['Psalm 23:4 (WEB)']);
  });

  it('“1 John 4” and “1 Jn 4:18” know the numbered book and its abbreviation, and not John', async () => {
    const chapter = await refs('1 John 4');
    expect(chapter.refs.sort()).toEqual(['1 John 4:11-12 (WEB)', '1 John 4:18-19 (WEB)', '1 John 4:7-8 (WEB)']);
    expect((await refs('1 Jn 4:18')).refs).toEqual(['1 John 4:18-19 (WEB)']);
  });

  it('“Jn 3:16” finds the passages that contain John 3:16, the closest first, and never 1 John', async () => {
    const { body } = await refs('Jn 3:16');
    expect(body.results.map((r: any) => r.id)).toEqual([john316, john3]);
    expect((await refs('John 3:16')).body.results.map((r: any) => r.id)).toEqual([john316, john3]);
    expect((await refs('Jn 3:5')).body.results.map((r: any) => r.id)).toEqual([john3]);
    expect((await refs('1 Jn 3:16')).body.results.map((r: any) => r.id)).not.toContain(john316);
  });

  it('a passage and words together search both, the passage first', async () => {
    const { body } = await refs('John 3 lighthouse');
    const ids = body.results.map((r: any) => r.id);
    expect(ids.slice(0, 2).sort()).toEqual([john316, john3].sort());
    expect(ids).toContain(titled);
  });

  it('a word that is also a book (“Job”, “Acts”) is a text search, not a reference', async () => {
    expect((await search('Job')).body.isReference).toBe(false);
  });
});

describe('GET /api/search: in the person’s language (decision 241)', () => {
  let es: Browser;
  let perdonar: number;
  let englishPerdonando: number;
  beforeAll(async () => {
    es = new Browser(server.url);
    await signIn(server, es, { timeZone: 'America/New_York' });
    expect((await es.put('/api/user/settings', { language: 'es' })).body.language).toBe('es');
    const [topic] = await server.db.db.insert(topics).values({ name: 'Quarrels' }).returning();
    const add = async (v: typeof prayers.$inferInsert) =>
      (await server.db.db.insert(prayers).values(v).returning({ id: prayers.id }))[0]!.id;
    perdonar = await add({
      kind: 'topic',
      topicId: topic!.id,
      language: 'es',
      title: 'Perdonar de corazón',
      content: 'Señor, enséñame a perdonar como tú me perdonaste. Escucha mis oraciones por mi hermano.',
    });
    // An English prayer that happens to carry the Spanish word: the Spanish person never sees it.
    englishPerdonando = await add({
      kind: 'topic',
      topicId: topic!.id,
      title: 'Perdonando Street',
      content: 'Lord, bless the neighbours on Perdonando Street.',
    });
  });
  const ids = (res: { body: { results: { id: number }[] } }) => res.body.results.map((r) => r.id);

  it('a Spanish person: "perdonando" finds "perdonar"/"perdonaste" through the Spanish stemmer, and never the English prayer', async () => {
    const res = await search('perdonando', es);
    expect(res.status).toBe(200);
    expect(ids(res)).toContain(perdonar);
    expect(ids(res)).not.toContain(englishPerdonando);
    const hit = res.body.results.find((r: any) => r.id === perdonar);
    expect(hit.titleHighlight).toBe(`${HIGHLIGHT_START}Perdonar${HIGHLIGHT_END} de corazón`);
    expect(hit.snippet).toContain(`${HIGHLIGHT_START}perdonaste${HIGHLIGHT_END}`);
    // The English dictionary would not have matched these forms at all.
    const [row] = await queryRows<{ m: boolean }>(
      server.db.db,
      sql`select to_tsvector('english', 'perdonar perdonaste') @@ websearch_to_tsquery('english', 'perdonando') as m`,
    );
    expect(row!.m).toBe(false);
  });

  it('a Spanish person: "oración" finds "oraciones"; accents and ñ are optional ("corazon", "Senor")', async () => {
    expect(ids(await search('oración hermano', es))).toContain(perdonar);
    const plain = await search('corazon Senor hermano', es);
    expect(ids(plain)).toContain(perdonar);
    const hit = plain.body.results.find((r: any) => r.id === perdonar);
    expect(hit.titleHighlight).toBe(`Perdonar de ${HIGHLIGHT_START}corazón${HIGHLIGHT_END}`);
    expect(hit.snippet).toContain(`${HIGHLIGHT_START}Señor${HIGHLIGHT_END}`);
  });

  it('an English person searches English prayers only, with the English dictionary as before', async () => {
    const res = await search('perdonando');
    expect(ids(res)).toEqual([englishPerdonando]);
    expect(ids(await search('corazón'))).toEqual([]);
    expect(ids(await search('lighthouse'))).toContain(titled);
    expect(ids(await search('lighthouse', es))).toEqual([]);
  });
});

describe('query latency over the seeded library', () => {
  it('answers typical queries quickly', async () => {
    const queries = ['peace', 'shepherd', 'Psalm 23', 'strength in weakness', 'Jn 3:16', 'forgive', 'hope', '1 John 4'];
    for (const q of queries) await search(q); // warm
    const times: number[] = [];
    for (let round = 0; round < 3; round++)
      for (const q of queries) {
        const t = performance.now();
        expect((await search(q)).status).toBe(200);
        times.push(performance.now() - t);
      }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const p95 = times[Math.floor(times.length * 0.95)]!;
    console.info(`search over HTTP: ${times.length} queries, median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
    expect(median).toBeLessThan(500);
  });
});
