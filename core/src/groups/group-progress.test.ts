import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@dps/db/client';
import { deliveries, prayers } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import type { Ctx } from '../context';
import { getGroupProgress } from './get-group-progress';
import { recordGroupPrayer } from './record-group-prayer';

let h: DbHandle;
let ctx: Ctx;
let prayerIds: number[];
const group = { channel: 'telegram' as const, target: '-100123' };

beforeAll(async () => {
  h = await createTestDb();
  ctx = testCtx(h.db, '2026-05-05T09:00:00Z');
  const rows = await h.db
    .insert(prayers)
    .values(
      ['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-05'].map((date) => ({
        kind: 'daily' as const,
        date,
        title: `Prayer of ${date}`,
        content: 'c',
      })),
    )
    .returning({ id: prayers.id, date: prayers.date });
  prayerIds = rows.map((r) => r.id);
  // The group got each of them on its day.
  await h.db.insert(deliveries).values(
    rows.map((r) => ({
      channel: 'telegram' as const,
      target: group.target,
      localDate: r.date!,
      prayerId: r.id,
      status: 'sent' as const,
      sentAt: new Date(`${r.date}T07:00:00Z`),
    })),
  );
});
afterAll(() => h.close());

describe('a group’s count and streak (decision 151)', () => {
  it('counts members who prayed from the post once each; the streak is consecutive days with someone', async () => {
    const [a, b] = [await makeUser(ctx), await makeUser(ctx)];
    expect(await getGroupProgress(ctx, { ...group, localDate: '2026-05-01' })).toEqual({ prayedToday: 0, streak: 0 });

    expect(await recordGroupPrayer(ctx, { ...group, prayerId: prayerIds[0]!, userId: a.id })).toEqual({
      localDate: '2026-05-01',
    });
    await recordGroupPrayer(ctx, { ...group, prayerId: prayerIds[0]!, userId: a.id });
    await recordGroupPrayer(ctx, { ...group, prayerId: prayerIds[0]!, userId: b.id });
    expect(await getGroupProgress(ctx, { ...group, localDate: '2026-05-01' })).toEqual({ prayedToday: 2, streak: 1 });

    await recordGroupPrayer(ctx, { ...group, prayerId: prayerIds[1]!, userId: b.id });
    // The 3rd, before anyone prayed: the streak of the 2nd is still alive.
    expect(await getGroupProgress(ctx, { ...group, localDate: '2026-05-03' })).toEqual({ prayedToday: 0, streak: 2 });
    await recordGroupPrayer(ctx, { ...group, prayerId: prayerIds[2]!, userId: a.id });
    expect(await getGroupProgress(ctx, { ...group, localDate: '2026-05-03' })).toEqual({ prayedToday: 1, streak: 3 });

    // Nobody on the 4th: on the 5th it starts again.
    expect(await getGroupProgress(ctx, { ...group, localDate: '2026-05-05' })).toEqual({ prayedToday: 0, streak: 0 });
    await recordGroupPrayer(ctx, { ...group, prayerId: prayerIds[3]!, userId: b.id });
    expect(await getGroupProgress(ctx, { ...group, localDate: '2026-05-05' })).toEqual({ prayedToday: 1, streak: 1 });

    // Another group is its own: nothing of this one counts there.
    expect(await getGroupProgress(ctx, { channel: 'telegram', target: '-100999', localDate: '2026-05-05' })).toEqual({
      prayedToday: 0,
      streak: 0,
    });
  });

  it('a prayer the group never got (a forged button, a /today reply) counts nothing for the group', async () => {
    const c = await makeUser(ctx);
    expect(await recordGroupPrayer(ctx, { ...group, prayerId: 2_000_000, userId: c.id })).toBeNull();
    expect(
      await recordGroupPrayer(ctx, {
        channel: 'slack_channel',
        target: 'T1:C1',
        prayerId: prayerIds[3]!,
        userId: c.id,
      }),
    ).toBeNull();
    // Slack buttons carry the post's date: a date the group did not get that prayer on counts nothing.
    expect(
      await recordGroupPrayer(ctx, { ...group, prayerId: prayerIds[3]!, userId: c.id, localDate: '2026-05-04' }),
    ).toBeNull();
  });
});
