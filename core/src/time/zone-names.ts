/**
 * The one time-zone rule (decision 060). A zone name is accepted only if both sides of the product
 * know it: the JavaScript runtime (Intl, which computes "today" and streaks) and PostgreSQL (which
 * plans the daily deliveries with `AT TIME ZONE`). Names are stored canonical, so an alias such as
 * `US/Pacific-New` — which Node still resolves but PostgreSQL has dropped — is never stored as typed.
 *
 * The accepted set is the runtime's own canonical list (`Intl.supportedValuesOf('timeZone')`), with
 * the few legacy names ICU still prefers mapped to IANA's current ones, plus `UTC` and the fixed
 * `Etc/GMT±N` offsets. A test runs every accepted name through `AT TIME ZONE` on PGlite and on
 * PostgreSQL. Browser-safe (Intl only, no zod: the web's first download uses it, decision 242); the
 * zod schema at core's edge is `ZTimeZone` in time-zones.ts.
 */

/** The message every front end shows for a zone it cannot use. */
export const TIME_ZONE_MESSAGE = 'Please choose a valid time zone, for example Europe/London.';

/**
 * ICU (CLDR) keeps some zones under names IANA has since replaced; the database and newer browsers
 * use the new ones, and so do we. Both names work on both sides; this only decides the spelling.
 */
const ICU_LEGACY_NAMES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** Fixed offsets some devices report; IANA's (and PostgreSQL's) sign: Etc/GMT+5 is UTC-05:00. */
const FIXED_OFFSETS = [
  ...Array.from({ length: 12 }, (_, i) => `Etc/GMT+${i + 1}`),
  ...Array.from({ length: 14 }, (_, i) => `Etc/GMT-${i + 1}`),
];

let accepted: ReadonlySet<string> | null = null;

/** The accepted names, or null where the runtime cannot list its zones (an old browser). */
function acceptedZones(): ReadonlySet<string> | null {
  if (accepted) return accepted;
  const list = (Intl as { supportedValuesOf?: (key: 'timeZone') => string[] }).supportedValuesOf?.('timeZone');
  if (!list) return null;
  accepted = new Set(['UTC', ...FIXED_OFFSETS, ...list.map((name) => ICU_LEGACY_NAMES[name] ?? name)]);
  return accepted;
}

/** Every zone a person may choose, sorted (the canonical spelling of each). */
export function listTimeZones(): string[] {
  return [...(acceptedZones() ?? ['UTC'])].sort();
}

const memo = new Map<string, string | null>();

/**
 * The canonical name of a zone a person typed or a device reported ('america/new_york',
 * 'US/Pacific', 'Asia/Calcutta', 'Etc/UTC' -> 'America/New_York', 'America/Los_Angeles',
 * 'Asia/Kolkata', 'UTC'), or null when it is not a zone both sides know ('Mars/Olympus',
 * '+05:00', 'SystemV/AST4'). Spaces may stand for underscores ('America/New York').
 */
export function canonicalTimeZone(input: unknown): string | null {
  // Length first: a body may carry a megabyte where a zone belongs, and no pattern reads it.
  if (typeof input !== 'string' || input.length > 200) return null;
  const name = input.trim().replace(/ +/g, '_');
  if (name.length === 0 || name.length > 64) return null;
  const known = memo.get(name);
  if (known !== undefined) return known;
  let resolved: string | null;
  try {
    // Intl matches names case-insensitively and resolves links to the zone they stand for.
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    resolved = null;
  }
  const zones = acceptedZones();
  const canonical = resolved === null ? null : (ICU_LEGACY_NAMES[resolved] ?? resolved);
  // Without a list (an old browser) the runtime's word is taken; the server always has the list.
  const result = canonical !== null && (zones === null || zones.has(canonical)) ? canonical : null;
  if (memo.size >= 2000) memo.clear(); // inputs can be anything: keep the memo bounded
  memo.set(name, result);
  return result;
}

/** Parse a zone for a front end that answers in its own words: the canonical name, or the message. */
export function parseTimeZone(input: unknown): { ok: true; timeZone: string } | { ok: false; message: string } {
  const timeZone = canonicalTimeZone(input);
  return timeZone ? { ok: true, timeZone } : { ok: false, message: TIME_ZONE_MESSAGE };
}

/** A stored zone made safe to compute with: its canonical name, else UTC (a row written before the rule). */
export function usableTimeZone(stored: string | null | undefined): string {
  return canonicalTimeZone(stored) ?? 'UTC';
}

/** The city part of a zone as people read it: 'America/Sao_Paulo' -> 'Sao Paulo'; 'UTC' -> 'UTC'. */
export function zoneCity(timeZone: string): string {
  return timeZone.slice(timeZone.lastIndexOf('/') + 1).replaceAll('_', ' ');
}
