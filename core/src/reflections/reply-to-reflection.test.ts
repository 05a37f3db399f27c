import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { prayers, reflections } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import type { ActorCtx } from '../context';
import { createReflection } from './create-reflection';
import { listCommunityReflections } from './list-community-reflections';
import { replyToReflection } from './reply-to-reflection';

let h: DbHandle;
let ctx: ReturnType<typeof testCtx>;
let ann: ActorCtx;
let ben: ActorCtx;
let prayerId: number;

beforeAll(async () => {
  h = await createTestDb();
  ctx = testCtx(h.db, '2026-03-10T12:00:00Z');
  ann = actor(ctx, (await makeUser(ctx, { firstName: 'Ann' })).id);
  ben = actor(ctx, (await makeUser(ctx, { firstName: 'Ben' })).id);
  prayerId = (await h.db.insert(prayers).values({ kind: 'library', title: 'Replies', content: 'c' }).returning())[0]!
    .id;
});
afterAll(() => h.close());

describe('replyToReflection', () => {
  it('posts a trimmed reply that takes its parent prayer and visibility', async () => {
    const parent = await createReflection(ann, { prayerId, content: 'Public thought', isPublic: true });
    ctx.clock.advance(5_000);
    const reply = await replyToReflection(ben, {
      reflectionId: String(parent.id),
      text: '  Amen to that  ',
      source: 'slack',
    });
    expect(reply).toEqual({
      id: expect.any(Number),
      content: 'Amen to that',
      isPublic: true,
      prayerId,
      parentId: parent.id,
      createdAt: new Date('2026-03-10T12:00:05Z'),
      likes: 0,
      likedByMe: false,
      isOwn: true,
      user: { firstName: 'Ben' },
      replies: [],
    });
    const [row] = await h.db.select().from(reflections).where(eq(reflections.id, reply.id));
    expect(row).toMatchObject({ userId: ben.userId, source: 'slack' });
    const list = await listCommunityReflections(ann, { prayerId });
    expect(list.find((r) => r.id === parent.id)!.replies.map((r) => r.content)).toEqual(['Amen to that']);
  });

  it('a reply to a private reflection (by its author) stays private', async () => {
    const parent = await createReflection(ann, { prayerId, content: 'Private thought' });
    const reply = await replyToReflection(ann, { reflectionId: parent.id, text: 'Later note' });
    expect(reply.isPublic).toBe(false);
    await expect(replyToReflection(ben, { reflectionId: parent.id, text: 'hi' })).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('refuses an empty reply', async () => {
    const parent = await createReflection(ann, { prayerId, content: 'x', isPublic: true });
    for (const text of ['', '   ', undefined]) {
      await expect(replyToReflection(ben, { reflectionId: parent.id, text: text as never })).rejects.toMatchObject({
        code: 'validation',
        message: 'Please write a reply before posting.',
      });
    }
    await expect(replyToReflection(ben, { reflectionId: parent.id, text: 'a'.repeat(5001) })).rejects.toMatchObject({
      code: 'validation',
    });
  });

  it('refuses a reply to a reply, and answers not_found for an unknown reflection', async () => {
    const parent = await createReflection(ann, { prayerId, content: 'y', isPublic: true });
    const reply = await replyToReflection(ben, { reflectionId: parent.id, text: 'first' });
    await expect(replyToReflection(ann, { reflectionId: reply.id, text: 'nested' })).rejects.toMatchObject({
      code: 'validation',
      message: 'You can only reply to a reflection.',
    });
    await expect(replyToReflection(ann, { reflectionId: 9_999_999, text: 'nobody' })).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});
