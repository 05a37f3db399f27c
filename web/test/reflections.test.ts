/** Reflections over HTTP: writing, the community list, likes, replies, one's own list, and who sees what. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { prayers, reflections } from '@dps/db/schema';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
let prayerId: number;
let otherPrayerId: number;
let ann: Browser; // A: writes private and public reflections
let ben: Browser; // B: another person
let annId: number;

beforeAll(async () => {
  server = await startTestServer({ now: '2026-03-10T15:00:00Z' });
  const rows = await server.db.db
    .insert(prayers)
    .values([
      { kind: 'daily', title: 'Morning Light', content: 'c', date: '2026-03-10' },
      { kind: 'library', title: 'Evening Rest', content: 'c' },
    ])
    .returning({ id: prayers.id });
  prayerId = rows[0]!.id;
  otherPrayerId = rows[1]!.id;
  ann = new Browser(server.url);
  ben = new Browser(server.url);
  annId = (await signIn(server, ann, { firstName: 'Ann', lastName: 'Secret' })).user.id;
  await signIn(server, ben, { firstName: 'Ben' });
});
afterAll(() => server?.close());

const tick = () => server.clock.advance(1000);

describe('POST /api/prayers/:prayerId/reflections', () => {
  it('creates a reflection in the contract’s shape (private by default)', async () => {
    tick();
    const res = await ann.post(`/api/prayers/${prayerId}/reflections`, { content: '  Grateful today  ', prayerId });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      content: 'Grateful today',
      isPublic: false,
      prayerId,
      parentId: null,
      createdAt: server.clock.now().toISOString(),
      likes: 0,
      likedByMe: false,
      isOwn: true,
      user: { firstName: 'Ann' },
      contentRefs: [],
    });
  });

  it('accepts a body without prayerId (the address names the prayer)', async () => {
    tick();
    const res = await ann.post(`/api/prayers/${prayerId}/reflections`, { content: 'No id in body', isPublic: true });
    expect(res.status).toBe(200);
    expect(res.body.prayerId).toBe(prayerId);
    expect(res.body.isPublic).toBe(true);
  });

  it('refuses a body whose prayerId disagrees with the address', async () => {
    const res = await ann.post(`/api/prayers/${prayerId}/reflections`, { content: 'x', prayerId: otherPrayerId });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The prayer in the request does not match its address.');
    // The same id as a string agrees.
    expect(
      (await ann.post(`/api/prayers/${prayerId}/reflections`, { content: 'y', prayerId: String(prayerId) })).status,
    ).toBe(200);
  });

  it('answers the spec’s "Empty Reflection" for empty or blank content', async () => {
    for (const content of ['', '   \n\t ', undefined, null, 42]) {
      const res = await ann.post(`/api/prayers/${prayerId}/reflections`, { content, isPublic: false, prayerId });
      expect(res.status, String(content)).toBe(400);
      expect(res.body).toEqual({ error: 'Please write something before submitting.', title: 'Empty Reflection' });
    }
  });

  it('answers 404 for an unknown prayer, 401 without a session', async () => {
    expect((await ann.post('/api/prayers/999999/reflections', { content: 'x' })).status).toBe(404);
    expect((await new Browser(server.url).post(`/api/prayers/${prayerId}/reflections`, { content: 'x' })).status).toBe(
      401,
    );
  });
});

describe('privacy', () => {
  let privateId: number;
  let publicId: number;
  let privateReplyText: string;

  beforeAll(async () => {
    tick();
    privateId = (
      await ann.post(`/api/prayers/${prayerId}/reflections`, { content: 'Ann private', isPublic: false, prayerId })
    ).body.id;
    tick();
    publicId = (
      await ann.post(`/api/prayers/${prayerId}/reflections`, { content: 'Ann public', isPublic: true, prayerId })
    ).body.id;
    tick();
    privateReplyText = 'Ann replies to herself privately';
    expect((await ann.post(`/api/reflections/${privateId}/reply`, { text: privateReplyText })).status).toBe(200);
  });

  it('B gets 404 liking or replying to A’s private reflection, and nothing is written', async () => {
    const before = await server.db.db.select().from(reflections).where(eq(reflections.parentId, privateId));
    const like = await ben.post(`/api/reflections/${privateId}/like`);
    expect(like.status).toBe(404);
    expect(like.body).toEqual({ error: 'Reflection not found.' });
    const reply = await ben.post(`/api/reflections/${privateId}/reply`, { text: 'peek' });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ error: 'Reflection not found.' });
    // Exactly as for a reflection that does not exist.
    expect((await ben.post('/api/reflections/99999999/like')).body).toEqual({ error: 'Reflection not found.' });
    expect(await server.db.db.select().from(reflections).where(eq(reflections.parentId, privateId))).toEqual(before);
  });

  it('B never sees A’s private reflection or its replies in the community list; nor does A (it is in her own list)', async () => {
    const forBen = (await ben.get(`/api/prayers/${prayerId}/reflections`)).body as any[];
    expect(forBen.map((r) => r.id)).toContain(publicId);
    expect(forBen.map((r) => r.id)).not.toContain(privateId);
    expect(forBen.some((r) => r.parentId === privateId)).toBe(false);
    expect(JSON.stringify(forBen)).not.toContain('Ann private');
    expect(JSON.stringify(forBen)).not.toContain(privateReplyText);
    // Only a first name, never the last name or an email.
    expect(JSON.stringify(forBen)).not.toContain('Secret');
    for (const r of forBen) expect(r.isOwn).toBe(false);

    const forAnn = (await ann.get(`/api/prayers/${prayerId}/reflections`)).body as any[];
    expect(forAnn.map((r) => r.id)).toContain(publicId);
    expect(forAnn.map((r) => r.id)).not.toContain(privateId);
    expect(forAnn.some((r) => r.parentId === privateId)).toBe(false);
    const own = (await ann.get('/api/reflections')).body as any[];
    expect(own.find((r) => r.id === privateId)).toMatchObject({ content: 'Ann private', isPublic: false });
  });

  it('B’s own list and own prayers never include A’s', async () => {
    await ann.post('/api/user/prayers', { title: 'Ann prays', content: 'private words', isPublic: false });
    await ann.post('/api/user/prayers', { title: 'Ann shares', content: 'public words', isPublic: true });
    expect((await ben.get('/api/reflections')).body).toEqual([]);
    expect((await ben.get('/api/user/prayers')).body).toEqual([]);
    expect((await ben.get('/api/user/prayers/today')).body).toEqual([]);
  });

  it('B can like and reply to A’s public reflection; the reply is visible to both', async () => {
    const like = await ben.post(`/api/reflections/${publicId}/like`);
    expect(like.status).toBe(200);
    expect(like.body).toEqual({ liked: true, likes: 1 });
    tick();
    const reply = await ben.post(`/api/reflections/${publicId}/reply`, { text: '  Amen  ' });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      id: expect.any(Number),
      content: 'Amen',
      isPublic: true,
      prayerId,
      parentId: publicId,
      createdAt: server.clock.now().toISOString(),
      likes: 0,
      likedByMe: false,
      isOwn: true,
      user: { firstName: 'Ben' },
      contentRefs: [],
    });
    const list = (await ann.get(`/api/prayers/${prayerId}/reflections`)).body as any[];
    const top = list.find((r) => r.id === publicId);
    expect(top).toMatchObject({ likes: 1, likedByMe: false, isOwn: true });
    const i = list.findIndex((r) => r.id === publicId);
    expect(list[i + 1]).toMatchObject({
      id: reply.body.id,
      parentId: publicId,
      isOwn: false,
      user: { firstName: 'Ben' },
    });
  });
});

describe('GET /api/prayers/:prayerId/reflections', () => {
  it('is flat, newest top-level first, each followed by its replies oldest first', async () => {
    const list = (await ann.get(`/api/prayers/${prayerId}/reflections`)).body as any[];
    const tops = list.filter((r) => r.parentId === null);
    const times = tops.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const r of list) {
      expect(Object.keys(r).sort()).toEqual(
        [
          'content',
          'contentRefs',
          'createdAt',
          'id',
          'isOwn',
          'isPublic',
          'likedByMe',
          'likes',
          'parentId',
          'prayerId',
          'user',
        ].sort(),
      );
    }
  });

  it('answers [] for a prayer with none, 404 for an unknown prayer, 401 without a session', async () => {
    expect((await ben.get(`/api/prayers/${otherPrayerId}/reflections`)).body).toEqual([]);
    expect((await ben.get('/api/prayers/999999/reflections')).status).toBe(404);
    expect((await new Browser(server.url).get(`/api/prayers/${prayerId}/reflections`)).status).toBe(401);
  });
});

describe('POST /api/reflections/:id/like', () => {
  it('toggles, bodiless or with {}', async () => {
    tick();
    const id = (await ann.post(`/api/prayers/${prayerId}/reflections`, { content: 'Likeable', isPublic: true })).body
      .id;
    expect((await ben.request('POST', `/api/reflections/${id}/like`)).body).toEqual({ liked: true, likes: 1 });
    expect((await ben.post(`/api/reflections/${id}/like`, {})).body).toEqual({ liked: false, likes: 0 });
    expect((await ann.post(`/api/reflections/${id}/like`)).body).toEqual({ liked: true, likes: 1 });
  });

  it('refuses liking a reply (replies cannot be liked) and answers 401 without a session', async () => {
    const list = (await ann.get(`/api/prayers/${prayerId}/reflections`)).body as any[];
    const reply = list.find((r) => r.parentId !== null);
    const res = await ann.post(`/api/reflections/${reply.id}/like`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Replies cannot be liked.');
    expect((await new Browser(server.url).post(`/api/reflections/${reply.parentId}/like`)).status).toBe(401);
  });
});

describe('POST /api/reflections/:id/reply', () => {
  it('refuses an empty reply and a reply to a reply', async () => {
    const list = (await ann.get(`/api/prayers/${prayerId}/reflections`)).body as any[];
    const top = list.find((r) => r.parentId === null && r.isPublic);
    const empty = await ben.post(`/api/reflections/${top.id}/reply`, { text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Please write a reply before posting.');
    const reply = list.find((r) => r.parentId !== null);
    const nested = await ben.post(`/api/reflections/${reply.id}/reply`, { text: 'deeper' });
    expect(nested.status).toBe(400);
    expect(nested.body.error).toBe('You can only reply to a reflection.');
    expect((await new Browser(server.url).post(`/api/reflections/${top.id}/reply`, { text: 'x' })).status).toBe(401);
  });
});

describe('GET /api/reflections', () => {
  it('lists the person’s own top-level reflections, newest first, with the prayer', async () => {
    tick();
    await ann.post(`/api/prayers/${otherPrayerId}/reflections`, { content: 'On the evening', isPublic: false });
    const res = await ann.get('/api/reflections');
    expect(res.status).toBe(200);
    const [first] = res.body;
    expect(first).toEqual({
      id: expect.any(Number),
      content: 'On the evening',
      isPublic: false,
      createdAt: server.clock.now().toISOString(),
      prayer: { id: otherPrayerId, title: 'Evening Rest' },
      moderation: null,
      contentRefs: [],
    });
    expect(res.body.every((r: any) => r.prayer && !('parentId' in r))).toBe(true);
    const rows = await server.db.db.select().from(reflections).where(eq(reflections.userId, annId));
    expect(res.body).toHaveLength(rows.filter((r) => r.parentId === null).length);
    expect((await new Browser(server.url).get('/api/reflections')).status).toBe(401);
  });
});
