/** Topics and topic prayers over HTTP. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prayers, topics } from '@dps/db/schema';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
let me: Browser;
beforeAll(async () => {
  server = await startTestServer();
  me = new Browser(server.url);
  await signIn(server, me);
});
afterAll(() => server?.close());

describe('GET /api/topics', () => {
  it('lists the topics with id, name, description, icon and colour, the six built-in ones among them', async () => {
    const res = await me.get('/api/topics');
    expect(res.status).toBe(200);
    const names = res.body.map((t: any) => t.name);
    expect(names).toEqual(expect.arrayContaining(['Hope', 'Peace', 'Wisdom', 'Healing', 'Strength', 'Gratitude']));
    for (const t of res.body) expect(Object.keys(t).sort()).toEqual(['color', 'description', 'icon', 'id', 'name']);
    expect(res.body.find((t: any) => t.name === 'Peace')).toMatchObject({ description: 'Calm anxious thoughts' });
  });

  it('answers 401 without a session', async () => {
    expect((await new Browser(server.url).get('/api/topics')).status).toBe(401);
  });
});

describe('GET /api/topics/:topicId', () => {
  it('answers one topic, 404 for an unknown or malformed id', async () => {
    const [t] = await server.db.db
      .insert(topics)
      .values({ name: 'Patience', description: 'Waiting well', icon: 'clock', color: '#123456' })
      .returning();
    expect((await me.get(`/api/topics/${t!.id}`)).body).toEqual({
      id: t!.id,
      name: 'Patience',
      description: 'Waiting well',
      icon: 'clock',
      color: '#123456',
    });
    expect((await me.get('/api/topics/999999')).status).toBe(404);
    expect((await me.get('/api/topics/hope')).status).toBe(404);
    expect((await new Browser(server.url).get(`/api/topics/${t!.id}`)).status).toBe(401);
  });
});

describe('GET /api/prayers/topic/:topicId', () => {
  it('lists the topic’s prayers in order with isFavorited for this person', async () => {
    const [t] = await server.db.db.insert(topics).values({ name: 'Courage' }).returning();
    const [a, c] = await server.db.db
      .insert(prayers)
      .values([
        {
          kind: 'topic',
          topicId: t!.id,
          title: 'Brave',
          content: 'Be brave',
          scripture: 'Be strong.',
          scriptureReference: 'Josh 1:9',
        },
        { kind: 'topic', topicId: t!.id, title: 'Bold', content: 'Be bold' },
        { kind: 'library', topicId: t!.id, title: 'Not a topic prayer', content: 'x' },
      ])
      .returning();
    await me.post(`/api/prayers/${c!.id}/favorite`);
    const res = await me.get(`/api/prayers/topic/${t!.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: a!.id,
        title: 'Brave',
        content: 'Be brave',
        scripture: 'Be strong.',
        scriptureReference: 'Josh 1:9',
        isFavorited: false,
        isPrayedToday: false,
      },
      {
        id: c!.id,
        title: 'Bold',
        content: 'Be bold',
        scripture: null,
        scriptureReference: null,
        isFavorited: true,
        isPrayedToday: false,
      },
    ]);
    const [empty] = await server.db.db.insert(topics).values({ name: 'Empty' }).returning();
    expect((await me.get(`/api/prayers/topic/${empty!.id}`)).body).toEqual([]);
    expect((await me.get('/api/prayers/topic/999999')).status).toBe(404);
    expect((await new Browser(server.url).get(`/api/prayers/topic/${t!.id}`)).status).toBe(401);
  });
});
