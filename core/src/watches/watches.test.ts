/**
 * A watch's core rules on a real database: who may see it, taking and giving back places, a full
 * slot, a slot already over, ending early, and slots as instants across a daylight saving change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { GROUP_REQUEST_TITLE } from '../wall/share-group-request';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { circleOf, circleRequest } from '../circles/rotation/circle-fixtures';
import { recordCircleMembership } from '../circles/record-circle-membership';
import { startWatch } from './start-watch';
import { claimWatchSlot } from './claim-watch-slot';
import { releaseWatchSlot } from './release-watch-slot';
import { endWatch } from './end-watch';
import { getWatch } from './get-watch';
import { listMyWatches } from './list-my-watches';
import { slotLabel } from './watch-format';

describe('a prayer watch', () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await createTestDb();
  });
  afterAll(() => h.close());

  it('is for its group only; places are taken and given back; a full slot and a past one are refused', async () => {
    const ctx = testCtx(h.db, '2026-12-07T10:00:00Z');
    const ana = await makeUser(ctx, { firstName: 'Ana' });
    const ben = await makeUser(ctx, { firstName: 'Ben' });
    const eve = await makeUser(ctx, { firstName: 'Eve' });
    const circleId = await circleOf(ctx, '-100900', [ana.id, ben.id]);
    const requestId = await circleRequest(ctx, { userId: ana.id, circleId, title: 'Surgery for Dad' });
    const w = await startWatch(actor(ctx, ana.id, 'Europe/Madrid', ctx.clock), {
      title: 'Surgery watch',
      requestId,
      circleId,
      startsAt: '2026-12-07T20:00:00Z',
      hours: 24,
      slotMinutes: 30,
      perSlot: 1,
    });
    expect(w).toMatchObject({ status: 'upcoming', timeZone: 'Europe/Madrid', canEnd: true });
    expect(w.slots).toHaveLength(48);
    expect(w.request?.text).toBe('Surgery for Dad');
    // A request asked in a chat has only the generic title: the watch shows what was asked.
    await h.db.execute(
      sql`update user_prayers set title = ${GROUP_REQUEST_TITLE}, content = 'Dad goes into surgery at nine' where id = ${requestId}`,
    );
    expect((await getWatch({ ...ctx, userId: ana.id }, { id: w.id })).request?.text).toBe(
      'Dad goes into surgery at nine',
    );

    await expect(getWatch({ ...ctx, userId: eve.id }, { id: w.id })).rejects.toMatchObject({ key: 'watchNotFound' });
    await expect(getWatch(ctx, { code: w.code })).rejects.toMatchObject({ key: 'watchNotFound' });

    const benCtx = actor(ctx, ben.id, 'America/New_York', ctx.clock);
    const first = await claimWatchSlot(benCtx, { watchId: w.id, slot: 2 });
    expect(first).toMatchObject({ isNew: true, startsAt: '2026-12-07T21:00:00.000Z' });
    expect(await claimWatchSlot(benCtx, { watchId: w.id, slot: 2 })).toMatchObject({ isNew: false });
    await expect(claimWatchSlot(actor(ctx, ana.id), { watchId: w.id, slot: 2 })).rejects.toMatchObject({
      key: 'watchSlotFull',
    });
    const seen = await getWatch({ ...ctx, userId: ana.id }, { id: w.id });
    expect(seen.slots[2]!.claimers).toEqual([{ name: 'Ben', isMe: false, prayed: false }]);
    expect(seen.coverage).toMatchObject({
      coveredSlots: 1,
      open: [
        { from: 0, to: 2 },
        { from: 3, to: 48 },
      ],
    });

    await releaseWatchSlot(benCtx, { watchId: w.id, slot: 2 });
    await expect(releaseWatchSlot(benCtx, { watchId: w.id, slot: 2 })).rejects.toMatchObject({
      key: 'watchSlotNotHeld',
    });
    expect((await getWatch({ ...ctx, userId: ben.id }, { id: w.id })).slots[2]!.free).toBe(1);

    ctx.clock.advance(12 * 3_600_000);
    await expect(claimWatchSlot(benCtx, { watchId: w.id, slot: 0 })).rejects.toMatchObject({ key: 'watchSlotPast' });
    // A slot running now may still be taken.
    expect(await claimWatchSlot(benCtx, { watchId: w.id, slot: 16 })).toMatchObject({ isNew: true });
    expect((await listMyWatches(benCtx)).map((x) => x.id)).toEqual([w.id]);

    // Someone who left the group loses it at once.
    await recordCircleMembership(ctx, {
      circle: { channel: 'telegram', target: '-100900' },
      userId: ben.id,
      isMember: false,
    });
    await expect(claimWatchSlot(benCtx, { watchId: w.id, slot: 20 })).rejects.toMatchObject({ key: 'watchNotFound' });

    await expect(endWatch(benCtx, { watchId: w.id })).rejects.toMatchObject({ key: 'watchNotFound' });
    await endWatch(actor(ctx, ana.id), { watchId: w.id });
    const ended = await getWatch({ ...ctx, userId: ana.id }, { id: w.id });
    expect(ended).toMatchObject({ status: 'ended', endedEarly: true, canEnd: false });
  });

  it('is open to anyone with the link, with no names, and keeps real hours across a clock change', async () => {
    const ctx = testCtx(h.db, '2026-03-28T12:00:00Z');
    const ana = await makeUser(ctx, { firstName: 'Ana' });
    const tom = await makeUser(ctx, { firstName: 'Tom' });
    // Europe/London springs forward at 01:00 UTC on 29 March 2026.
    const w = await startWatch(actor(ctx, ana.id, 'Europe/London', ctx.clock), {
      title: 'Night of prayer',
      startsAt: '2026-03-28T22:00:00Z',
      hours: 6,
      slotMinutes: 60,
      perSlot: 2,
    });
    await claimWatchSlot(actor(ctx, tom.id, 'Asia/Kolkata', ctx.clock), { watchId: w.id, slot: 3 });
    const visitor = await getWatch(ctx, { code: w.code });
    expect(visitor.slots[3]!.claimers).toEqual([{ name: null, isMe: false, prayed: false }]);
    expect(visitor.slots.map((s) => slotLabel(s.startsAt, s.endsAt, 'Europe/London', 'en'))).toEqual([
      'Sat 22:00–23:00',
      'Sat 23:00–24:00',
      'Sun 00:00–02:00',
      'Sun 02:00–03:00',
      'Sun 03:00–04:00',
      'Sun 04:00–05:00',
    ]);
    expect(slotLabel(visitor.slots[3]!.startsAt, visitor.slots[3]!.endsAt, 'Asia/Kolkata', 'es')).toBe(
      'dom 06:30–07:30',
    );
    await expect(
      startWatch(actor(ctx, ana.id, 'Europe/London', ctx.clock), {
        title: 'Too late',
        startsAt: '2026-03-28T10:00:00Z',
        hours: 2,
        slotMinutes: 30,
        perSlot: 1,
      }),
    ).rejects.toMatchObject({ key: 'watchStartPast' });
  });
});
