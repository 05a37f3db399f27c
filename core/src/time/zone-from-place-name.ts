/**
 * A zone from what a person types when a bot asks "which city are you in?" ("London", "new york",
 * "São Paulo", "EST", "Europe/Paris"): the one zone resolver (resolve-zone.ts, decision 190).
 */
import { resolveZone } from './resolve-zone';

/** The canonical zone for a city, abbreviation or zone name, or null when it names none. */
export function zoneFromPlaceName(text: string): string | null {
  if (typeof text !== 'string' || text.length === 0 || text.length > 64) return null;
  const r = resolveZone(text);
  return r.ok ? r.timeZone : null;
}
