import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@dps/db/client';
import { prayers } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import type { ActorCtx } from '../context';
import { createReflection } from './create-reflection';
import { listOwnReflections } from './list-own-reflections';
import { replyToReflection } from './reply-to-reflection';

let h: DbHandle;
let ctx: ReturnType<typeof testCtx>;
let ann: ActorCtx;
let ben: ActorCtx;

beforeAll(async () => {
  h = await createTestDb();
  ctx = testCtx(h.db, '2026-03-10T12:00:00Z');
  ann = actor(ctx, (await makeUser(ctx, { firstName: 'Ann' })).id);
  ben = actor(ctx, (await makeUser(ctx, { firstName: 'Ben' })).id);
});
afterAll(() => h.close());

describe('listOwnReflections', () => {
  it('lists only my top-level reflections, private and public, newest first, with the prayer title', async () => {
    const [p1, p2] = await h.db
      .insert(prayers)
      .values([
        { kind: 'library', title: 'Morning Light', content: 'c' },
        { kind: 'library', title: 'Evening Rest', content: 'c' },
      ])
      .returning();
    expect(await listOwnReflections(ann)).toEqual([]);
    await createReflection(ann, { prayerId: p1!.id, content: 'older, private' });
    ctx.clock.advance(3_600_000);
    const pub = await createReflection(ann, { prayerId: p2!.id, content: 'newer, public', isPublic: true });
    await createReflection(ben, { prayerId: p2!.id, content: "Ben's", isPublic: true });
    await replyToReflection(ann, { reflectionId: pub.id, text: 'my reply' });

    expect(await listOwnReflections(ann)).toEqual([
      {
        id: pub.id,
        content: 'newer, public',
        isPublic: true,
        createdAt: new Date('2026-03-10T13:00:00Z'),
        prayer: { id: p2!.id, title: 'Evening Rest' },
        moderation: null,
      },
      {
        id: expect.any(Number),
        content: 'older, private',
        isPublic: false,
        createdAt: new Date('2026-03-10T12:00:00Z'),
        prayer: { id: p1!.id, title: 'Morning Light' },
        moderation: null,
      },
    ]);
    expect((await listOwnReflections(ben)).map((r) => r.content)).toEqual(["Ben's"]);
  });
});
