/**
 * Reporting and moderation over HTTP (decisions 156-157): a report hides the item from the
 * reporter at once; reports from three different people hide it from everyone until an admin reviews
 * it; the admin dismisses, hides (the author still sees it, marked) or deletes, and can stop a person
 * from posting publicly. Every action lands in the moderation log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  completions,
  contentReports,
  moderationLog,
  prayers,
  reflectionLikes,
  reflections,
  users,
} from '@dps/db/schema';
import { Browser } from './http-client';
import { signIn } from './sign-in';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
let prayerId: number;
let ann: Browser; // writes things
let ben: Browser; // reports
let cy: Browser;
let dee: Browser;
let eve: Browser; // never reports: sees what "everyone" sees
let admin: Browser;
let annId: number;
let adminId: number;

beforeAll(async () => {
  server = await startTestServer({ now: '2026-03-10T15:00:00Z' });
  const [p] = await server.db.db
    .insert(prayers)
    .values({ kind: 'daily', title: 'Morning Light', content: 'c', date: '2026-03-10' })
    .returning({ id: prayers.id });
  prayerId = p!.id;
  const browser = () => new Browser(server.url);
  [ann, ben, cy, dee, eve, admin] = [browser(), browser(), browser(), browser(), browser(), browser()];
  annId = (await signIn(server, ann, { firstName: 'Ann', lastName: 'Author' })).user.id;
  // Ben, Cy and Dee are established members: their reports count toward hiding (decision 172).
  for (const [who, firstName] of [
    [ben, 'Ben'],
    [cy, 'Cy'],
    [dee, 'Dee'],
  ] as const) {
    const id = (await signIn(server, who, { firstName })).user.id;
    await server.db.db
      .update(users)
      .set({ createdAt: new Date('2026-02-01T00:00:00Z') })
      .where(eq(users.id, id));
    await server.db.db
      .insert(completions)
      .values(['2026-02-02', '2026-02-03', '2026-02-04'].map((localDate) => ({ userId: id, prayerId, localDate })));
  }
  await signIn(server, eve, { firstName: 'Eve' });
  adminId = (await signIn(server, admin, { firstName: 'Ada', role: 'admin' })).user.id;
});
afterAll(() => server?.close());

const tick = () => server.clock.advance(1000);
const community = async (who: Browser) => (await who.get(`/api/prayers/${prayerId}/reflections`)).body as any[];
const ids = async (who: Browser) => (await community(who)).map((r) => r.id);
async function share(who: Browser, content: string): Promise<number> {
  tick();
  const res = await who.post(`/api/prayers/${prayerId}/reflections`, { content, isPublic: true });
  expect(res.status).toBe(200);
  return res.body.id;
}
const report = (who: Browser, kind: string, itemId: number, reason = 'abusive', note?: string) =>
  who.post('/api/reports', { kind, itemId, reason, ...(note === undefined ? {} : { note }) });

describe('reporting', () => {
  it('hides a reflection from the reporter at once, and only from them', async () => {
    const id = await share(ann, 'Something rude');
    const res = await report(ben, 'reflection', id, 'abusive', '  Insults people  ');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ reported: true });
    expect(await ids(ben)).not.toContain(id);
    expect(await ids(eve)).toContain(id);
    expect(await ids(ann)).toContain(id);
    // The reporter can no longer act on it either.
    expect((await ben.post(`/api/reflections/${id}/like`)).status).toBe(404);
    expect((await ben.post(`/api/reflections/${id}/reply`, { text: 'hey' })).status).toBe(404);
    const [row] = await server.db.db.select().from(contentReports).where(eq(contentReports.itemId, id));
    expect(row).toMatchObject({ kind: 'reflection', reason: 'abusive', note: 'Insults people', resolvedAt: null });
  });

  it('takes one report per person and item (the database says so too)', async () => {
    const id = await share(ann, 'Twice reported?');
    expect((await report(cy, 'reflection', id)).status).toBe(200);
    const again = await report(cy, 'reflection', id, 'spam');
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('You have already reported this.');
    const [u] = await server.db.db
      .select({ id: contentReports.reporterId })
      .from(contentReports)
      .where(eq(contentReports.itemId, id));
    await expect(
      server.db.db.insert(contentReports).values({ kind: 'reflection', itemId: id, reporterId: u!.id, reason: 'spam' }),
    ).rejects.toThrow();
  });

  it('refuses a bad reason, a long note, one’s own item, a private or unknown item, without a 500', async () => {
    const pub = await share(ann, 'Fine words');
    tick();
    const priv = (await ann.post(`/api/prayers/${prayerId}/reflections`, { content: 'Mine alone', isPublic: false }))
      .body.id;
    const cases: [Browser, unknown, number, string][] = [
      [ben, { kind: 'reflection', itemId: pub, reason: 'boring' }, 400, 'Please choose a reason.'],
      [
        ben,
        { kind: 'reflection', itemId: pub, reason: 'other', note: 'x'.repeat(501) },
        400,
        'Please keep the note to 500 characters or fewer.',
      ],
      [ben, { kind: 'poem', itemId: pub, reason: 'spam' }, 400, 'Unknown kind of item.'],
      [ann, { kind: 'reflection', itemId: pub, reason: 'spam' }, 400, "You can't report your own post."],
      [ben, { kind: 'reflection', itemId: priv, reason: 'spam' }, 404, 'This post no longer exists.'],
      [ben, { kind: 'reply', itemId: pub, reason: 'spam' }, 404, 'This post no longer exists.'],
      [ben, { kind: 'reflection', itemId: 99_999_999, reason: 'spam' }, 404, 'This post no longer exists.'],
    ];
    for (const [who, body, status, error] of cases) {
      const res = await who.post('/api/reports', body);
      expect([res.status, res.body.error], JSON.stringify(body)).toEqual([status, error]);
    }
    expect(
      (await new Browser(server.url).post('/api/reports', { kind: 'reflection', itemId: pub, reason: 'spam' })).status,
    ).toBe(401);
    expect((await report(ben, 'reflection', pub, 'other', 'x'.repeat(500))).status).toBe(200);
  });

  it('reports of 3 different people hide an item from everyone (not its author) until reviewed', async () => {
    const id = await share(ann, 'Hurtful words');
    await report(ben, 'reflection', id);
    await report(cy, 'reflection', id, 'harmful');
    expect(await ids(eve)).toContain(id); // two reports: still shown to others
    await report(dee, 'reflection', id, 'spam');
    expect(await ids(eve)).not.toContain(id);
    expect((await eve.post(`/api/reflections/${id}/like`)).status).toBe(404);
    const forAnn = (await community(ann)).find((r) => r.id === id);
    expect(forAnn).toMatchObject({ content: 'Hurtful words', moderation: 'under_review' });
    const own = ((await ann.get('/api/reflections')).body as any[]).find((r) => r.id === id);
    expect(own.moderation).toBe('under_review');
  });

  it('a reported reply is hidden from the reporter; its reflection stays', async () => {
    const top = await share(eve, 'A good word');
    tick();
    const reply = (await ann.post(`/api/reflections/${top}/reply`, { text: 'A bad reply' })).body.id;
    expect((await report(ben, 'reply', reply, 'off-topic' as string)).status).toBe(400);
    expect((await report(ben, 'reply', reply, 'other')).status).toBe(200);
    const forBen = await community(ben);
    expect(forBen.map((r) => r.id)).toContain(top);
    expect(forBen.map((r) => r.id)).not.toContain(reply);
    expect((await community(cy)).map((r) => r.id)).toContain(reply);
  });

  it('a wall prayer (kind "prayer") is reportable and hidden from the reporter', async () => {
    const mine = await ann.post('/api/user/prayers', { title: 'For my street', content: 'Peace here', isPublic: true });
    const priv = await ann.post('/api/user/prayers', { title: 'Private', content: 'Only mine', isPublic: false });
    expect((await report(ben, 'prayer', mine.body.id, 'spam')).status).toBe(200);
    expect((await report(ben, 'prayer', priv.body.id, 'spam')).status).toBe(404);
    expect((await report(ben, 'prayer', mine.body.id, 'spam')).status).toBe(409);
    const wallIds = async (who: Browser) => ((await who.get('/api/wall')).body.items as any[]).map((i) => i.id);
    expect(await wallIds(ben)).not.toContain(mine.body.id);
    expect(await wallIds(eve)).toContain(mine.body.id);
    expect((await ben.post(`/api/wall/${mine.body.id}/pray`)).status).toBe(404);
  });
});

describe('the admin queue', () => {
  let hideMe: number;
  let deleteMe: number;
  let dismissMe: number;

  beforeAll(async () => {
    hideMe = await share(ann, 'Please hide me');
    deleteMe = await share(ann, 'Please delete me');
    dismissMe = await share(ann, 'Harmless really');
    tick();
    await eve.post(`/api/reflections/${deleteMe}/like`);
    await ben.post(`/api/reflections/${deleteMe}/reply`, { text: 'Reply under it' });
    for (const [who, id] of [
      [ben, hideMe],
      [cy, deleteMe],
      [dee, dismissMe],
    ] as const) {
      tick();
      expect((await report(who, 'reflection', id)).status).toBe(200);
    }
  });

  it('is for admins only: 403 for others, 401 signed out, whatever the client shows', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/moderation/reports'],
      ['GET', '/api/admin/moderation/log'],
      ['POST', `/api/admin/moderation/items/reflection/${hideMe}/hide`],
      ['PUT', `/api/admin/moderation/people/${annId}/posting`],
    ] as const) {
      const asUser = await ben.request(method, path, method === 'PUT' ? { stopped: true } : undefined);
      expect([path, asUser.status]).toEqual([path, 403]);
      expect((await new Browser(server.url).request(method, path)).status).toBe(401);
    }
    expect(await ids(eve)).toContain(hideMe);
  });

  it('lists open reports with the item, its author and its context', async () => {
    const res = await admin.get('/api/admin/moderation/reports');
    expect(res.status).toBe(200);
    const entry = (res.body as any[]).find((e) => e.kind === 'reflection' && e.itemId === hideMe);
    expect(entry).toMatchObject({
      kind: 'reflection',
      itemId: hideMe,
      content: 'Please hide me',
      author: { id: annId, firstName: 'Ann', lastName: 'Author', postingStopped: false },
      context: { prayerTitle: 'Morning Light', parentId: null },
      hiddenBy: null,
      reports: [{ reason: 'abusive', reporter: { firstName: 'Ben' } }],
    });
    // The item hidden by three reports comes first.
    expect((res.body as any[])[0]).toMatchObject({ content: 'Hurtful words', hiddenBy: 'reports' });
    const reply = (res.body as any[]).find((e) => e.kind === 'reply');
    expect(reply.context).toMatchObject({ prayerTitle: 'Morning Light', parentContent: 'A good word' });
    expect((res.body as any[]).find((e) => e.kind === 'prayer')).toMatchObject({
      title: 'For my street',
      content: 'Peace here',
    });
  });

  it('hide: gone for everyone, the author still sees it marked hidden; the report leaves the queue', async () => {
    const res = await admin.post(`/api/admin/moderation/items/reflection/${hideMe}/hide`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ action: 'hide', reportsResolved: 1 });
    for (const who of [eve, cy, dee]) expect(await ids(who)).not.toContain(hideMe);
    expect((await community(ann)).find((r) => r.id === hideMe)).toMatchObject({ moderation: 'hidden' });
    expect(((await ann.get('/api/reflections')).body as any[]).find((r) => r.id === hideMe).moderation).toBe('hidden');
    expect(
      ((await admin.get('/api/admin/moderation/reports')).body as any[]).some(
        (e) => e.itemId === hideMe && e.kind === 'reflection',
      ),
    ).toBe(false);
  });

  it('delete: the item, its likes and its replies are gone; the report is closed', async () => {
    const res = await admin.post(`/api/admin/moderation/items/reflection/${deleteMe}/delete`);
    expect(res.body).toEqual({ action: 'delete', reportsResolved: 1 });
    expect(await server.db.db.select().from(reflections).where(eq(reflections.id, deleteMe))).toEqual([]);
    expect(await server.db.db.select().from(reflections).where(eq(reflections.parentId, deleteMe))).toEqual([]);
    expect(await server.db.db.select().from(reflectionLikes).where(eq(reflectionLikes.reflectionId, deleteMe))).toEqual(
      [],
    );
    expect(await ids(ann)).not.toContain(deleteMe);
    expect((await admin.post(`/api/admin/moderation/items/reflection/${deleteMe}/delete`)).status).toBe(404);
  });

  it('dismiss: shown again to everyone but the one who reported it', async () => {
    const res = await admin.post(`/api/admin/moderation/items/reflection/${dismissMe}/dismiss`);
    expect(res.body).toEqual({ action: 'dismiss', reportsResolved: 1 });
    expect(await ids(eve)).toContain(dismissMe);
    expect(await ids(dee)).not.toContain(dismissMe);
  });

  it('dismissing an item hidden by three reports shows it to everyone again', async () => {
    const hurtful = ((await admin.get('/api/admin/moderation/reports')).body as any[]).find(
      (e) => e.content === 'Hurtful words',
    );
    expect(
      (await admin.post(`/api/admin/moderation/items/reflection/${hurtful.itemId}/dismiss`)).body.reportsResolved,
    ).toBe(3);
    expect(await ids(eve)).toContain(hurtful.itemId);
  });

  it('refuses unknown kinds, actions and ids with 400/404, never a 500', async () => {
    expect((await admin.post(`/api/admin/moderation/items/poem/${hideMe}/hide`)).status).toBe(400);
    expect((await admin.post(`/api/admin/moderation/items/reflection/${hideMe}/burn`)).status).toBe(400);
    expect((await admin.post('/api/admin/moderation/items/reflection/abc/hide')).status).toBe(404);
    expect((await admin.post('/api/admin/moderation/items/prayer/99999999/hide')).status).toBe(404);
    expect((await admin.put('/api/admin/moderation/people/99999999/posting', { stopped: true })).status).toBe(404);
    expect((await admin.put(`/api/admin/moderation/people/${annId}/posting`, { stopped: 'yes' })).status).toBe(400);
  });
});

describe('stopping a person from posting publicly', () => {
  it('refuses their new public posts with a clear message; private writing still works', async () => {
    const top = await share(eve, 'Open to replies');
    const res = await admin.put(`/api/admin/moderation/people/${annId}/posting`, { stopped: true });
    expect(res.body).toEqual({ userId: annId, postingStopped: true });
    const refused = {
      status: 403,
      body: { error: "You can't share publicly right now. You can still write privately.", title: 'Sharing Paused' },
    };
    const attempts = [
      await ann.post(`/api/prayers/${prayerId}/reflections`, { content: 'Public again', isPublic: true }),
      await ann.post(`/api/reflections/${top}/reply`, { text: 'A public reply' }),
      await ann.post('/api/user/prayers', { title: 'Wall', content: 'On the wall', isPublic: true }),
    ];
    for (const a of attempts) expect({ status: a.status, body: a.body }).toEqual(refused);
    expect(
      (await ann.post(`/api/prayers/${prayerId}/reflections`, { content: 'Just for me', isPublic: false })).status,
    ).toBe(200);
    expect((await ann.post('/api/user/prayers', { title: 'Mine', content: 'Private', isPublic: false })).status).toBe(
      200,
    );
    // Making a private reflection public by editing it is refused too.
    const own = ((await ann.get('/api/reflections')).body as any[]).find((r) => r.content === 'Just for me');
    const edit = await ann.request('PATCH', `/api/reflections/${own.id}`, { content: 'Just for me', isPublic: true });
    expect({ status: edit.status, body: edit.body }).toEqual(refused);
  });

  it('the queue shows the author as stopped; allowing them again lets them share', async () => {
    expect(
      (await admin.put(`/api/admin/moderation/people/${annId}/posting`, { stopped: false })).body.postingStopped,
    ).toBe(false);
    expect(
      (await ann.post(`/api/prayers/${prayerId}/reflections`, { content: 'Back again', isPublic: true })).status,
    ).toBe(200);
  });
});

describe('the moderation log', () => {
  it('records every action: who, when, what — and never the item’s words', async () => {
    const log = await server.db.db.select().from(moderationLog).where(eq(moderationLog.actorId, adminId));
    expect(log.map((l) => l.action).sort()).toEqual([
      'allow_posting',
      'delete',
      'dismiss',
      'dismiss',
      'hide',
      'stop_posting',
    ]);
    for (const l of log) expect(l.createdAt).toBeInstanceOf(Date);
    const hide = log.find((l) => l.action === 'hide')!;
    expect(hide).toMatchObject({ kind: 'reflection', targetUserId: annId, reportsResolved: 1 });
    const res = await admin.get('/api/admin/moderation/log');
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({
      action: 'allow_posting',
      actor: { id: adminId, firstName: 'Ada' },
      target: { id: annId, firstName: 'Ann' },
    });
    expect(JSON.stringify(res.body)).not.toContain('Please hide me');
    const open = await server.db.db
      .select()
      .from(contentReports)
      .where(and(eq(contentReports.kind, 'reflection'), eq(contentReports.resolvedBy, adminId)));
    expect(open.every((r) => r.resolvedAt !== null && r.resolution !== null)).toBe(true);
  });

  it('a hidden item can be shown again from the log (admins only), once; it is logged too', async () => {
    const [hidden] = await server.db.db
      .select({ id: reflections.id })
      .from(reflections)
      .where(eq(reflections.content, 'Please hide me'));
    const id = hidden!.id;
    const entry = () =>
      admin
        .get('/api/admin/moderation/log')
        .then((r) => (r.body as any[]).find((l) => l.action === 'hide' && l.itemId === id));
    expect(await entry()).toMatchObject({ kind: 'reflection', hiddenNow: true });
    expect(await ids(eve)).not.toContain(id);

    expect((await ben.post(`/api/admin/moderation/items/reflection/${id}/unhide`)).status).toBe(403);
    const res = await admin.post(`/api/admin/moderation/items/reflection/${id}/unhide`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ action: 'unhide', reportsResolved: 0 });
    expect(await ids(eve)).toContain(id);
    expect((await community(ann)).find((r) => r.id === id)?.moderation).toBeUndefined();
    expect(await entry()).toMatchObject({ hiddenNow: false });
    expect((await admin.get('/api/admin/moderation/log')).body[0]).toMatchObject({
      action: 'unhide',
      kind: 'reflection',
      itemId: id,
      target: { id: annId },
    });

    const again = await admin.post(`/api/admin/moderation/items/reflection/${id}/unhide`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This post is not hidden.');
  });
});
