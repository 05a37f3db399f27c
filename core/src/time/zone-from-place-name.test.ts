import { describe, expect, it } from 'vitest';
import { zoneFromPlaceName } from './zone-from-place-name';

describe('zoneFromPlaceName', () => {
  it.each([
    ['London', 'Europe/London'],
    ['new york', 'America/New_York'],
    ['  Sao Paulo ', 'America/Sao_Paulo'],
    ['Europe/Paris', 'Europe/Paris'],
    ['manila', 'Asia/Manila'],
    ['Atlantis', null],
    ['', null],
    ['x'.repeat(100), null],
  ])('%j -> %j', (text, zone) => expect(zoneFromPlaceName(text)).toBe(zone));
});
