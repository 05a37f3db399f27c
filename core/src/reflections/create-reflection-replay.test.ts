/** A reflection written offline is sent again after a lost answer or by two senders: it is created once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { prayers, reflections } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { createReflection } from './create-reflection';

let h: DbHandle;
let prayerId: number;
beforeAll(async () => {
  h = await createTestDb();
  const [p] = await h.db.insert(prayers).values({ kind: 'library', title: 'Morning', content: 'Wake.' }).returning();
  prayerId = p!.id;
});
afterAll(() => h.close());

describe('createReflection with a client id', () => {
  it('creates one reflection however often the same write is sent, and answers that one each time', async () => {
    const ctx = testCtx(h.db);
    const ann = actor(ctx, (await makeUser(ctx)).id);
    const write = { prayerId, content: 'Written on the train.', clientId: 'b8f0a6c2-5d7e-4f6a-9b1c-2d3e4f5a6b7c' };
    const first = await createReflection(ann, write);
    const again = await createReflection(ann, write);
    expect(again.id).toBe(first.id);
    const rows = await h.db
      .select()
      .from(reflections)
      .where(and(eq(reflections.userId, ann.userId), eq(reflections.prayerId, prayerId)));
    expect(rows).toHaveLength(1);
  });

  it("never merges two people's writes, nor two writes without an id", async () => {
    const ctx = testCtx(h.db);
    const ann = actor(ctx, (await makeUser(ctx)).id);
    const bob = actor(ctx, (await makeUser(ctx)).id);
    const clientId = 'same-id-on-two-devices';
    const a = await createReflection(ann, { prayerId, content: 'Ann', clientId });
    const b = await createReflection(bob, { prayerId, content: 'Bob', clientId });
    expect(b.id).not.toBe(a.id);
    const x = await createReflection(ann, { prayerId, content: 'No id' });
    const y = await createReflection(ann, { prayerId, content: 'No id' });
    expect(y.id).not.toBe(x.id);
  });

  it('refuses a malformed client id', async () => {
    const ctx = testCtx(h.db);
    const ann = actor(ctx, (await makeUser(ctx)).id);
    await expect(createReflection(ann, { prayerId, content: 'x', clientId: 'bad id!' })).rejects.toMatchObject({
      code: 'validation',
    });
  });
});
