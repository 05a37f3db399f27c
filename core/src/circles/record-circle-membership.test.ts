import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { circleMembers, circles } from '@dps/db/schema';
import type { DbHandle } from '@dps/db/client';
import { createTestDb } from '../../test/create-test-db';
import { testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { recordCircleMembership } from './record-circle-membership';

describe('recordCircleMembership', () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await createTestDb();
  });
  afterAll(() => h.close());

  it("makes the circle once, and keeps the chat's latest word on a member and a leader", async () => {
    const ctx = testCtx(h.db, '2026-12-07T10:00:00Z');
    const clock = ctx.clock;
    const ana = await makeUser(ctx, { firstName: 'Ana' });
    const group = { channel: 'telegram' as const, target: '-100123', title: 'Home group' };
    const id = await recordCircleMembership(ctx, { circle: group, userId: ana.id, isMember: true, isLeader: true });
    expect(
      await recordCircleMembership(ctx, { circle: { ...group, title: null }, userId: ana.id, isMember: true }),
    ).toBe(id);
    const [circle] = await h.db.select().from(circles).where(eq(circles.id, id));
    expect(circle!.title).toBe('Home group');
    const row = async () =>
      (
        await h.db
          .select()
          .from(circleMembers)
          .where(and(eq(circleMembers.circleId, id), eq(circleMembers.userId, ana.id)))
      )[0]!;
    expect(await row()).toMatchObject({ isMember: true, isLeader: true, leaderSource: 'platform', leftAt: null });
    clock.advance(60_000);
    await recordCircleMembership(ctx, { circle: group, userId: ana.id, isMember: false });
    expect(await row()).toMatchObject({ isMember: false, isLeader: false, leftAt: clock.now() });
    await recordCircleMembership(ctx, { circle: group, userId: ana.id, isMember: true });
    expect(await row()).toMatchObject({ isMember: true, isLeader: false, leftAt: null, checkedAt: clock.now() });
  });
});
