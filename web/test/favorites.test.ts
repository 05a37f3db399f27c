/** The Saved Prayers list over HTTP. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prayers } from '@dps/db/schema';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: '2026-03-10T12:00:00Z' });
});
afterAll(() => server?.close());

describe('GET /api/favorites', () => {
  it('lists the person’s saved prayers, newest first, in the contract’s shape; nobody else’s', async () => {
    const me = new Browser(server.url);
    const other = new Browser(server.url);
    await signIn(server, me);
    await signIn(server, other);
    const [p1, p2] = await server.db.db
      .insert(prayers)
      .values([
        {
          kind: 'library',
          title: 'One',
          content: 'First content',
          scripture: 'Rejoice.',
          scriptureReference: 'Phil 4:4',
        },
        { kind: 'library', title: 'Two', content: 'Second content' },
      ])
      .returning();
    expect((await me.get('/api/favorites')).body).toEqual([]);
    await me.post(`/api/prayers/${p1!.id}/favorite`);
    server.clock.advance(60_000);
    await me.post(`/api/prayers/${p2!.id}/favorite`);
    const res = await me.get('/api/favorites');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: expect.any(Number),
        createdAt: '2026-03-10T12:01:00.000Z',
        prayer: { id: p2!.id, title: 'Two', scripture: null, scriptureReference: null, content: 'Second content' },
      },
      {
        id: expect.any(Number),
        createdAt: '2026-03-10T12:00:00.000Z',
        prayer: {
          id: p1!.id,
          title: 'One',
          scripture: 'Rejoice.',
          scriptureReference: 'Phil 4:4',
          content: 'First content',
        },
      },
    ]);
    expect((await other.get('/api/favorites')).body).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    expect((await new Browser(server.url).get('/api/favorites')).status).toBe(401);
  });
});
