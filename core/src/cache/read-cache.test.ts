/**
 * The read caches (decision 238): the cache's own rules; the database's generations, which every
 * write to what a cached read shows must move (for that person only); and that a warm read asks the
 * database nothing while a write anywhere makes the next one ask again. (Two app instances on one
 * database: web/test/read-caches.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type DbHandle } from '@dps/db/client';
import { prayers } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { createSession } from '../accounts/create-session';
import { getSession } from '../accounts/sessions';
import type { ActorCtx } from '../context';
import { listActiveGoals } from '../goals/list-goals';
import { completePrayer } from '../prayers/complete-prayer';
import { getDailyPrayer } from '../prayers/get-daily-prayer';
import { getStats } from '../progress/get-stats';
import { getStreak } from '../progress/get-streak';
import { getWeeklyProgress } from '../progress/get-weekly';
import { setRestDay } from '../rhythm/change-rhythm';
import { getRhythm, getYear } from '../rhythm/get-rhythm';
import type { ReadCache } from '../context';
import { cachedRead, createReadCache } from './read-cache';

describe('createReadCache', () => {
  it('answers only under the stamp a value was stored with, and a newer stamp replaces it for good', () => {
    const c = createReadCache();
    c.set('k', 5, { n: 1 });
    expect(c.get('k', 5)).toEqual({ n: 1 });
    expect(c.get('k', 6)).toBeUndefined();
    // Generations only grow: a newer one dropped the entry, an older reader never restores it.
    expect(c.get('k', 5)).toBeUndefined();
    c.set('k', 7, { n: 2 });
    c.set('k', 6, { n: 'late' });
    expect(c.get('k', 7)).toEqual({ n: 2 });
  });

  it('keeps at most maxEntries, dropping the least recently used', () => {
    const c = createReadCache({ maxEntries: 3 });
    for (const k of ['a', 'b', 'c']) c.set(k, 1, k);
    expect(c.get('a', 1)).toBe('a'); // a is now the most recent
    c.set('d', 1, 'd');
    expect(c.size).toBe(3);
    expect(c.get('b', 1)).toBeUndefined();
    expect(['a', 'c', 'd'].map((k) => c.get(k, 1))).toEqual(['a', 'c', 'd']);
  });

  it('freezes what it keeps, so no request can change another’s answer', () => {
    const c = createReadCache();
    const value = { days: [{ date: '2026-03-10', completed: true }] };
    c.set('k', 1, value);
    expect(() => {
      (c.get('k', 1) as typeof value).days[0]!.completed = false;
    }).toThrow(TypeError);
  });

  it('shares one load among concurrent callers of the same key and stamp', async () => {
    const c = createReadCache();
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((r) => setTimeout(r, 10));
      return loads;
    };
    expect(await Promise.all([c.shared('k', 1, load), c.shared('k', 1, load), c.shared('k', 2, load)])).toEqual([2, 2, 2]);
    expect(loads).toBe(2);
    expect(await c.shared('k', 1, load)).toBe(3); // finished loads are not kept here
  });
});

let h: DbHandle;
beforeAll(async () => {
  h = await createTestDb();
});
afterAll(() => h?.close());

const generationOf = async (userId: number) =>
  Number((await queryRows<{ g: string }>(h.db, sql`select cache_generation::text as g from users where id = ${userId}::int`))[0]!.g);
const contentGeneration = async () =>
  Number((await queryRows<{ g: string }>(h.db, sql`select generation::text as g from content_generation`))[0]!.g);

describe('the generations the database keeps (migration 0026)', () => {
  it('every write to a table a cached read shows moves that person’s generation, and no one else’s', async () => {
    const ctx = testCtx(h.db);
    const [me, other] = [await makeUser(ctx), await makeUser(ctx)];
    const [p] = await h.db.insert(prayers).values({ kind: 'topic', title: 'T', content: 'c' }).returning({ id: prayers.id });
    const writes: [string, SQL][] = [
      ['completions insert', sql`insert into completions (user_id, prayer_id, local_date) values (${me.id}::int, ${p!.id}::int, '2026-03-10')`],
      ['completions update', sql`update completions set time_zone = 'UTC' where user_id = ${me.id}::int`],
      ['completions delete', sql`delete from completions where user_id = ${me.id}::int`],
      ['favorites insert', sql`insert into favorites (user_id, prayer_id) values (${me.id}::int, ${p!.id}::int)`],
      ['favorites delete', sql`delete from favorites where user_id = ${me.id}::int`],
      [
        'topic prayers prayed',
        sql`insert into topic_prayer_completions (user_id, prayer_id, local_date) values (${me.id}::int, ${p!.id}::int, '2026-03-10')`,
      ],
      ['reflections insert', sql`insert into reflections (user_id, prayer_id, content) values (${me.id}::int, ${p!.id}::int, 'Amen')`],
      ['reflections update', sql`update reflections set is_public = true where user_id = ${me.id}::int`],
      ['reflections delete', sql`delete from reflections where user_id = ${me.id}::int`],
      ['goals insert', sql`insert into goals (user_id, title, target_days, start_date) values (${me.id}::int, 'G', 7, '2026-03-10')`],
      ['goals update', sql`update goals set is_active = false where user_id = ${me.id}::int`],
      [
        'rhythm periods insert',
        sql`insert into rhythm_periods (user_id, kind, weekday, from_date) values (${me.id}::int, 'rest', 0, '2026-03-10')`,
      ],
      ['rhythm periods delete', sql`delete from rhythm_periods where user_id = ${me.id}::int`],
    ];
    for (const [what, write] of writes) {
      const [mine, theirs] = [await generationOf(me.id), await generationOf(other.id)];
      await h.db.execute(write);
      expect(await generationOf(me.id), what).toBeGreaterThan(mine);
      expect(await generationOf(other.id), what).toBe(theirs);
    }
  });

  it('a write that moves rows from one person to another (a merge) moves both', async () => {
    const ctx = testCtx(h.db);
    const [from, to] = [await makeUser(ctx), await makeUser(ctx)];
    const [p] = await h.db.insert(prayers).values({ kind: 'topic', title: 'T', content: 'c' }).returning({ id: prayers.id });
    await h.db.execute(sql`insert into completions (user_id, prayer_id, local_date) values (${from.id}::int, ${p!.id}::int, '2026-03-10')`);
    const [a, b] = [await generationOf(from.id), await generationOf(to.id)];
    await h.db.execute(sql`update completions set user_id = ${to.id}::int where user_id = ${from.id}::int`);
    expect(await generationOf(from.id)).toBeGreaterThan(a);
    expect(await generationOf(to.id)).toBeGreaterThan(b);
  });

  it('every write to prayers moves the content generation; a person’s own writes do not', async () => {
    const ctx = testCtx(h.db);
    const me = await makeUser(ctx);
    let g = await contentGeneration();
    const [p] = await h.db.insert(prayers).values({ kind: 'library', title: 'L', content: 'c' }).returning({ id: prayers.id });
    expect(await contentGeneration()).toBeGreaterThan(g);
    g = await contentGeneration();
    await h.db.execute(sql`update prayers set title = 'L2' where id = ${p!.id}::int`);
    expect(await contentGeneration()).toBeGreaterThan(g);
    g = await contentGeneration();
    await h.db.execute(sql`insert into favorites (user_id, prayer_id) values (${me.id}::int, ${p!.id}::int)`);
    expect(await contentGeneration()).toBe(g);
    await h.db.execute(sql`delete from prayers where id = ${p!.id}::int`);
    expect(await contentGeneration()).toBeGreaterThan(g);
  });
});

/** A Db that counts the statements sent through it (every use case here goes through `execute` or a builder's `execute`). */
function countingDb(db: Db): { db: Db; count: () => number } {
  let n = 0;
  const counted = new Proxy(db, {
    get(target, prop, receiver) {
      const v = Reflect.get(target, prop, receiver) as unknown;
      if (prop === 'execute' && typeof v === 'function') {
        return (...args: unknown[]) => {
          n += 1;
          return (v as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return v;
    },
  });
  return { db: counted, count: () => n };
}

describe('a warm read asks the database nothing; any write makes the next one ask', () => {
  it('Today, the streak, the rhythm, the year, the week, the statistics and the goals', async () => {
    const ctx = testCtx(h.db);
    const me = await makeUser(ctx);
    const { token } = await createSession(ctx, { userId: me.id });
    const cache: ReadCache = createReadCache();
    const counting = countingDb(h.db);
    /** The actor as a GET on the web makes it: freshness from the session read. */
    const webActor = async (): Promise<ActorCtx> => {
      const s = (await getSession(ctx, { token }))!;
      const f = { cache, db: counting.db, user: s.generations.user, content: s.generations.content, language: s.language };
      return { ...actor({ ...ctx, db: counting.db }, me.id), fresh: f };
    };
    const reads = (a: ActorCtx) =>
      Promise.all([getDailyPrayer(a), getStreak(a), getRhythm(a), getYear(a), getWeeklyProgress(a), getStats(a), listActiveGoals(a)]);

    const cold = await reads(await webActor());
    const afterCold = counting.count();
    expect(afterCold).toBeGreaterThan(0);
    expect(await reads(await webActor())).toEqual(cold);
    expect(counting.count()).toBe(afterCold);

    // A prayer prayed in a chat: the database moved the generation; the next reads ask and see it.
    await completePrayer(actor(ctx, me.id), { prayerId: cold[0]!.id, source: 'telegram' });
    const warm = await reads(await webActor());
    expect(counting.count()).toBeGreaterThan(afterCold);
    expect(warm[0]).toMatchObject({ isCompleted: true });
    expect(warm[1]).toEqual({ streak: 1, bestStreak: 1 });
    expect(warm[5]).toMatchObject({ totalPrayers: 1 });

    // A write's own answer never comes from the cache, even with freshness given.
    const fresh = await webActor();
    expect((await setRestDay(fresh, { weekday: 0 })).restDay).toBe(0);
    expect((await getRhythm(await webActor())).restDay).toBe(0);
  });

  it('without freshness (the chats) and inside a transaction every read goes to the database', async () => {
    const ctx = testCtx(h.db);
    const me = await makeUser(ctx);
    const counting = countingDb(h.db);
    const a = actor({ ...ctx, db: counting.db }, me.id);
    await getStats(a);
    await getStats(a);
    expect(counting.count()).toBe(2);
    const f = { cache: createReadCache(), db: h.db, user: await generationOf(me.id), content: null, language: 'en' as const };
    await h.db.transaction(async (tx) => {
      let loads = 0;
      const inTx = { ...actor({ ...ctx, db: tx as unknown as Db }, me.id), fresh: f };
      for (let i = 0; i < 2; i++) await cachedRead(inTx, 'probe', '', async () => ++loads);
      expect(loads).toBe(2);
    });
  });
});
