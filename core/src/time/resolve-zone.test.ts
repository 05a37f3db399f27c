import { describe, expect, it } from 'vitest';
import { describeZone, resolveZone, ZONE_NOT_FOUND_MESSAGE } from './resolve-zone';
import { canonicalTimeZone, listTimeZones } from './time-zones';

describe('resolveZone: zones as people say them', () => {
  it.each([
    ['EST', 'America/New_York'],
    ['EDT', 'America/New_York'],
    ['est', 'America/New_York'],
    ['PST', 'America/Los_Angeles'],
    ['MST', 'America/Denver'],
    ['CST', 'America/Chicago'],
    ['CET', 'Europe/Berlin'],
    ['berlin', 'Europe/Berlin'],
    ['Berlin', 'Europe/Berlin'],
    ['Berlin, Germany', 'Europe/Berlin'],
    ['Sao Paulo', 'America/Sao_Paulo'],
    ['São Paulo', 'America/Sao_Paulo'],
    ['sao_paulo', 'America/Sao_Paulo'],
    ['new york', 'America/New_York'],
    ['New York City', 'America/New_York'],
    ['buenos aires', 'America/Argentina/Buenos_Aires'],
    ['kolkata', 'Asia/Kolkata'],
    ['Mumbai', 'Asia/Kolkata'],
    ['kyiv', 'Europe/Kyiv'],
    ['Kiev', 'Europe/Kyiv'],
    ['St. Louis', 'America/Chicago'],
    ['Europe/Berlin', 'Europe/Berlin'],
    ['US/Pacific', 'America/Los_Angeles'],
    ['UTC', 'UTC'],
    ['GMT', 'UTC'],
  ])('%s -> %s', (input, zone) => {
    expect(resolveZone(input)).toEqual({ ok: true, timeZone: zone });
  });

  it.each(['', '   ', 'Atlantis', 'UTC+2', '+05:00', 'SystemV/AST4', 'x'.repeat(81), null])('refuses %s', (input) => {
    expect(resolveZone(input)).toEqual({ ok: false, message: ZONE_NOT_FOUND_MESSAGE });
  });

  it('never resolves an abbreviation to a zone without daylight saving where the person has it', () => {
    // America/Panama is what the IANA link EST means; New York moves its clocks.
    const jan = new Date('2026-01-15T12:00:00Z');
    const jul = new Date('2026-07-15T12:00:00Z');
    for (const abbreviation of ['EST', 'EDT', 'CST', 'MST', 'PST', 'CET', 'EET', 'WET']) {
      const result = resolveZone(abbreviation);
      if (!result.ok) throw new Error(abbreviation);
      const hour = (d: Date) =>
        new Intl.DateTimeFormat('en-GB', { timeZone: result.timeZone, hour: '2-digit', hourCycle: 'h23' }).format(d);
      expect(hour(jan), abbreviation).not.toBe(hour(jul));
    }
  });

  it('only ever answers a zone the one zone rule accepts', () => {
    const accepted = new Set(listTimeZones());
    for (const input of ['EST', 'berlin', 'rio', 'hanoi', 'IST', 'AEST', 'NZDT', 'cape town', 'z']) {
      const result = resolveZone(input);
      expect(result.ok, input).toBe(true);
      if (result.ok) {
        expect(accepted.has(result.timeZone), result.timeZone).toBe(true);
        expect(canonicalTimeZone(result.timeZone)).toBe(result.timeZone);
      }
    }
  });

  it('every IANA city resolves by its name alone, to itself unless an alias says otherwise', () => {
    let checked = 0;
    for (const zone of listTimeZones()) {
      if (!zone.includes('/') || zone.startsWith('Etc/')) continue;
      const city = zone.slice(zone.lastIndexOf('/') + 1).replaceAll('_', ' ');
      expect(resolveZone(city).ok, city).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('a confirmation names the zone with the local time now', () => {
    const now = new Date('2026-07-01T12:09:00Z');
    expect(describeZone('Europe/Berlin', now)).toBe('Berlin (Europe/Berlin), where it is now 14:09');
    expect(describeZone('America/Sao_Paulo', now)).toBe('Sao Paulo (America/Sao_Paulo), where it is now 09:09');
    expect(describeZone('UTC', now)).toBe('UTC, where it is now 12:09');
  });
});
