/**
 * A zone from what a person types when a bot asks "which city are you in?" ("London", "new york",
 * "Europe/Paris"). For now only the cities that name a zone (the last part of an IANA name) and
 * the zone names themselves, through time-zones.ts; the lead swaps the body for resolve-zone.ts
 * (cities, abbreviations) at merge. Callers use only this function.
 */
import { canonicalTimeZone, listTimeZones } from './time-zones';

let byCity: Map<string, string> | null = null;

const key = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** The canonical zone for a city or zone name, or null when it names none. */
export function zoneFromPlaceName(text: string): string | null {
  if (typeof text !== 'string' || text.length === 0 || text.length > 64) return null;
  const direct = canonicalTimeZone(text);
  if (direct) return direct;
  if (!byCity) {
    byCity = new Map();
    for (const zone of listTimeZones()) {
      const city = zone.split('/').pop()!;
      // The first zone of a city wins (America/Indiana/Indianapolis over nothing else of that name).
      if (!byCity.has(key(city))) byCity.set(key(city), zone);
    }
  }
  return byCity.get(key(text)) ?? null;
}
