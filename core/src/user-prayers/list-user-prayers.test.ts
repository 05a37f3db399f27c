import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@dps/db/client';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import type { ActorCtx } from '../context';
import { createUserPrayer } from './create-user-prayer';
import { listTodayUserPrayers } from './list-today-user-prayers';
import { listUserPrayers } from './list-user-prayers';

let h: DbHandle;
let ctx: ReturnType<typeof testCtx>;
let ann: ActorCtx;
let ben: ActorCtx;

beforeAll(async () => {
  h = await createTestDb();
  ctx = testCtx(h.db, '2026-03-09T20:00:00Z');
  ann = actor(ctx, (await makeUser(ctx)).id, 'Asia/Tokyo'); // UTC+9: 05:00 on the 10th
  ben = actor(ctx, (await makeUser(ctx)).id, 'UTC');
});
afterAll(() => h.close());

describe('own prayers', () => {
  it("lists today's and all of my prayers, newest first, never anyone else's", async () => {
    expect(await listTodayUserPrayers(ann)).toEqual([]);
    expect(await listUserPrayers(ann)).toEqual([]);

    await createUserPrayer(ann, { title: 'Early', content: 'a' }); // Tokyo 2026-03-10 05:00
    await createUserPrayer(ben, { title: "Ben's", content: 'b', isPublic: true });
    ctx.clock.advance(60_000);
    await createUserPrayer(ann, { title: 'Second', content: 'a', isPublic: true });

    expect((await listTodayUserPrayers(ann)).map((p) => [p.title, p.date, p.isPublic])).toEqual([
      ['Second', '2026-03-10', true],
      ['Early', '2026-03-10', false],
    ]);
    expect((await listTodayUserPrayers(ben)).map((p) => [p.title, p.date])).toEqual([["Ben's", '2026-03-09']]);

    // A day later in Tokyo, today's list is empty but the full list keeps everything.
    ctx.clock.advance(24 * 3_600_000);
    await createUserPrayer(ann, { title: 'Next day', content: 'a' });
    expect((await listTodayUserPrayers(ann)).map((p) => p.title)).toEqual(['Next day']);
    expect((await listUserPrayers(ann)).map((p) => [p.title, p.date])).toEqual([
      ['Next day', '2026-03-11'],
      ['Second', '2026-03-10'],
      ['Early', '2026-03-10'],
    ]);
    expect((await listUserPrayers(ben)).map((p) => p.title)).toEqual(["Ben's"]);
  });

  it("uses the actor's zone for today: the same instant is a different day elsewhere", async () => {
    ctx.clock.set('2026-03-12T23:30:00Z'); // 08:30 on the 13th in Tokyo, 23:30 on the 12th in UTC
    await createUserPrayer(ann, { title: 'Tokyo morning', content: 'x' });
    expect((await listTodayUserPrayers(ann)).map((p) => [p.title, p.date])).toEqual([['Tokyo morning', '2026-03-13']]);
    expect(await listTodayUserPrayers({ ...ann, timeZone: 'UTC' })).toEqual([]);
  });
});
