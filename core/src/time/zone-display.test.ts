/** Zones as people write them (decision 272): never an id, in the reader's language. */
import { describe, expect, it } from 'vitest';
import { listTimeZones } from './zone-names';
import { zoneName } from './zone-display';

describe('zoneName', () => {
  it('names a zone by its city, in English and Spanish', () => {
    expect(zoneName('America/New_York', 'en')).toBe('New York');
    expect(zoneName('America/New_York', 'es')).toBe('Nueva York');
    expect(zoneName('America/Mexico_City', 'en')).toBe('Mexico City');
    expect(zoneName('America/Mexico_City', 'es')).toBe('Ciudad de México');
    expect(zoneName('America/Sao_Paulo', 'en')).toBe('São Paulo');
    expect(zoneName('Europe/London', 'es')).toBe('Londres');
    expect(zoneName('Europe/Berlin', 'en')).toBe('Berlin');
    expect(zoneName('America/Argentina/Buenos_Aires', 'es')).toBe('Buenos Aires');
    expect(zoneName('Pacific/Honolulu', 'es')).toBe('Honolulu');
  });

  it('writes offsets and UTC as people do', () => {
    expect(zoneName('Etc/GMT+5', 'en')).toBe('UTC−5');
    expect(zoneName('Etc/GMT-3', 'es')).toBe('UTC+3');
    expect(zoneName('UTC', 'es')).toBe('UTC');
    expect(zoneName(null, 'en')).toBe('UTC');
  });

  it('never gives an id for any zone a person may choose, in either language', () => {
    for (const zone of listTimeZones())
      for (const lang of ['en', 'es'] as const) {
        const name = zoneName(zone, lang);
        expect(name, zone).not.toMatch(/[/_]/);
        expect(name.length, zone).toBeGreaterThan(1);
      }
  });
});
