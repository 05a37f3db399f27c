/** A person's own prayers over HTTP. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: '2026-03-10T15:00:00Z' });
});
afterAll(() => server?.close());

const DAY = 86_400_000;

describe('POST /api/user/prayers', () => {
  it('saves a trimmed prayer dated on the person’s local day and answers it', async () => {
    const b = new Browser(server.url);
    await signIn(server, b, { timeZone: 'Pacific/Kiritimati' });
    const res = await b.post('/api/user/prayers', {
      title: '  For my family ',
      content: ' Keep them safe. ',
      isPublic: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      title: 'For my family',
      content: 'Keep them safe.',
      date: '2026-03-11',
      isPublic: true,
      isAnonymous: false,
      createdAt: '2026-03-10T15:00:00.000Z',
      answeredAt: null,
      answeredNote: null,
      audience: { kind: 'everyone' },
      asksAt: '2026-04-09T15:00:00.000Z',
      archivedAt: null,
    });
    expect((await b.post('/api/user/prayers', { title: 'Quiet', content: 'Words' })).body.isPublic).toBe(false);
  });

  it('answers "Missing Information" when the title or the content is blank', async () => {
    const b = new Browser(server.url);
    await signIn(server, b);
    for (const body of [
      { title: ' ', content: 'c' },
      { title: 't', content: '\n' },
      { title: 't' },
      {},
      { title: 1, content: 2 },
    ]) {
      const res = await b.post('/api/user/prayers', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({
        error: 'Please provide both a title and content for your prayer.',
        title: 'Missing Information',
      });
    }
    // A bodiless POST is a form with nothing in it.
    expect((await b.post('/api/user/prayers')).body.title).toBe('Missing Information');
    expect((await b.get('/api/user/prayers')).body).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    expect((await new Browser(server.url).post('/api/user/prayers', { title: 't', content: 'c' })).status).toBe(401);
  });
});

describe('GET /api/user/prayers and /today', () => {
  it('lists all own prayers newest first, and today’s only for the local today', async () => {
    const b = new Browser(server.url);
    await signIn(server, b);
    const first = (await b.post('/api/user/prayers', { title: 'Yesterday', content: 'c' })).body;
    server.clock.advance(DAY);
    try {
      const second = (await b.post('/api/user/prayers', { title: 'Today', content: 'c' })).body;
      const all = await b.get('/api/user/prayers');
      expect(all.status).toBe(200);
      expect(all.body.map((p: any) => p.id)).toEqual([second.id, first.id]);
      const today = await b.get('/api/user/prayers/today');
      expect(today.body).toEqual([second]);
    } finally {
      server.clock.advance(-DAY);
    }
  });

  it('answers 401 without a session', async () => {
    const anon = new Browser(server.url);
    expect((await anon.get('/api/user/prayers')).status).toBe(401);
    expect((await anon.get('/api/user/prayers/today')).status).toBe(401);
  });
});
