import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userPrayers } from '@dps/db/schema';
import type { DbHandle } from '@dps/db/client';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { prayForRequest } from '../wall/pray-for-request';
import { recordCircleMembership } from './record-circle-membership';
import { pickDailyRequests } from './pick-daily-requests';
import { circleOf, circleRequest } from './rotation/circle-fixtures';

describe('pickDailyRequests', () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await createTestDb();
  });
  afterAll(() => h.close());

  const hours = (n: number) => n * 3_600_000;

  it('picks the least-prayed, then the oldest, never their own, and the same ones all day', async () => {
    const ctx = testCtx(h.db, '2026-12-01T08:00:00Z');
    const [ana, ben, cai] = [
      await makeUser(ctx, { firstName: 'Ana' }),
      await makeUser(ctx, { firstName: 'Ben' }),
      await makeUser(ctx, { firstName: 'Cai' }),
    ];
    const circle = await circleOf(ctx, '-1001', [ana.id, ben.id, cai.id]);
    const surgery = await circleRequest(ctx, { userId: ben.id, circleId: circle, title: "Ana's surgery" });
    ctx.clock.advance(hours(1));
    const job = await circleRequest(ctx, { userId: cai.id, circleId: circle, title: 'A new job', isAnonymous: true });
    ctx.clock.advance(hours(1));
    const mine = await circleRequest(ctx, { userId: ana.id, circleId: circle, title: 'My exams' });
    ctx.clock.advance(hours(1));
    const newest = await circleRequest(ctx, { userId: ben.id, circleId: circle, title: 'Rain for the farm' });
    // The oldest has been prayed for twice already: it goes last.
    await prayForRequest(actor(ctx, cai.id), { requestId: surgery });
    ctx.clock.advance(hours(24));
    await prayForRequest(actor(ctx, cai.id), { requestId: surgery });

    const picks = await pickDailyRequests(ctx, { userId: ana.id, localDate: '2026-12-02' });
    expect(picks.map((p) => p.id)).toEqual([job, newest]);
    expect(picks).not.toContainEqual(expect.objectContaining({ id: mine }));
    expect(picks[0]).toMatchObject({ text: 'A new job', authorName: null, prayedCount: 0 });
    expect(picks[1]).toMatchObject({ text: 'Rain for the farm', authorName: 'Ben', prayedCount: 0 });
    // Later the same day (another channel, Today): the same ones, with today's count.
    await prayForRequest(actor(ctx, ben.id), { requestId: job });
    const again = await pickDailyRequests(ctx, { userId: ana.id, localDate: '2026-12-02' });
    expect(again.map((p) => [p.id, p.prayedCount])).toEqual([
      [job, 1],
      [newest, 0],
    ]);
  });

  it("spreads a group's members over its requests with the day's picks", async () => {
    const ctx = testCtx(h.db, '2026-12-01T08:00:00Z');
    const people = [];
    for (const name of ['Dee', 'Eli', 'Fay', 'Gus']) people.push(await makeUser(ctx, { firstName: name }));
    const author = await makeUser(ctx, { firstName: 'Hal' });
    const circle = await circleOf(ctx, '-1002', [...people.map((p) => p.id), author.id]);
    const ids = [];
    for (const t of ['One', 'Two', 'Three', 'Four']) {
      ids.push(await circleRequest(ctx, { userId: author.id, circleId: circle, title: t }));
      ctx.clock.advance(60_000);
    }
    const [dee, eli] = people;
    const a = await pickDailyRequests(ctx, { userId: dee!.id, localDate: '2026-12-01' });
    const b = await pickDailyRequests(ctx, { userId: eli!.id, localDate: '2026-12-01' });
    expect(a.map((p) => p.id)).toEqual([ids[0], ids[1]]);
    // Dee's picks count as being prayed: Eli gets the other two.
    expect(b.map((p) => p.id)).toEqual([ids[2], ids[3]]);
  });

  it("puts a new request's first three prayers before a less-prayed older one", async () => {
    const ctx = testCtx(h.db, '2026-11-01T08:00:00Z');
    const people = [];
    for (const name of ['Nia', 'Oli', 'Pat', 'Quin']) people.push(await makeUser(ctx, { firstName: name }));
    const [nia, oli, pat, quin] = people;
    const circle = await circleOf(
      ctx,
      '-1006',
      people.map((p) => p!.id),
    );
    const old = await circleRequest(ctx, { userId: quin!.id, circleId: circle, title: 'Old and quiet' });
    ctx.clock.set('2026-11-10T08:00:00Z');
    await prayForRequest(actor(ctx, oli!.id), { requestId: old });
    const fresh = await circleRequest(ctx, { userId: quin!.id, circleId: circle, title: 'Fresh' });
    const third = await circleRequest(ctx, { userId: quin!.id, circleId: circle, title: 'Also fresh' });
    ctx.clock.advance(hours(1));
    for (const who of [oli!, pat!]) await prayForRequest(actor(ctx, who.id), { requestId: fresh });
    await prayForRequest(actor(ctx, pat!.id), { requestId: third });
    // Fresh has 2 prayers and Also fresh 1, the old one only 1: both new ones still come first.
    const picks = await pickDailyRequests(ctx, { userId: nia!.id, localDate: '2026-11-10' });
    expect(picks.map((p) => p.id)).toEqual([third, fresh]);
    // Two days on, with their first three prayers, they join the rotation by count.
    ctx.clock.set('2026-11-13T08:00:00Z');
    await prayForRequest(actor(ctx, oli!.id), { requestId: third });
    await prayForRequest(actor(ctx, nia!.id), { requestId: fresh });
    expect((await pickDailyRequests(ctx, { userId: pat!.id, localDate: '2026-11-13' }))[0]!.id).toBe(old);
  });

  it('skips a request they prayed for in their last 3 local days, and offers it again on the 4th', async () => {
    const ctx = testCtx(h.db, '2026-12-01T08:00:00Z');
    const [ivy, jon] = [await makeUser(ctx, { firstName: 'Ivy' }), await makeUser(ctx, { firstName: 'Jon' })];
    const circle = await circleOf(ctx, '-1003', [ivy.id, jon.id]);
    const only = await circleRequest(ctx, { userId: jon.id, circleId: circle, title: 'Healing' });
    await prayForRequest(actor(ctx, ivy.id), { requestId: only });
    expect(await pickDailyRequests(ctx, { userId: ivy.id, localDate: '2026-12-02' })).toEqual([]);
    expect(await pickDailyRequests(ctx, { userId: ivy.id, localDate: '2026-12-03' })).toEqual([]);
    expect((await pickDailyRequests(ctx, { userId: ivy.id, localDate: '2026-12-04' })).map((p) => p.id)).toEqual([
      only,
    ]);
  });

  it('drops a pick once they left the group, or it was answered or archived; nothing from other groups', async () => {
    const ctx = testCtx(h.db, '2026-12-01T08:00:00Z');
    const [kim, lea, max] = [
      await makeUser(ctx, { firstName: 'Kim' }),
      await makeUser(ctx, { firstName: 'Lea' }),
      await makeUser(ctx, { firstName: 'Max' }),
    ];
    const circle = await circleOf(ctx, '-1004', [kim.id, lea.id]);
    const other = await circleOf(ctx, '-1005', [max.id, lea.id]);
    const r1 = await circleRequest(ctx, { userId: lea.id, circleId: circle, title: 'First' });
    const r2 = await circleRequest(ctx, { userId: lea.id, circleId: circle, title: 'Second' });
    await circleRequest(ctx, { userId: lea.id, circleId: other, title: 'Not for Kim' });
    expect((await pickDailyRequests(ctx, { userId: kim.id, localDate: '2026-12-01' })).map((p) => p.id)).toEqual([
      r1,
      r2,
    ]);
    await h.db.update(userPrayers).set({ answeredAt: ctx.clock.now() }).where(eq(userPrayers.id, r1));
    expect((await pickDailyRequests(ctx, { userId: kim.id, localDate: '2026-12-01' })).map((p) => p.id)).toEqual([r2]);
    await recordCircleMembership(ctx, {
      circle: { channel: 'telegram', target: '-1004' },
      userId: kim.id,
      isMember: false,
    });
    expect(await pickDailyRequests(ctx, { userId: kim.id, localDate: '2026-12-01' })).toEqual([]);
    expect(await pickDailyRequests(ctx, { userId: kim.id, localDate: '2026-12-02' })).toEqual([]);
    await recordCircleMembership(ctx, {
      circle: { channel: 'telegram', target: '-1004' },
      userId: kim.id,
      isMember: true,
    });
    await h.db.update(userPrayers).set({ archivedAt: ctx.clock.now() }).where(eq(userPrayers.id, r2));
    expect(await pickDailyRequests(ctx, { userId: kim.id, localDate: '2026-12-03' })).toEqual([]);
  });
});
