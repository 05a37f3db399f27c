/**
 * Editing and deleting one's own reflections, replies and prayers over HTTP (decision 155), unsaving a saved prayer, and private reflections kept out of community lists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { prayers, reflectionLikes, reflections, userPrayers } from '@dps/db/schema';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
let prayerId: number;
let ann: Browser;
let ben: Browser;

beforeAll(async () => {
  server = await startTestServer({ now: '2026-03-10T15:00:00Z' });
  const [p] = await server.db.db
    .insert(prayers)
    .values({ kind: 'daily', title: 'Morning Light', content: 'c', date: '2026-03-10' })
    .returning({ id: prayers.id });
  prayerId = p!.id;
  ann = new Browser(server.url);
  ben = new Browser(server.url);
  await signIn(server, ann, { firstName: 'Ann' });
  await signIn(server, ben, { firstName: 'Ben' });
});
afterAll(() => server?.close());

const tick = () => server.clock.advance(1000);
const patch = (who: Browser, path: string, body: unknown) => who.request('PATCH', path, body);
async function reflect(who: Browser, content: string, isPublic: boolean): Promise<number> {
  tick();
  return (await who.post(`/api/prayers/${prayerId}/reflections`, { content, isPublic })).body.id;
}

describe('a private reflection is never in a community list', () => {
  it('not for others, not for its author; it is in the author’s own list', async () => {
    const priv = await reflect(ann, 'Between me and God', false);
    for (const who of [ann, ben]) {
      const list = (await who.get(`/api/prayers/${prayerId}/reflections`)).body as any[];
      expect(list.map((r) => r.id)).not.toContain(priv);
    }
    expect(((await ann.get('/api/reflections')).body as any[]).map((r) => r.id)).toContain(priv);
  });
});

describe('editing one’s own', () => {
  it('a reflection: new words and visibility; its replies follow', async () => {
    const id = await reflect(ann, 'First words', true);
    tick();
    const reply = (await ben.post(`/api/reflections/${id}/reply`, { text: 'Amen' })).body.id;
    const res = await patch(ann, `/api/reflections/${id}`, { content: '  Better words  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, content: 'Better words', isPublic: true, isOwn: true });
    const list = (await ben.get(`/api/prayers/${prayerId}/reflections`)).body as any[];
    expect(list.find((r) => r.id === id).content).toBe('Better words');
    // Made private: gone from the community for Ben, with the replies under it.
    expect((await patch(ann, `/api/reflections/${id}`, { content: 'Better words', isPublic: false })).body.isPublic).toBe(false);
    const after = (await ben.get(`/api/prayers/${prayerId}/reflections`)).body as any[];
    expect(after.map((r) => r.id)).not.toContain(id);
    expect(after.map((r) => r.id)).not.toContain(reply);
  });

  it('a reply (its text only)', async () => {
    const top = await reflect(ben, 'Open thought', true);
    tick();
    const reply = (await ann.post(`/api/reflections/${top}/reply`, { text: 'typo' })).body.id;
    expect((await patch(ann, `/api/reflections/${reply}`, { content: 'fixed' })).body).toMatchObject({ id: reply, content: 'fixed', parentId: top });
    expect((await patch(ann, `/api/reflections/${reply}`, { content: 'fixed', isPublic: false })).body.error).toBe(
      'A reply is as public as the reflection it answers.',
    );
  });

  it('a prayer: title, content, sharing', async () => {
    const p = (await ann.post('/api/user/prayers', { title: 'Old', content: 'old', isPublic: false })).body;
    const res = await patch(ann, `/api/user/prayers/${p.id}`, { title: 'New', content: 'new', isPublic: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: p.id, title: 'New', content: 'new', isPublic: true });
    expect(((await ann.get('/api/user/prayers')).body as any[]).find((x) => x.id === p.id).title).toBe('New');
  });

  it('validates with the same messages as writing', async () => {
    const id = await reflect(ann, 'Some words', false);
    const empty = await patch(ann, `/api/reflections/${id}`, { content: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ error: 'Please write something before submitting.', title: 'Empty Reflection' });
    const p = (await ann.post('/api/user/prayers', { title: 'T', content: 'C' })).body;
    expect((await patch(ann, `/api/user/prayers/${p.id}`, { title: '', content: 'C' })).body.error).toBe(
      'Please provide both a title and content for your prayer.',
    );
  });
});

describe('another person’s: 403 when they can see it, 404 when they cannot — never a 500', () => {
  it('reflections and replies', async () => {
    const pub = await reflect(ann, 'Ann shares', true);
    const priv = await reflect(ann, 'Ann keeps', false);
    tick();
    const reply = (await ann.post(`/api/reflections/${pub}/reply`, { text: 'Ann replies' })).body.id;
    const cases: [string, string, number][] = [
      ['PATCH', `/api/reflections/${pub}`, 403],
      ['DELETE', `/api/reflections/${pub}`, 403],
      ['PATCH', `/api/reflections/${reply}`, 403],
      ['DELETE', `/api/reflections/${reply}`, 403],
      ['PATCH', `/api/reflections/${priv}`, 404],
      ['DELETE', `/api/reflections/${priv}`, 404],
      ['DELETE', '/api/reflections/99999999', 404],
      ['DELETE', '/api/reflections/abc', 404],
    ];
    for (const [method, path, status] of cases) {
      const res = await ben.request(method, path, method === 'PATCH' ? { content: 'hijack' } : undefined);
      expect([method, path, res.status]).toEqual([method, path, status]);
    }
    const rows = await server.db.db.select().from(reflections).where(eq(reflections.id, pub));
    expect(rows[0]!.content).toBe('Ann shares');
    expect((await new Browser(server.url).request('DELETE', `/api/reflections/${pub}`)).status).toBe(401);
  });

  it('prayers', async () => {
    const pub = (await ann.post('/api/user/prayers', { title: 'Shared', content: 'c', isPublic: true })).body.id;
    const priv = (await ann.post('/api/user/prayers', { title: 'Mine', content: 'c', isPublic: false })).body.id;
    expect((await patch(ben, `/api/user/prayers/${pub}`, { title: 'x', content: 'y' })).status).toBe(403);
    expect((await ben.delete(`/api/user/prayers/${pub}`)).status).toBe(403);
    expect((await patch(ben, `/api/user/prayers/${priv}`, { title: 'x', content: 'y' })).status).toBe(404);
    expect((await ben.delete(`/api/user/prayers/${priv}`)).status).toBe(404);
    expect(await server.db.db.select({ id: userPrayers.id }).from(userPrayers).where(eq(userPrayers.id, priv))).toHaveLength(1);
  });
});

describe('deleting one’s own', () => {
  it('a reflection: its likes and the replies under it go with it (decision 155)', async () => {
    const id = await reflect(ann, 'To be removed', true);
    await ben.post(`/api/reflections/${id}/like`);
    tick();
    await ben.post(`/api/reflections/${id}/reply`, { text: 'Under it' });
    const res = await ann.delete(`/api/reflections/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true, repliesRemoved: 1 });
    expect(await server.db.db.select().from(reflectionLikes).where(eq(reflectionLikes.reflectionId, id))).toEqual([]);
    expect(await server.db.db.select().from(reflections).where(eq(reflections.parentId, id))).toEqual([]);
    expect(((await ben.get(`/api/prayers/${prayerId}/reflections`)).body as any[]).map((r) => r.id)).not.toContain(id);
    expect((await ann.delete(`/api/reflections/${id}`)).status).toBe(404);
  });

  it('a reply, leaving the reflection', async () => {
    const top = await reflect(ben, 'Stays', true);
    tick();
    const reply = (await ann.post(`/api/reflections/${top}/reply`, { text: 'Goes' })).body.id;
    expect((await ann.delete(`/api/reflections/${reply}`)).body).toEqual({ deleted: true, repliesRemoved: 0 });
    const list = (await ben.get(`/api/prayers/${prayerId}/reflections`)).body as any[];
    expect(list.map((r) => r.id)).toContain(top);
    expect(list.map((r) => r.id)).not.toContain(reply);
  });

  it('a prayer', async () => {
    const p = (await ann.post('/api/user/prayers', { title: 'Done', content: 'c' })).body.id;
    expect((await ann.delete(`/api/user/prayers/${p}`)).body).toEqual({ deleted: true });
    expect(((await ann.get('/api/user/prayers')).body as any[]).map((x) => x.id)).not.toContain(p);
  });
});

describe('unsaving a saved prayer', () => {
  it('DELETE /api/prayers/:id/favorite removes it from Saved; again is harmless', async () => {
    expect((await ann.post(`/api/prayers/${prayerId}/favorite`)).status).toBe(200);
    expect(((await ann.get('/api/favorites')).body as any[]).map((f) => f.prayer.id)).toEqual([prayerId]);
    expect((await ann.delete(`/api/prayers/${prayerId}/favorite`)).body).toEqual({ favorited: false, removed: true });
    expect((await ann.get('/api/favorites')).body).toEqual([]);
    expect((await ann.delete(`/api/prayers/${prayerId}/favorite`)).body).toEqual({ favorited: false, removed: false });
    expect((await ann.delete('/api/prayers/abc/favorite')).status).toBe(404);
  });
});
