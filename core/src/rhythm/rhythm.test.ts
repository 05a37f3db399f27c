import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@dps/db/client';
import { completions, prayers } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { addDays, instantAtLocal } from '../time/local-day';
import { getStreak } from '../progress/get-streak';
import { pauseRhythm, resumeRhythm, setRestDay } from './change-rhythm';
import { getRhythm, getYear } from './get-rhythm';

let h: DbHandle;
let prayerId: number;
beforeAll(async () => {
  h = await createTestDb();
  const [p] = await h.db.insert(prayers).values({ kind: 'topic', title: 't', content: 't' }).returning({ id: prayers.id });
  prayerId = p!.id;
});
afterAll(() => h.close());

/** A person in `zone` whose clock reads `day` at `time` local; `at(day)` moves it. */
async function person(zone: string, day: string, time = '12:00') {
  const ctx = testCtx(h.db, instantAtLocal(day, time, zone));
  const clock = ctx.clock;
  const u = await makeUser(ctx, { timeZone: zone });
  const me = actor(ctx, u.id, zone);
  return {
    me,
    at: (d: string, t = time) => clock.set(instantAtLocal(d, t, zone)),
    pray: (days: string[]) =>
      h.db.insert(completions).values(days.map((localDate) => ({ userId: u.id, prayerId, localDate }))),
  };
}

const span = (from: string, n: number) => Array.from({ length: n }, (_, i) => addDays(from, i));

describe('getRhythm on a real database', () => {
  it('tells a grace day kept the streak, and how many are held', async () => {
    const p = await person('America/Sao_Paulo', '2026-03-16');
    await p.pray([...span('2026-03-01', 14), '2026-03-16']); // 15 missed
    const r = await getRhythm(p.me);
    expect(r).toMatchObject({ today: '2026-03-16', streak: 15, bestStreak: 15, graceHeld: 1, graceKeptOn: '2026-03-15' });
    // A week later the news is old: no longer told.
    p.at('2026-03-24');
    await p.pray(span('2026-03-17', 8));
    expect(await getRhythm(p.me)).toMatchObject({ streak: 23, graceKeptOn: null, graceHeld: 2 });
  });

  it('a rest day chosen today applies from today on; changing it later keeps the past', async () => {
    const p = await person('Europe/Berlin', '2026-03-02'); // a Monday
    expect((await setRestDay(p.me, { weekday: 0 })).restDay).toBe(0);
    await p.pray(span('2026-03-02', 6)); // Mon..Sat; Sunday the 8th rests
    p.at('2026-03-09');
    await p.pray(['2026-03-09']);
    expect(await getRhythm(p.me)).toMatchObject({ streak: 7, restDay: 0, restReminders: 'gentle' });
    // Saturday from now on: Sunday the 8th stays a rest day.
    expect(await setRestDay(p.me, { weekday: 6, reminders: 'off' })).toMatchObject({ restDay: 6, restReminders: 'off', streak: 7 });
    const year = await getYear(p.me, 2026);
    expect(year.marks[66]).toBe('r'); // 8 March is day 67
    expect(year.restDays).toBe(1);
    expect(await setRestDay(p.me, { weekday: null })).toMatchObject({ restDay: null, restReminders: null });
  });

  it('a pause keeps the streak where it was, resumes early, and is at most 30 days', async () => {
    const p = await person('Asia/Tokyo', '2026-03-05');
    await p.pray(span('2026-03-01', 5));
    expect((await pauseRhythm(p.me, { days: 10 })).pause).toEqual({ from: '2026-03-05', until: '2026-03-14' });
    p.at('2026-03-12');
    expect(await getRhythm(p.me)).toMatchObject({ streak: 5, pause: { from: '2026-03-05', until: '2026-03-14' } });
    expect((await resumeRhythm(p.me)).pause).toBeNull();
    await p.pray(['2026-03-12']);
    expect(await getStreak(p.me)).toEqual({ streak: 6, bestStreak: 6 });
    await expect(pauseRhythm(p.me, { days: 31 })).rejects.toThrow('A pause lasts at most 30 days at a time.');
    await expect(pauseRhythm(p.me, { days: 0 })).rejects.toThrow('Please choose how many days to pause');
    await expect(setRestDay(p.me, { weekday: 7 })).rejects.toThrow('Please choose a day of the week, or none.');
  });

  it('the year grid has a letter for every day, in the person’s zone across a DST change', async () => {
    // New York springs forward on 8 March 2026; praying at 23:59 and 00:01 local lands on the right days.
    const p = await person('America/New_York', '2026-03-07', '23:59');
    await p.pray(['2026-03-07', '2026-03-08', '2026-03-09']);
    p.at('2026-03-09', '00:01');
    const y = await getYear(p.me, 2026);
    expect(y.marks).toHaveLength(365);
    expect(y.marks.slice(65, 68)).toBe('ppp');
    expect(y.daysPrayed).toBe(3);
    expect(y.marks.slice(0, 65)).toBe('n'.repeat(65));
    expect(y.marks.slice(68)).toBe('n'.repeat(297));
    expect((await getYear(p.me, 2024)).marks).toHaveLength(366);
  });
});
