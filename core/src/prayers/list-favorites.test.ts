import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@dps/db/client';
import { prayers } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { listFavorites } from './list-favorites';
import { saveFavorite } from './save-favorite';

let h: DbHandle;
beforeAll(async () => {
  h = await createTestDb();
});
afterAll(() => h.close());

describe('listFavorites', () => {
  it("lists the actor's saved prayers newest first, with the prayer's text", async () => {
    const ctx = testCtx(h.db, '2026-04-01T08:00:00Z');
    const u = await makeUser(ctx);
    const other = await makeUser(ctx);
    const [first, second] = await h.db
      .insert(prayers)
      .values([
        {
          kind: 'library',
          title: 'First',
          content: 'One',
          scripture: 'In the beginning',
          scriptureReference: 'Genesis 1:1',
        },
        { kind: 'topic', title: 'Second', content: 'Two' },
      ])
      .returning();
    const me = actor(ctx, u.id);
    expect(await listFavorites(me)).toEqual([]);
    await saveFavorite(me, { prayerId: first!.id });
    ctx.clock.advance(60_000);
    await saveFavorite(me, { prayerId: second!.id });
    await saveFavorite(actor(ctx, other.id), { prayerId: first!.id });

    const list = await listFavorites(me);
    expect(list.map((f) => f.prayer.title)).toEqual(['Second', 'First']);
    expect(list[1]).toEqual({
      id: expect.any(Number),
      createdAt: new Date('2026-04-01T08:00:00Z'),
      prayer: {
        id: first!.id,
        title: 'First',
        content: 'One',
        scripture: 'In the beginning',
        scriptureReference: 'Genesis 1:1',
      },
    });
    expect(list[0]!.prayer).toMatchObject({ scripture: null, scriptureReference: null });
    expect(await listFavorites(actor(ctx, other.id))).toHaveLength(1);
  });
});
