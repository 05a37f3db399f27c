/**
 * The admin calendar's rules (decision 165) on a real database: one scheduled prayer per date
 * (a second asks to replace), a live date is only corrected in place (completions and reflections
 * stay), a deleted future date falls back to the library, and an import is all or nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { completions, prayers, reflections, topics } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import type { ActorCtx } from '../context';
import { completePrayer } from '../prayers/complete-prayer';
import { getDailyPrayer, pickDailyPrayer } from '../prayers/get-daily-prayer';
import { createReflection } from '../reflections/create-reflection';
import { listAdminCalendar } from './admin-calendar';
import { LIVE_TITLE, REPLACE_TITLE } from './admin-messages';
import { createDailyPrayer } from './create-daily-prayer';
import { deleteDailyPrayer } from './delete-daily-prayer';
import { importDailyPrayers } from './import-daily-prayers';
import { latestBegunDate } from './live-date';
import { updateDailyPrayer } from './update-daily-prayer';

// 2026-03-10 12:00 UTC: it is already 2026-03-11 in Kiritimati (UTC+14), so the 11th is live; the 12th is not.
const NOW = '2026-03-10T12:00:00Z';
let h: DbHandle;
let admin: ActorCtx;
let member: ActorCtx;
let hopeId: number;

const form = (date: string, title = `Prayer for ${date}`) => ({
  title,
  content: `Lord, be near on ${date}.`,
  scripture: 'Let your gentleness be known to all men. The Lord is at hand.',
  scripture_reference: 'Philippians 4:5',
  topic_id: hopeId,
  date,
});
const scheduledRows = (date: string) =>
  h.db
    .select({ id: prayers.id, title: prayers.title })
    .from(prayers)
    .where(and(eq(prayers.kind, 'daily'), eq(prayers.date, date), sql`replaced_at is null`));

beforeAll(async () => {
  h = await createTestDb();
  const ctx = testCtx(h.db, NOW);
  admin = actor(ctx, (await makeUser(ctx, { role: 'admin' })).id);
  member = actor(ctx, (await makeUser(ctx)).id);
  hopeId = (await h.db.select({ id: topics.id }).from(topics).where(eq(topics.name, 'Hope')))[0]!.id;
});
afterAll(() => h.close());

describe('one scheduled prayer per date', () => {
  it('a second prayer for a date asks "Replace it?" (409) and writes nothing; replace: true swaps it', async () => {
    const first = await createDailyPrayer(admin, form('2026-04-01', 'First'));
    await expect(createDailyPrayer(admin, form('2026-04-01', 'Second'))).rejects.toMatchObject({
      code: 'conflict',
      status: 409,
      title: REPLACE_TITLE,
      message: '2026-04-01 already has a scheduled prayer, “First”. Replace it?',
    });
    expect(await scheduledRows('2026-04-01')).toEqual([{ id: first.id, title: 'First' }]);
    const second = await createDailyPrayer(admin, { ...form('2026-04-01', 'Second'), replace: true });
    expect(await scheduledRows('2026-04-01')).toEqual([{ id: second.id, title: 'Second' }]);
    expect((await pickDailyPrayer(admin, { date: '2026-04-01' }))!.title).toBe('Second');
  });

  it('the database itself refuses a second current prayer for a date (partial unique index)', async () => {
    await createDailyPrayer(admin, form('2026-04-02'));
    await expect(
      h.db.insert(prayers).values({ kind: 'daily', title: 'Sneaked in', content: 'c', date: '2026-04-02' }),
    ).rejects.toThrow();
    // A replaced prayer (kept from before the rule) may share the date.
    await h.db
      .insert(prayers)
      .values({ kind: 'daily', title: 'Old duplicate', content: 'c', date: '2026-04-02', replacedAt: new Date(NOW) });
    expect((await pickDailyPrayer(admin, { date: '2026-04-02' }))!.title).toBe('Prayer for 2026-04-02');
  });

  it('moving a future prayer onto a taken date asks too', async () => {
    const a = await createDailyPrayer(admin, form('2026-04-03', 'A'));
    await createDailyPrayer(admin, form('2026-04-04', 'B'));
    await expect(updateDailyPrayer(admin, { id: a.id, fields: form('2026-04-04', 'A') })).rejects.toMatchObject({
      title: REPLACE_TITLE,
    });
    await updateDailyPrayer(admin, { id: a.id, fields: { ...form('2026-04-04', 'A'), replace: true } });
    expect(await scheduledRows('2026-04-04')).toEqual([{ id: a.id, title: 'A' }]);
    expect(await scheduledRows('2026-04-03')).toEqual([]);
  });
});

describe('a live date (begun anywhere, UTC+14)', () => {
  it('is the 11th at 12:00 UTC on the 10th', () => {
    expect(latestBegunDate(new Date(NOW))).toBe('2026-03-11');
  });

  it('can only be corrected in place: same prayer id, so completions and reflections survive', async () => {
    // Scheduled before the day began (an earlier clock), then prayed and reflected on today.
    const earlier = actor(testCtx(h.db, '2026-03-01T00:00:00Z'), admin.userId);
    const today = await createDailyPrayer(earlier, form('2026-03-10', 'Typo in the titel'));
    expect((await getDailyPrayer(member))!.id).toBe(today.id);
    await completePrayer(member, { prayerId: today.id });
    await createReflection(member, { prayerId: today.id, content: 'Thank you.', isPublic: true });

    // Another prayer for a live date: refused, whether it asks to replace or not.
    for (const replace of [false, true])
      await expect(createDailyPrayer(admin, { ...form('2026-03-10', 'Swap'), replace })).rejects.toMatchObject({
        code: 'conflict',
        title: LIVE_TITLE,
      });
    // The live library day (the 11th in Kiritimati) cannot be given a scheduled prayer either.
    await expect(createDailyPrayer(admin, form('2026-03-11'))).rejects.toMatchObject({ title: LIVE_TITLE });
    // Moving it off its date, or deleting it: refused.
    await expect(updateDailyPrayer(admin, { id: today.id, fields: form('2026-05-01', 'Moved') })).rejects.toMatchObject(
      {
        code: 'conflict',
        title: LIVE_TITLE,
      },
    );
    await expect(deleteDailyPrayer(admin, { id: today.id })).rejects.toMatchObject({
      code: 'conflict',
      title: LIVE_TITLE,
    });

    // Correcting the wording in place: the same id; the person still sees "Completed!".
    const fixed = await updateDailyPrayer(admin, {
      id: today.id,
      fields: form('2026-03-10', 'Typo in the title fixed'),
    });
    expect(fixed.id).toBe(today.id);
    const seen = (await getDailyPrayer(member))!;
    expect(seen).toMatchObject({ id: today.id, title: 'Typo in the title fixed', isCompleted: true });
    expect(await h.db.$count(completions, eq(completions.prayerId, today.id))).toBe(1);
    expect(await h.db.$count(reflections, eq(reflections.prayerId, today.id))).toBe(1);
    const day = (await listAdminCalendar(admin)).days.find((d) => d.date === '2026-03-10')!;
    expect(day).toMatchObject({
      source: 'scheduled',
      live: true,
      prayer: { id: today.id, title: 'Typo in the title fixed' },
    });
  });
});

describe('deleting a future date', () => {
  it('falls back to the library prayer of that date', async () => {
    const before = (await pickDailyPrayer(admin, { date: '2026-06-01' }))!;
    expect(before.kind).toBe('library');
    const scheduled = await createDailyPrayer(admin, form('2026-06-01', 'Special'));
    expect((await pickDailyPrayer(admin, { date: '2026-06-01' }))!.id).toBe(scheduled.id);
    expect(await deleteDailyPrayer(admin, { id: scheduled.id })).toEqual({ date: '2026-06-01' });
    const after = (await pickDailyPrayer(admin, { date: '2026-06-01' }))!;
    expect(after).toMatchObject({ id: before.id, kind: 'library' });
    const day = (await listAdminCalendar(admin)).days.find((d) => d.date === '2026-06-01')!;
    expect(day).toMatchObject({ source: 'library', live: false, prayer: { id: before.id } });
    await expect(deleteDailyPrayer(admin, { id: scheduled.id })).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('the calendar', () => {
  it('runs from 30 days back to 90 ahead of the admin’s today, each date with its source; admin only', async () => {
    const cal = await listAdminCalendar(admin);
    expect(cal.today).toBe('2026-03-10');
    expect(cal.latestLiveDate).toBe('2026-03-11');
    expect(cal.days).toHaveLength(121);
    expect(cal.days[0]!.date).toBe('2026-02-08');
    expect(cal.days.at(-1)!.date).toBe('2026-06-08');
    for (const d of cal.days) {
      expect(d.live).toBe(d.date <= '2026-03-11');
      expect(d.prayer).not.toBeNull();
      expect((await pickDailyPrayer(admin, { date: d.date }))!.id).toBe(d.prayer!.id);
    }
    expect(cal.days.find((d) => d.date === '2026-04-01')).toMatchObject({
      source: 'scheduled',
      prayer: { title: 'Second' },
    });
    await expect(listAdminCalendar(member)).rejects.toMatchObject({ code: 'forbidden' });
  });
});

describe('import', () => {
  const csv = (rows: string[]) => ['date,title,content,scripture,scripture_reference,topic', ...rows].join('\n');

  it('writes nothing when any row is invalid, and reports every row', async () => {
    const count = await h.db.$count(prayers);
    const report = await importDailyPrayers(admin, {
      format: 'csv',
      text: csv([
        '2026-07-01,Good one,"Lord, hear us.",,,Hope',
        '2026-07-02,,No title,,,Hope',
        '2026-07-01,Same date again,Text,,,Hope',
        '2026-02-30,Bad date,Text,,,Hope',
        '2026-03-11,Live date,Text,,,Hope',
        '2026-07-03,Unknown topic,Text,,,Gardening',
        '2026-04-01,Taken date,Text,,,hope',
      ]),
    });
    expect(report.imported).toBe(0);
    expect(report.invalid).toBe(6);
    expect(report.rows.map((r) => [r.row, r.status, r.errors])).toEqual([
      [1, 'new', []],
      [2, 'invalid', ['Please fill in all required fields']],
      [3, 'invalid', ['2026-07-01 appears twice in the file (rows 1 and 3).']],
      [4, 'invalid', ['Please choose a valid date (yyyy-MM-dd).']],
      [5, 'invalid', ["2026-03-11 has already begun somewhere in the world; its prayer can't be replaced."]],
      [6, 'invalid', ['Unknown topic “Gardening”.']],
      [7, 'invalid', ['2026-04-01 already has a scheduled prayer, “Second”. Tick “Replace” to overwrite it.']],
    ]);
    expect(await h.db.$count(prayers)).toBe(count);
  });

  it('writes every row in one go when all are valid (CSV and JSON), replacing only when asked', async () => {
    const report = await importDailyPrayers(admin, {
      format: 'csv',
      text: csv([
        '2026-07-01,"July, first","Line one\nLine two",,Psalm 46:10,Hope',
        '2026-07-02,July second,Text,,,HOPE',
      ]),
    });
    expect(report).toMatchObject({ imported: 2, invalid: 0 });
    expect((await pickDailyPrayer(admin, { date: '2026-07-01' }))!).toMatchObject({
      kind: 'daily',
      title: 'July, first',
      content: 'Line one\nLine two',
      scriptureReference: 'Psalm 46:10',
    });
    const json = JSON.stringify([
      { date: '2026-07-02', title: 'July second, new', content: 'New text', topic_id: hopeId },
      { date: '2026-07-03', title: 'July third', content: 'Text', topic: 'Hope' },
    ]);
    const refused = await importDailyPrayers(admin, { format: 'json', text: json });
    expect(refused.imported).toBe(0);
    expect(refused.rows[0]!.errors[0]).toContain('already has a scheduled prayer');
    const replaced = await importDailyPrayers(admin, { format: 'json', text: json, replace: true });
    expect(replaced).toMatchObject({ imported: 2, rows: [{ status: 'replaces' }, { status: 'new' }] });
    expect(await scheduledRows('2026-07-02')).toEqual([{ id: expect.any(Number), title: 'July second, new' }]);
  });

  it('refuses an unreadable file with one clear message, and is for admins only', async () => {
    await expect(importDailyPrayers(admin, { format: 'csv', text: 'date,title\n"unclosed,x' })).rejects.toMatchObject({
      code: 'validation',
      message: expect.stringContaining('could not be read'),
    });
    await expect(importDailyPrayers(admin, { format: 'json', text: '{"x":1}' })).rejects.toMatchObject({
      code: 'validation',
    });
    await expect(importDailyPrayers(member, { format: 'json', text: '[]' })).rejects.toMatchObject({
      code: 'forbidden',
    });
  });
});
