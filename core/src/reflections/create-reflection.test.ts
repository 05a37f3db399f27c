import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { prayers, reflections } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import type { ActorCtx } from '../context';
import { createReflection } from './create-reflection';

let h: DbHandle;
let ann: ActorCtx;
let prayerId: number;

beforeAll(async () => {
  h = await createTestDb();
  const ctx = testCtx(h.db, '2026-03-10T12:00:00Z');
  ann = actor(ctx, (await makeUser(ctx, { firstName: 'Ann', lastName: 'Lee' })).id);
  const [p] = await h.db.insert(prayers).values({ kind: 'library', title: 'Evening', content: 'Rest.' }).returning();
  prayerId = p!.id;
});
afterAll(() => h.close());

describe('createReflection', () => {
  it('saves trimmed text, private by default, and answers in the community shape', async () => {
    const r = await createReflection(ann, { prayerId, content: '  Grateful today.  ' });
    expect(r).toEqual({
      id: expect.any(Number),
      content: 'Grateful today.',
      isPublic: false,
      prayerId,
      parentId: null,
      createdAt: new Date('2026-03-10T12:00:00Z'),
      likes: 0,
      likedByMe: false,
      isOwn: true,
      user: { firstName: 'Ann' },
      replies: [],
    });
    const [row] = await h.db.select().from(reflections).where(eq(reflections.id, r.id));
    expect(row).toMatchObject({ userId: ann.userId, content: 'Grateful today.', isPublic: false, source: 'web' });
  });

  it('shares with the community when asked, records the source, and takes a prayer id from a URL', async () => {
    const r = await createReflection(ann, {
      prayerId: String(prayerId) as never,
      content: 'Hi',
      isPublic: true,
      source: 'telegram',
    });
    expect(r.isPublic).toBe(true);
    const [row] = await h.db.select().from(reflections).where(eq(reflections.id, r.id));
    expect(row!.source).toBe('telegram');
  });

  it('refuses empty or whitespace-only text with the spec toast', async () => {
    for (const content of ['', '   \n\t ', undefined]) {
      await expect(createReflection(ann, { prayerId, content: content as never })).rejects.toMatchObject({
        code: 'validation',
        title: 'Empty Reflection',
        message: 'Please write something before submitting.',
      });
    }
  });

  it('refuses a reflection without a prayer selected', async () => {
    // Beyond any id the database can hold (a forged Telegram button or Slack modal): refused here,
    // never a database error.
    for (const id of [undefined, null, 0, 'abc', 2_147_483_648, 9_999_999_999, '9999999999']) {
      await expect(createReflection(ann, { prayerId: id as never, content: 'Hello' })).rejects.toMatchObject({
        code: 'validation',
        message: 'Cannot submit reflection without a prayer selected.',
      });
    }
  });

  it('answers not_found for a prayer that does not exist, and saves nothing', async () => {
    const before = await h.db.$count(reflections);
    await expect(createReflection(ann, { prayerId: 9_999_999, content: 'Hello' })).rejects.toMatchObject({
      code: 'not_found',
    });
    expect(await h.db.$count(reflections)).toBe(before);
  });

  it('caps the text at 5,000 characters with a clear message', async () => {
    await expect(createReflection(ann, { prayerId, content: 'a'.repeat(5000) })).resolves.toMatchObject({
      isPublic: false,
    });
    await expect(createReflection(ann, { prayerId, content: 'a'.repeat(5001) })).rejects.toMatchObject({
      code: 'validation',
      message: expect.stringContaining('5,000 characters'),
    });
  });
});
