import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { favorites, prayers } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { saveFavorite } from './save-favorite';

let h: DbHandle;
let prayerId: number;
beforeAll(async () => {
  h = await createTestDb();
  const [p] = await h.db.insert(prayers).values({ kind: 'library', title: 'Morning', content: 'c' }).returning();
  prayerId = p!.id;
});
afterAll(() => h.close());

describe('saveFavorite', () => {
  it('saves once; saving again (or from another channel at the same moment) keeps one favorite', async () => {
    const ctx = testCtx(h.db);
    const u = await makeUser(ctx);
    const me = actor(ctx, u.id);
    expect(await saveFavorite(me, { prayerId })).toEqual({ favorited: true, alreadySaved: false });
    expect(await saveFavorite(me, { prayerId })).toEqual({ favorited: true, alreadySaved: true });
    const again = await Promise.all([1, 2, 3].map(() => saveFavorite(me, { prayerId })));
    expect(again.every((r) => r.alreadySaved)).toBe(true);
    expect(await h.db.select().from(favorites).where(eq(favorites.userId, u.id))).toHaveLength(1);
  });

  it("is per person: someone else's save does not count as mine", async () => {
    const ctx = testCtx(h.db);
    const [a, b] = [await makeUser(ctx), await makeUser(ctx)];
    await saveFavorite(actor(ctx, a.id), { prayerId });
    expect(await saveFavorite(actor(ctx, b.id), { prayerId })).toEqual({ favorited: true, alreadySaved: false });
  });

  it('answers not_found for an unknown prayer and a validation error for a malformed id', async () => {
    const ctx = testCtx(h.db);
    const u = await makeUser(ctx);
    await expect(saveFavorite(actor(ctx, u.id), { prayerId: 987_654 })).rejects.toMatchObject({ code: 'not_found' });
    await expect(saveFavorite(actor(ctx, u.id), { prayerId: 'x' })).rejects.toMatchObject({
      code: 'validation',
    });
    expect(await h.db.select().from(favorites).where(eq(favorites.userId, u.id))).toHaveLength(0);
  });
});
