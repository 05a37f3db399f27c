import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type DbHandle } from '@dps/db/client';
import { createTestDb } from '../../test/create-test-db';
import { localDate, localTime } from './local-day';
import { canonicalTimeZone, listTimeZones, parseTimeZone, TIME_ZONE_MESSAGE, ZTimeZone } from './time-zones';
import { parseInput } from '../validate';

describe('canonicalTimeZone: one rule for every entry point', () => {
  it.each([
    ['Europe/London', 'Europe/London'],
    ['europe/london', 'Europe/London'],
    ['  America/New York ', 'America/New_York'],
    ['US/Pacific', 'America/Los_Angeles'],
    // Node still resolves the alias; PostgreSQL dropped it in 2020: stored by its real name.
    ['US/Pacific-New', 'America/Los_Angeles'],
    ['Asia/Calcutta', 'Asia/Kolkata'],
    ['Asia/Kolkata', 'Asia/Kolkata'],
    ['Europe/Kiev', 'Europe/Kyiv'],
    ['America/Godthab', 'America/Nuuk'],
    ['Etc/UTC', 'UTC'],
    ['GMT', 'UTC'],
    ['UTC', 'UTC'],
    ['Etc/GMT+5', 'Etc/GMT+5'],
  ])('%s -> %s', (input, canonical) => {
    expect(canonicalTimeZone(input)).toBe(canonical);
    expect(canonicalTimeZone(canonical)).toBe(canonical); // canonical names are fixed points
  });

  it.each([
    'Mars/Olympus_Mons',
    '',
    '   ',
    '+05:00',
    'UTC+5', // PostgreSQL reads POSIX offsets with the sign reversed: never accepted
    'SystemV/AST4', // ICU knows it, PostgreSQL does not
    'Factory',
    'localtime',
    'Europe/London/',
    'A'.repeat(65),
    null,
    42,
  ])('refuses %j', (input) => {
    expect(canonicalTimeZone(input)).toBeNull();
    expect(parseTimeZone(input)).toEqual({ ok: false, message: TIME_ZONE_MESSAGE });
  });

  it('refuses a body-sized value by its length, before any pattern reads it', () => {
    // Trimmed, this would be a real zone: only the length check refuses it.
    expect(canonicalTimeZone(`Europe/London${' '.repeat(1_000_000)}`)).toBeNull();
  });

  it('the zod schema answers with the message every front end shows', () => {
    expect(ZTimeZone.parse('us/pacific')).toBe('America/Los_Angeles');
    const bad = ZTimeZone.safeParse('Mars/Base');
    expect(bad.success).toBe(false);
    // Its message is the catalogue's key; core's edge answers that key's words.
    expect(bad.error!.issues[0]!.message).toBe('timeZone');
    expect(() => parseInput(ZTimeZone, 'Mars/Base')).toThrow('Please choose a valid time zone, for example Europe/London.');
  });

  it('lists canonical names only', () => {
    const zones = listTimeZones();
    expect(zones).toEqual(
      expect.arrayContaining(['UTC', 'Europe/London', 'Asia/Kolkata', 'America/Argentina/Buenos_Aires']),
    );
    expect(zones).not.toContain('Asia/Calcutta');
    expect(zones).not.toContain('US/Pacific');
    expect(zones.length).toBeGreaterThan(400);
    for (const z of zones) expect(canonicalTimeZone(z), z).toBe(z);
  });
});

describe('every accepted zone works in the database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set)', () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await createTestDb();
  });
  afterAll(() => h.close());

  it('AT TIME ZONE accepts each one and agrees with the runtime on the local time', async () => {
    const zones = listTimeZones();
    // Mid-winter and mid-summer of the north, so both sides of daylight saving time are compared.
    for (const instant of ['2026-01-15T12:34:00Z', '2026-07-15T12:34:00Z']) {
      const rows = await queryRows<{ tz: string; known: boolean; local: string }>(
        h.db,
        sql`select tz, is_known_time_zone(tz) as known,
                   to_char(${instant}::timestamptz at time zone tz, 'YYYY-MM-DD HH24:MI') as local
            from unnest(string_to_array(${zones.join(',')}, ',')) as tz`,
      );
      expect(rows).toHaveLength(zones.length);
      const disagree = rows.filter(
        (r) => !r.known || r.local !== `${localDate(new Date(instant), r.tz)} ${localTime(new Date(instant), r.tz)}`,
      );
      expect(disagree, instant).toEqual([]);
    }
  });

  it('is_known_time_zone says no, instead of failing, for names the database refuses', async () => {
    const rows = await queryRows<{ tz: string | null; known: boolean }>(
      h.db,
      sql`select tz, is_known_time_zone(tz) as known
          from (values ('US/Pacific-New'), ('Mars/Olympus_Mons'), (''), (null), ('Europe/London')) as v(tz)`,
    );
    expect(rows.map((r) => r.known)).toEqual([false, false, false, false, true]);
  });
});
