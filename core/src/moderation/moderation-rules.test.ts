/**
 * Moderation that protects and never silences (decisions 170-172): private stays private from
 * moderators; moderation cannot be walked around by marking a request answered; a handful of new
 * accounts cannot silence a person; moderators hear of new reports and bursts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { completions, notificationChatOptIns, notificationSends, prayers, users, userSettings } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import type { ActorCtx } from '../context';
import { listNotifications } from '../notifications/list-notifications';
import { claimNotificationSends } from '../notifications/notification-outbox';
import { createReflection } from '../reflections/create-reflection';
import { listCommunityReflections } from '../reflections/list-community-reflections';
import { replyToReflection } from '../reflections/reply-to-reflection';
import { updateReflection } from '../reflections/update-reflection';
import { createUserPrayer } from '../user-prayers/create-user-prayer';
import { updateUserPrayer } from '../user-prayers/update-user-prayer';
import { listWall } from '../wall/list-wall';
import { markRequestAnswered } from '../wall/mark-request-answered';
import { prayForRequest } from '../wall/pray-for-request';
import { listOpenReports } from './list-open-reports';
import { moderateItem } from './moderate-item';
import { reportItem } from './report-item';
import { setPublicPostingStop } from './stop-public-posting';

let h: DbHandle;
let ctx: ReturnType<typeof testCtx>;
let prayerId: number;
let admin: ActorCtx;
let counter = 0;

beforeAll(async () => {
  h = await createTestDb();
  ctx = testCtx(h.db, '2026-03-10T12:00:00Z');
  prayerId = (
    await h.db.insert(prayers).values({ kind: 'library', title: 'Still Waters', content: 'c' }).returning()
  )[0]!.id;
  admin = await person('Ada', { role: 'admin' });
});
afterAll(() => h.close());

async function person(firstName: string, over: { role?: 'admin' } = {}): Promise<ActorCtx> {
  const u = await makeUser(ctx, { firstName, email: `${firstName.toLowerCase()}-${++counter}@example.test`, ...over });
  return actor(ctx, u.id);
}

/** An account a month old that prayed on five different days: its reports count (decision 172). */
async function established(firstName: string): Promise<ActorCtx> {
  const p = await person(firstName);
  await h.db
    .update(users)
    .set({ createdAt: new Date('2026-02-01T00:00:00Z') })
    .where(eq(users.id, p.userId));
  await h.db.insert(completions).values(
    ['2026-02-20', '2026-02-21', '2026-02-25', '2026-03-01', '2026-03-02'].map((localDate) => ({
      userId: p.userId,
      prayerId,
      localDate,
    })),
  );
  return p;
}

const report = (who: ActorCtx, kind: 'reflection' | 'reply' | 'prayer', itemId: number) =>
  reportItem(who, { kind, itemId, reason: 'abusive' });
const queue = () => listOpenReports(admin);
const communityIds = async (who: ActorCtx) => (await listCommunityReflections(who, { prayerId })).map((r) => r.id);

describe('private stays private from moderators (decision 170)', () => {
  it('a reported reflection made private leaves the queue, its words and email unread, and cannot be acted on', async () => {
    const ann = await person('Ann');
    const ben = await person('Ben');
    const r = await createReflection(ann, { prayerId, content: 'Once public words', isPublic: true });
    await report(ben, 'reflection', r.id);
    expect((await queue()).some((e) => e.kind === 'reflection' && e.itemId === r.id)).toBe(true);

    await updateReflection(ann, { reflectionId: r.id, content: 'My private confession now', isPublic: false });
    const json = JSON.stringify(await queue());
    expect(json).not.toContain('My private confession now');
    expect(json).not.toContain(`"itemId":${r.id},`);
    for (const action of ['hide', 'delete', 'dismiss'] as const) {
      await expect(moderateItem(admin, { kind: 'reflection', itemId: r.id, action })).rejects.toMatchObject({
        code: 'not_found',
      });
    }
    // Shared again, it is back with its report: going private cannot launder reports.
    await updateReflection(ann, { reflectionId: r.id, content: 'Public once more', isPublic: true });
    const back = (await queue()).find((e) => e.kind === 'reflection' && e.itemId === r.id);
    expect(back).toMatchObject({ content: 'Public once more', reports: [{ reporter: { firstName: 'Ben' } }] });
  });

  it('a reported reply under a reflection made private: neither the reply nor its parent’s words are shown', async () => {
    const ann = await person('Ann');
    const cy = await person('Cy');
    const dee = await person('Dee');
    const top = await createReflection(ann, { prayerId, content: 'Parent words', isPublic: true });
    const reply = await replyToReflection(cy, { reflectionId: top.id, text: 'A reply' });
    await report(dee, 'reply', reply.id);
    expect((await queue()).find((e) => e.kind === 'reply' && e.itemId === reply.id)?.context.parentContent).toBe(
      'Parent words',
    );
    await updateReflection(ann, { reflectionId: top.id, content: 'Parent words, private now', isPublic: false });
    const json = JSON.stringify(await queue());
    expect(json).not.toContain('Parent words');
    expect(json).not.toContain('A reply');
    await expect(moderateItem(admin, { kind: 'reply', itemId: reply.id, action: 'delete' })).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('a reported wall prayer made private leaves the queue', async () => {
    const ann = await person('Ann');
    const ben = await person('Ben');
    const p = await createUserPrayer(ann, { title: 'For my son', content: 'Shared', isPublic: true });
    await report(ben, 'prayer', p.id);
    await updateUserPrayer(ann, {
      prayerId: p.id,
      title: 'For my son',
      content: 'His illness, privately',
      isPublic: false,
    });
    const json = JSON.stringify(await queue());
    expect(json).not.toContain('His illness, privately');
    expect((await queue()).some((e) => e.kind === 'prayer' && e.itemId === p.id)).toBe(false);
    await expect(moderateItem(admin, { kind: 'prayer', itemId: p.id, action: 'hide' })).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});

describe('moderation cannot be walked around by marking a request answered (decision 171)', () => {
  async function requestWithPrayers() {
    const ann = await person('Ann');
    const ben = await person('Ben');
    const cy = await person('Cy');
    const p = await createUserPrayer(ann, { title: 'Secret title', content: 'Please pray', isPublic: true });
    await prayForRequest(ben, { requestId: p.id });
    await prayForRequest(cy, { requestId: p.id });
    return { ann, ben, cy, id: p.id };
  }
  const answeredBells = async (who: ActorCtx) =>
    (await listNotifications(who)).notifications.filter((n) => n.kind === 'prayer_answered');

  it('a request a moderator hid tells nobody: not the bell, not a chat', async () => {
    const { ann, ben, cy, id } = await requestWithPrayers();
    await h.db
      .insert(notificationChatOptIns)
      .values({ channel: 'telegram', target: `chat-${ben.userId}`, userId: ben.userId });
    await moderateItem(admin, { kind: 'prayer', itemId: id, action: 'hide' });
    const res = await markRequestAnswered(ann, { requestId: id, note: 'The note' });
    expect(res.notified).toBe(0);
    for (const who of [ben, cy]) expect(await answeredBells(who)).toEqual([]);
    const sends = await h.db
      .select()
      .from(notificationSends)
      .where(eq(notificationSends.target, `chat-${ben.userId}`));
    expect(sends).toEqual([]);
  });

  it('a person who reported the request is not told; others are', async () => {
    const { ann, ben, cy, id } = await requestWithPrayers();
    await report(ben, 'prayer', id);
    expect((await markRequestAnswered(ann, { requestId: id, note: 'Healed' })).notified).toBe(1);
    expect(await answeredBells(ben)).toEqual([]);
    expect(await answeredBells(cy)).toEqual([expect.objectContaining({ body: '“Secret title” — Healed' })]);
  });

  it('hidden after the news: the bell stops showing it and a chat never gets it', async () => {
    const { ann, cy, id } = await requestWithPrayers();
    await h.db
      .insert(notificationChatOptIns)
      .values({ channel: 'telegram', target: `chat-${cy.userId}`, userId: cy.userId });
    expect((await markRequestAnswered(ann, { requestId: id, note: 'Answered!' })).notified).toBe(2);
    expect(await answeredBells(cy)).toHaveLength(1);
    await moderateItem(admin, { kind: 'prayer', itemId: id, action: 'hide' });
    expect(await answeredBells(cy)).toEqual([]);
    const claimed = await claimNotificationSends(ctx, { limit: 500 });
    expect(claimed.filter((c) => c.target === `chat-${cy.userId}`)).toEqual([]);
  });

  it('a person stopped from posting publicly cannot publish an answered note; marking answered without one works', async () => {
    const { ann, cy, id } = await requestWithPrayers();
    await setPublicPostingStop(admin, { userId: ann.userId, stopped: true });
    await expect(
      markRequestAnswered(ann, { requestId: id, note: 'Buy my course at spam.example' }),
    ).rejects.toMatchObject({
      code: 'forbidden',
      message: "You can't share publicly right now. You can still write privately.",
    });
    const answered = (await listWall(cy, { list: 'answered' })).items.find((i) => i.id === id);
    expect(answered).toBeUndefined();
    expect(await markRequestAnswered(ann, { requestId: id })).toMatchObject({ answeredNote: null });
    expect((await listWall(cy, { list: 'answered' })).items.find((i) => i.id === id)).toMatchObject({
      answeredNote: null,
    });
    // A private prayer's note is not published: allowed.
    const priv = await createUserPrayer(ann, { title: 'Mine', content: 'c', isPublic: false });
    expect(await markRequestAnswered(ann, { requestId: priv.id, note: 'Thank you' })).toMatchObject({
      answeredNote: 'Thank you',
    });
  });
});

describe('reports protect, not silence (decision 172)', () => {
  it('three brand-new accounts hide a post only from themselves; three established reporters hide it from everyone', async () => {
    const ann = await person('Ann');
    const eve = await person('Eve');
    const r = await createReflection(ann, { prayerId, content: 'An honest opinion', isPublic: true });
    const throwaways = [await person('T1'), await person('T2'), await person('T3'), await person('T4')];
    for (const t of throwaways) await report(t, 'reflection', r.id);
    expect(await communityIds(eve)).toContain(r.id);
    for (const t of throwaways) expect(await communityIds(t)).not.toContain(r.id);
    const entry = (await queue()).find((e) => e.kind === 'reflection' && e.itemId === r.id)!;
    expect(entry.hiddenBy).toBeNull();
    expect(entry.reports.map((x) => x.countsTowardHide)).toEqual([false, false, false, false]);

    const abusive = await createReflection(ann, { prayerId, content: 'Real abuse', isPublic: true });
    for (const name of ['R1', 'R2']) await report(await established(name), 'reflection', abusive.id);
    expect(await communityIds(eve)).toContain(abusive.id);
    await report(await established('R3'), 'reflection', abusive.id);
    expect(await communityIds(eve)).not.toContain(abusive.id);
    expect((await queue()).find((e) => e.itemId === abusive.id && e.kind === 'reflection')?.hiddenBy).toBe('reports');
  });

  it('an established reporter whose reports are mostly dismissed stops counting', async () => {
    const ann = await person('Ann');
    const eve = await person('Eve');
    const [x, y, z] = [await established('X'), await established('Y'), await established('Z')];
    for (let i = 0; i < 3; i++) {
      const r = await createReflection(ann, { prayerId, content: `Fine words ${i}`, isPublic: true });
      await report(x, 'reflection', r.id);
      await moderateItem(admin, { kind: 'reflection', itemId: r.id, action: 'dismiss' });
    }
    const target = await createReflection(ann, { prayerId, content: 'Fine words again', isPublic: true });
    for (const who of [x, y, z]) await report(who, 'reflection', target.id);
    expect(await communityIds(eve)).toContain(target.id);
  });

  it('a person may send 10 reports an hour, then 429', async () => {
    const ann = await person('Ann');
    const spammer = await person('Spammer');
    const ids: number[] = [];
    for (let i = 0; i < 11; i++)
      ids.push((await createReflection(ann, { prayerId, content: `Post ${i}`, isPublic: true })).id);
    for (const id of ids.slice(0, 10)) await report(spammer, 'reflection', id);
    await expect(report(spammer, 'reflection', ids[10]!)).rejects.toMatchObject({ code: 'rate_limited' });
    ctx.clock.advance(3601 * 1000);
    await expect(report(spammer, 'reflection', ids[10]!)).resolves.toEqual({ reported: true });
  });
});

describe('new reports raise a notice for moderators (decision 172)', () => {
  it('each admin gets one "N posts await review" a day, updated in place, and a burst is its own notice', async () => {
    const admin2 = await person('Bea', { role: 'admin' });
    // Each moderator reads it in their own language.
    const admin3 = await person('Inés', { role: 'admin' });
    await h.db.update(userSettings).set({ language: 'es' }).where(eq(userSettings.userId, admin3.userId));
    const ann = await person('Ann');
    const before = (await listNotifications(admin2)).notifications.filter((n) => n.kind === 'moderation_report');
    expect(before).toEqual([]);
    const r = await createReflection(ann, { prayerId, content: 'Targeted words', isPublic: true });
    await report(await person('N1'), 'reflection', r.id);
    let bell = (await listNotifications(admin2)).notifications.filter((n) => n.kind === 'moderation_report');
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({ link: '/admin/moderation', read: false });
    expect(bell[0]!.title).toMatch(/^\d+ posts? awaits? review$/);
    expect(JSON.stringify(bell)).not.toContain('Targeted words');

    await report(await person('N2'), 'reflection', r.id);
    await report(await person('N3'), 'reflection', r.id);
    bell = (await listNotifications(admin2)).notifications.filter((n) => n.kind === 'moderation_report');
    expect(bell).toHaveLength(2);
    expect(bell[0]).toMatchObject({
      title: 'Report burst on a reflection',
      body: '3 reports within an hour, 3 from new or untested accounts. It is still shown: please review it.',
    });
    expect(bell[1]).toMatchObject({
      title: expect.stringMatching(/^\d+ posts? awaits? review$/),
      body: 'New report on a reflection.',
    });
    const spanish = (await listNotifications(admin3)).notifications.filter((n) => n.kind === 'moderation_report');
    expect(spanish).toHaveLength(2);
    expect(spanish[0]).toMatchObject({
      title: 'Muchas denuncias seguidas sobre una reflexión',
      body: '3 denuncias en una hora, 3 de cuentas nuevas o sin historial. Sigue visible: revísala, por favor.',
    });
    expect(spanish[1]!.title).toMatch(/^\d+ publicaci(ón espera|ones esperan) revisión$/);
    expect(spanish[1]!.body).toBe('Nueva denuncia sobre una reflexión.');
  });
});
