/**
 * The prayer wall over HTTP (decision 150): community prayers newest first
 * and paged, a private prayer never there, "I prayed" once per person per day, the author's one
 * notification a day per request, and answered prayers moving to their own list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, like } from 'drizzle-orm';
import { intercessions, notifications } from '@dps/db/schema';
import { Browser } from './http-client';
import { signIn, type SignedIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
const DAY = 86_400_000;

beforeAll(async () => {
  server = await startTestServer({ now: '2026-03-10T15:00:00Z' });
});
afterAll(() => server?.close());

async function person(firstName: string, timeZone = 'UTC'): Promise<{ b: Browser; me: SignedIn }> {
  const b = new Browser(server.url);
  const me = await signIn(server, b, { firstName, timeZone });
  return { b, me };
}

const write = async (b: Browser, body: Record<string, unknown>) => {
  const res = await b.post('/api/user/prayers', { title: 'A request', content: 'Please pray.', ...body });
  expect(res.status).toBe(200);
  return res.body as { id: number };
};

const wallIds = async (b: Browser, query = '') =>
  ((await b.get(`/api/wall${query}`)).body.items as { id: number }[]).map((i) => i.id);

const notificationsOf = (userId: number, prefix: string) =>
  server.db.db
    .select({
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), like(notifications.refKey, `${prefix}%`)))
    .orderBy(asc(notifications.id));

describe('the wall', () => {
  it('shows shared prayers newest first with the first name or "Anonymous"; private ones never', async () => {
    const ann = await person('Ann');
    const ben = await person('Ben');
    const shared = await write(ann.b, { title: 'For my mother', content: 'Healing after surgery.', isPublic: true });
    server.clock.advance(1000);
    const secret = await write(ann.b, { title: 'Secret', content: 'Only for God.', isPublic: false });
    server.clock.advance(1000);
    const anon = await write(ann.b, { title: 'A hard week', content: 'Strength.', isPublic: true, isAnonymous: true });

    const page = await ben.b.get('/api/wall');
    expect(page.status).toBe(200);
    const items = page.body.items.filter((i: { id: number }) => [shared.id, secret.id, anon.id].includes(i.id));
    expect(items).toEqual([
      {
        id: anon.id,
        title: 'A hard week',
        content: 'Strength.',
        authorName: 'Anonymous',
        isAnonymous: true,
        isMine: false,
        createdAt: expect.any(String),
        prayedCount: 0,
        prayedByMeToday: false,
        answeredAt: null,
        answeredNote: null,
        titleRefs: [],
        contentRefs: [],
      },
      expect.objectContaining({ id: shared.id, title: 'For my mother', authorName: 'Ann', isMine: false }),
    ]);
    expect(JSON.stringify(page.body)).not.toContain('Only for God');
    // Not even for its author: the wall is the community's list.
    expect(await wallIds(ann.b)).not.toContain(secret.id);
    expect((await ann.b.get('/api/wall')).body.items.find((i: { id: number }) => i.id === shared.id).isMine).toBe(true);

    // A private prayer cannot be prayed for, and answers like one that does not exist.
    const forged = await ben.b.post(`/api/wall/${secret.id}/pray`);
    expect(forged.status).toBe(404);
    expect(forged.body).toEqual({ error: 'Prayer request not found.' });
    expect((await ben.b.post('/api/wall/999999/pray')).body).toEqual(forged.body);
    expect(await server.db.db.select().from(intercessions).where(eq(intercessions.userPrayerId, secret.id))).toEqual(
      [],
    );
  });

  it('is paged with a cursor: every shared prayer exactly once, newest first', async () => {
    const cara = await person('Cara');
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) {
      server.clock.advance(1000);
      ids.push((await write(cara.b, { title: `Request ${i}`, isPublic: true })).id);
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: { status: number; body: { items: { id: number }[]; nextCursor: string | null } } = await cara.b.get(
        `/api/wall?limit=10${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.items.length).toBeLessThanOrEqual(10);
      seen.push(...res.body.items.map((i) => i.id));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor && pages < 20);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, 25)).toEqual([...ids].reverse());
    expect((await cara.b.get('/api/wall')).body.items).toHaveLength(20);
  });

  it('answers 400 for a cursor or list it does not know, 401 without a session', async () => {
    const dan = await person('Dan');
    expect((await dan.b.get('/api/wall?cursor=nonsense')).status).toBe(400);
    expect((await dan.b.get(`/api/wall?cursor=${'x'.repeat(5000)}`)).status).toBe(400);
    expect((await dan.b.get('/api/wall?list=secret')).status).toBe(400);
    expect((await dan.b.get('/api/wall?limit=1000')).status).toBe(400);
    expect((await new Browser(server.url).get('/api/wall')).status).toBe(401);
    expect((await new Browser(server.url).post('/api/wall/1/pray')).status).toBe(401);
  });
});

describe('"🙏 I prayed"', () => {
  it('counts once per person per local day, and the author gets one notification a day per request', async () => {
    const eve = await person('Eve', 'America/New_York');
    const fay = await person('Fay');
    const gus = await person('Gus', 'Asia/Tokyo');
    const req = await write(eve.b, { title: 'New job', content: 'Wisdom for the interview.', isPublic: true });

    const first = await fay.b.post(`/api/wall/${req.id}/pray`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ counted: true, item: { id: req.id, prayedCount: 1, prayedByMeToday: true } });
    const again = await fay.b.post(`/api/wall/${req.id}/pray`);
    expect(again.body).toMatchObject({ counted: false, item: { prayedCount: 1, prayedByMeToday: true } });
    // Two taps at once count once (the unique index decides, not a read before the write).
    await Promise.all([gus.b.post(`/api/wall/${req.id}/pray`), gus.b.post(`/api/wall/${req.id}/pray`)]);
    expect((await eve.b.get('/api/wall')).body.items.find((i: { id: number }) => i.id === req.id).prayedCount).toBe(2);

    // One notification for the day, updated in place: "2 people".
    expect(await notificationsOf(eve.me.user.id, `prayed:${req.id}:`)).toEqual([
      { title: '2 people prayed for you today', body: 'For “New job”', link: `/wall?request=${req.id}`, readAt: null },
    ]);

    // What the author's bell shows over HTTP: that one notification, unread, opening the request.
    const bell = await eve.b.get('/api/notifications');
    expect(bell.status).toBe(200);
    expect(bell.body.notifications.filter((n: { kind: string }) => n.kind === 'prayed_for_you')).toEqual([
      expect.objectContaining({ title: '2 people prayed for you today', link: `/wall?request=${req.id}`, read: false }),
    ]);

    // The author praying for their own request counts, but does not notify them.
    await eve.b.post(`/api/wall/${req.id}/pray`);
    expect((await notificationsOf(eve.me.user.id, `prayed:${req.id}:`))[0]!.title).toBe(
      '2 people prayed for you today',
    );

    // The next day Fay may pray again: the count grows, Eve gets the day's new notification.
    server.clock.advance(DAY);
    try {
      const next = await fay.b.post(`/api/wall/${req.id}/pray`);
      expect(next.body).toMatchObject({ counted: true, item: { prayedCount: 4 } });
      expect((await notificationsOf(eve.me.user.id, `prayed:${req.id}:`)).map((n) => n.title)).toEqual([
        '2 people prayed for you today',
        '1 person prayed for you today',
      ]);
    } finally {
      server.clock.advance(-DAY);
    }
    // The database itself refuses a second row for the same person, request and day.
    const [row] = await server.db.db
      .select()
      .from(intercessions)
      .where(eq(intercessions.userPrayerId, req.id))
      .limit(1);
    await expect(
      server.db.db
        .insert(intercessions)
        .values({ userPrayerId: req.id, userId: row!.userId, localDate: row!.localDate }),
    ).rejects.toThrow();
  });
});

describe('answered prayers', () => {
  it('the author marks one answered: it moves to the Answered list with its note and those who prayed are told', async () => {
    const hal = await person('Hal');
    const ida = await person('Ida');
    const jo = await person('Jo');
    // Jo reads the app in Spanish: the notice is written in each person's language.
    expect((await jo.b.put('/api/user/settings', { language: 'es' })).status).toBe(200);
    const req = await write(hal.b, { title: 'Our baby', content: 'A safe birth.', isPublic: true });
    await ida.b.post(`/api/wall/${req.id}/pray`);
    await jo.b.post(`/api/wall/${req.id}/pray`);

    // Someone else cannot mark it.
    expect((await ida.b.post(`/api/user/prayers/${req.id}/answered`, { note: 'hijack' })).status).toBe(404);

    server.clock.advance(60_000);
    const done = await hal.b.post(`/api/user/prayers/${req.id}/answered`, { note: '  Born healthy on Monday!  ' });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      id: req.id,
      answeredAt: expect.any(String),
      answeredNote: 'Born healthy on Monday!',
      notified: 2,
    });

    expect(await wallIds(ida.b)).not.toContain(req.id);
    const answered = (await ida.b.get('/api/wall?list=answered')).body.items;
    expect(answered[0]).toMatchObject({
      id: req.id,
      answeredNote: 'Born healthy on Monday!',
      prayedCount: 2,
      authorName: 'Hal',
    });

    expect(await notificationsOf(ida.me.user.id, `answered:${req.id}`)).toEqual([
      {
        title: 'A prayer you prayed for was answered',
        body: '“Our baby” — Born healthy on Monday!',
        link: `/wall?request=${req.id}`,
        readAt: null,
      },
    ]);
    expect(await notificationsOf(jo.me.user.id, `answered:${req.id}`)).toEqual([
      {
        title: 'Una oración por la que oraste tiene respuesta',
        body: '«Our baby» — Born healthy on Monday!',
        link: `/wall?request=${req.id}`,
        readAt: null,
      },
    ]);
    expect(await notificationsOf(hal.me.user.id, `answered:`)).toEqual([]);

    // Marking it again changes the note only: no second notification, the answer date stays.
    const again = await hal.b.post(`/api/user/prayers/${req.id}/answered`);
    expect(again.body).toMatchObject({ answeredAt: done.body.answeredAt, answeredNote: null, notified: 0 });
    // An answered request is not prayed for any more.
    const late = await ida.b.post(`/api/wall/${req.id}/pray`);
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('This prayer has been answered. Thank God with them!');
  });

  it('a private prayer can be marked answered too: My Prayers shows it, the wall never does', async () => {
    const lee = await person('Lee');
    const other = await person('Ola');
    const req = await write(lee.b, { title: 'Private thanks', isPublic: false });
    const done = await lee.b.post(`/api/user/prayers/${req.id}/answered`, { note: 'Quietly answered.' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ answeredNote: 'Quietly answered.', notified: 0 });
    const mine = (await lee.b.get('/api/user/prayers')).body as {
      id: number;
      answeredAt: string | null;
      answeredNote: string | null;
    }[];
    expect(mine.find((p) => p.id === req.id)).toMatchObject({
      answeredAt: expect.any(String),
      answeredNote: 'Quietly answered.',
    });
    expect(await wallIds(other.b, '?list=answered')).not.toContain(req.id);
    expect(await wallIds(other.b)).not.toContain(req.id);
  });

  it('a note over 1,000 characters is refused with a clear message', async () => {
    const kim = await person('Kim');
    const req = await write(kim.b, { isPublic: true });
    const res = await kim.b.post(`/api/user/prayers/${req.id}/answered`, { note: 'n'.repeat(1001) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Please keep the note to 1,000 characters or fewer.', title: 'Note Too Long' });
  });
});
