/**
 * The start buttons of /watch (decision 350) as instants in the group's zone, with a pinned clock:
 * an hour from now on the next five minutes, tonight and tomorrow at the wall-clock hour across a
 * daylight saving change, and "tonight" left out once it has passed.
 */
import { describe, expect, it } from 'vitest';
import { wordsFor } from '../words';
import { flowMessage, startOf, type WatchDraft } from './watch-flow-steps';

const draft = (over: Partial<WatchDraft> = {}): WatchDraft => ({
  starter: 1,
  starterName: 'Ada',
  askedIn: 1,
  timeZone: 'America/New_York',
  title: 'Night watch',
  requestId: null,
  ...over,
});
const labels = (m: ReturnType<typeof flowMessage>) => m.keyboard.inline_keyboard.flat().map((b) => b.text);

describe('the start buttons', () => {
  it('“In 1 hour” is an hour from now on the next five minutes', () => {
    expect(startOf('h1', new Date('2026-12-08T10:01:30Z'), 'America/New_York').toISOString()).toBe(
      '2026-12-08T11:05:00.000Z',
    );
    expect(startOf('h1', new Date('2026-12-08T10:00:00Z'), 'Asia/Kolkata').toISOString()).toBe(
      '2026-12-08T11:00:00.000Z',
    );
  });

  it('tomorrow 08:00 is 08:00 on the wall clock across a daylight saving change', () => {
    // Saturday March 13, 2027 in New York; clocks go forward that night.
    const now = new Date('2027-03-13T15:00:00Z');
    expect(startOf('t20', now, 'America/New_York').toISOString()).toBe('2027-03-14T01:00:00.000Z'); // EST
    expect(startOf('m08', now, 'America/New_York').toISOString()).toBe('2027-03-14T12:00:00.000Z'); // EDT
    // In Kolkata (no change, half an hour off the hour).
    expect(startOf('m20', now, 'Asia/Kolkata').toISOString()).toBe('2027-03-14T14:30:00.000Z');
  });

  it('“Tonight” is left out once 20:00 has passed in the group’s zone', () => {
    const before = flowMessage(draft(), wordsFor('en'), new Date('2026-12-09T00:30:00Z')); // 19:30 in New York
    expect(labels(before)).toContain('Tonight 20:00');
    const after = flowMessage(draft(), wordsFor('es'), new Date('2026-12-09T01:30:00Z')); // 20:30
    expect(labels(after)).toEqual([
      'En 1 hora · 21:30',
      'Mañana 08:00',
      'Mañana 20:00',
      '⌨️ Escribir una hora',
      '✖ Cancelar',
    ]);
  });
});
