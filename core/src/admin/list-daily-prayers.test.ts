import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { prayers, topics } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import type { ActorCtx } from '../context';
import { createDailyPrayer } from './create-daily-prayer';
import { listDailyPrayers } from './list-daily-prayers';

let h: DbHandle;
let admin: ActorCtx;
let member: ActorCtx;

beforeAll(async () => {
  h = await createTestDb();
  const ctx = testCtx(h.db);
  admin = actor(ctx, (await makeUser(ctx, { role: 'admin' })).id);
  member = actor(ctx, (await makeUser(ctx)).id);
});
afterAll(() => h.close());

describe('listDailyPrayers', () => {
  it('lists scheduled daily prayers (one per date), newest date first, with topic names', async () => {
    const [peace] = await h.db.select().from(topics).where(eq(topics.name, 'Peace'));
    // Seeded daily prayers may exist; this test looks only at the ones it makes.
    const mine = new Set<number>();
    const add = async (title: string, date: string, topicId = peace!.id) =>
      mine.add((await createDailyPrayer(admin, { title, content: 'c', topic_id: topicId, date, is_daily: true })).id);
    await add('March 1', '2030-03-01');
    await add('March 3', '2030-03-03');
    await add('March 2', '2030-03-02');
    await add('March 5', '2030-03-05');
    await h.db.insert(prayers).values({ kind: 'library', title: 'Library, not daily', content: 'c' });
    const [gone] = await h.db.insert(topics).values({ name: 'Removed later' }).returning();
    await add('Orphan', '2030-03-04', gone!.id);
    await h.db.delete(topics).where(eq(topics.id, gone!.id));

    const list = await listDailyPrayers(admin);
    expect(list.filter((p) => mine.has(p.id)).map((p) => [p.title, p.date, p.topicName])).toEqual([
      ['March 5', '2030-03-05', 'Peace'],
      ['Orphan', '2030-03-04', null],
      ['March 3', '2030-03-03', 'Peace'],
      ['March 2', '2030-03-02', 'Peace'],
      ['March 1', '2030-03-01', 'Peace'],
    ]);
    expect(list.some((p) => p.title === 'Library, not daily')).toBe(false);
    const dates = list.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(Object.keys(list[0]!).sort()).toEqual(
      ['content', 'date', 'id', 'language', 'scripture', 'scriptureReference', 'title', 'topicId', 'topicName'].sort(),
    );
  });

  it('is for admins only', async () => {
    await expect(listDailyPrayers(member)).rejects.toMatchObject({ code: 'forbidden', title: 'Access Denied' });
  });
});
