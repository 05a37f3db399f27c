/**
 * Scripture references in reflections and prayer requests come back from the API with their place
 * in the text (decision 213), so the web shows them as links to the reader; text with none, or
 * with ordinary numbers, comes back with an empty list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prayers } from '@dps/db/schema';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
let prayerId: number;
let ann: Browser;
let ben: Browser;

beforeAll(async () => {
  server = await startTestServer({ now: '2026-03-10T15:00:00Z' });
  const rows = await server.db.db
    .insert(prayers)
    .values([{ kind: 'daily', title: 'Morning Light', content: 'c', date: '2026-03-10' }])
    .returning({ id: prayers.id });
  prayerId = rows[0]!.id;
  ann = new Browser(server.url);
  ben = new Browser(server.url);
  await signIn(server, ann, { firstName: 'Ann' });
  await signIn(server, ben, { firstName: 'Ben' });
});
afterAll(() => server?.close());

type Span = { start: number; end: number; ref: string };
const spans = (text: string, refs: Span[]) => refs.map((r) => [text.slice(r.start, r.end), r.ref]);

describe('references in reflections', () => {
  const content = 'Psalm 23 carried me, and Rom 8:28 too. Meeting at 3:15.';

  it('a reflection, its reply, the community list and one’s own list carry the references with their offsets', async () => {
    const created = await ann.post(`/api/prayers/${prayerId}/reflections`, { content, isPublic: true, prayerId });
    expect(created.status).toBe(200);
    expect(spans(created.body.content, created.body.contentRefs)).toEqual([
      ['Psalm 23', 'Psalm 23'],
      ['Rom 8:28', 'Romans 8:28'],
    ]);

    const reply = await ben.post(`/api/reflections/${created.body.id}/reply`, { text: 'Amen. Isaiah 41:10 for you.' });
    expect(reply.status).toBe(200);
    expect(spans(reply.body.content, reply.body.contentRefs)).toEqual([['Isaiah 41:10', 'Isaiah 41:10']]);

    const list = (await ben.get(`/api/prayers/${prayerId}/reflections`)).body as {
      id: number;
      content: string;
      contentRefs: Span[];
    }[];
    const mine = list.find((r) => r.id === created.body.id)!;
    expect(mine.contentRefs).toEqual(created.body.contentRefs);
    expect(list.find((r) => r.id === reply.body.id)!.contentRefs).toHaveLength(1);

    const own = (await ann.get('/api/reflections')).body as { id: number; contentRefs: Span[] }[];
    expect(own.find((r) => r.id === created.body.id)!.contentRefs).toEqual(created.body.contentRefs);

    const edited = await ann.request('PATCH', `/api/reflections/${created.body.id}`, {
      content: 'Now only John 3:16.',
    });
    expect(edited.status).toBe(200);
    expect(spans(edited.body.content, edited.body.contentRefs)).toEqual([['John 3:16', 'John 3:16']]);
  });

  it('ordinary words and numbers give no reference', async () => {
    const created = await ann.post(`/api/prayers/${prayerId}/reflections`, {
      content: 'Mark my words: job interview at 3, is 5 ok?',
      isPublic: false,
      prayerId,
    });
    expect(created.body.contentRefs).toEqual([]);
  });
});

describe('references in wall requests', () => {
  it('a request’s title and words carry their references; the "I prayed" answer too', async () => {
    const res = await ann.post('/api/user/prayers', {
      title: 'Philippians 4:6 for my exams',
      content: '🙏 Please pray. Joshua 1:9 is my verse this week.',
      isPublic: true,
    });
    expect(res.status).toBe(200);
    const page = (await ben.get('/api/wall')).body as {
      items: { id: number; title: string; content: string; titleRefs: Span[]; contentRefs: Span[] }[];
    };
    const item = page.items.find((i) => i.id === res.body.id)!;
    expect(spans(item.title, item.titleRefs)).toEqual([['Philippians 4:6', 'Philippians 4:6']]);
    expect(spans(item.content, item.contentRefs)).toEqual([['Joshua 1:9', 'Joshua 1:9']]);
    expect(item.contentRefs[0]!.start).toBe(16); // JavaScript string offsets: the emoji counts two

    const prayed = await ben.post(`/api/wall/${res.body.id}/pray`);
    expect(prayed.status).toBe(200);
    expect(prayed.body.item.contentRefs).toEqual(item.contentRefs);
  });
});
