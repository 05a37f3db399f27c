import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@dps/db/client';
import { completions, favorites, prayers, reflections } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { getStats } from './get-stats';

let h: DbHandle;
beforeAll(async () => {
  h = await createTestDb();
});
afterAll(() => h.close());

describe('getStats', () => {
  it('is all zeros for a new person', async () => {
    const ctx = testCtx(h.db);
    const u = await makeUser(ctx);
    expect(await getStats(actor(ctx, u.id))).toEqual({
      totalPrayers: 0,
      topicPrayers: 0,
      favoritePrayers: 0,
      reflectionsShared: 0,
      daysActive: 0,
    });
  });

  it('counts completions, favorites, top-level reflections (private and public) and active days', async () => {
    const ctx = testCtx(h.db);
    const [me, other] = [await makeUser(ctx), await makeUser(ctx)];
    const [p1, p2, p3] = await h.db
      .insert(prayers)
      .values([1, 2, 3].map((n) => ({ kind: 'topic' as const, title: `p${n}`, content: 'c' })))
      .returning();
    await h.db.insert(completions).values([
      { userId: me.id, prayerId: p1!.id, localDate: '2026-03-01' },
      { userId: me.id, prayerId: p2!.id, localDate: '2026-03-01' },
      { userId: me.id, prayerId: p1!.id, localDate: '2026-03-02' },
      { userId: me.id, prayerId: p3!.id, localDate: '2026-03-05' },
      { userId: other.id, prayerId: p1!.id, localDate: '2026-03-06' },
    ]);
    await h.db.insert(favorites).values([
      { userId: me.id, prayerId: p1!.id },
      { userId: me.id, prayerId: p2!.id },
      { userId: other.id, prayerId: p3!.id },
    ]);
    const [mine] = await h.db
      .insert(reflections)
      .values([
        { userId: me.id, prayerId: p1!.id, content: 'private thought', isPublic: false },
        { userId: me.id, prayerId: p2!.id, content: 'shared thought', isPublic: true },
        { userId: other.id, prayerId: p2!.id, content: 'theirs', isPublic: true },
      ])
      .returning();
    // A reply is not a reflection of its own in the grid.
    await h.db.insert(reflections).values({ userId: me.id, prayerId: p1!.id, parentId: mine!.id, content: 'reply' });

    expect(await getStats(actor(ctx, me.id))).toEqual({
      totalPrayers: 4,
      topicPrayers: 0,
      favoritePrayers: 2,
      reflectionsShared: 2,
      daysActive: 3,
    });
    expect(await getStats(actor(ctx, other.id))).toEqual({
      totalPrayers: 1,
      topicPrayers: 0,
      favoritePrayers: 1,
      reflectionsShared: 1,
      daysActive: 1,
    });
  });
});
