/**
 * A time zone as people say it -> the canonical IANA zone they mean. 'berlin', 'Sao Paulo',
 * 'São Paulo', 'new york', 'EST', 'Europe/Berlin' all resolve; the result is always a zone the one
 * zone rule accepts (`time-zones.ts`, decision 060). Every channel uses this for typed zones (web
 * settings, Telegram `/timezone`, Slack `timezone` and `subscribe`). Browser-safe (Intl only).
 *
 * Order: the alias table (abbreviations and cities IANA does not name), then an IANA name
 * (`Europe/Berlin`, `US/Pacific`), then a city from the IANA names (the last part: `Sao_Paulo` is
 * "sao paulo"). Abbreviations go first because several are also old IANA names for zones without
 * daylight saving (`EST` is America/Panama there): a person who types EST means New York.
 */
import { z } from 'zod';
import { issue } from '../validate';
import { canonicalTimeZone, listTimeZones, zoneCity } from './zone-names';
import { localTime } from './local-day';

export { zoneCity } from './zone-names';

/** What every channel answers for a zone it cannot place. */
export const ZONE_NOT_FOUND_MESSAGE =
  'I could not find that time zone. Try a city (Berlin, New York, São Paulo), an abbreviation (EST, CET) or a name like Europe/London.';

export type ZoneResolution = { ok: true; timeZone: string } | { ok: false; message: string };

/**
 * What people type that is not an IANA city. Abbreviations always name the zone with daylight
 * saving a person means (EST and EDT are both New York: nobody in New York types EDT in winter).
 */
const ALIASES: Readonly<Record<string, string>> = {
  // North America
  est: 'America/New_York',
  edt: 'America/New_York',
  et: 'America/New_York',
  eastern: 'America/New_York',
  'eastern time': 'America/New_York',
  cst: 'America/Chicago',
  cdt: 'America/Chicago',
  ct: 'America/Chicago',
  central: 'America/Chicago',
  'central time': 'America/Chicago',
  mst: 'America/Denver',
  mdt: 'America/Denver',
  mt: 'America/Denver',
  mountain: 'America/Denver',
  'mountain time': 'America/Denver',
  pst: 'America/Los_Angeles',
  pdt: 'America/Los_Angeles',
  pt: 'America/Los_Angeles',
  pacific: 'America/Los_Angeles',
  'pacific time': 'America/Los_Angeles',
  akst: 'America/Anchorage',
  akdt: 'America/Anchorage',
  hst: 'Pacific/Honolulu',
  hawaii: 'Pacific/Honolulu',
  ast: 'America/Halifax',
  adt: 'America/Halifax',
  nst: 'America/St_Johns',
  ndt: 'America/St_Johns',
  nyc: 'America/New_York',
  ny: 'America/New_York',
  'new york city': 'America/New_York',
  washington: 'America/New_York',
  'washington dc': 'America/New_York',
  dc: 'America/New_York',
  boston: 'America/New_York',
  philadelphia: 'America/New_York',
  atlanta: 'America/New_York',
  miami: 'America/New_York',
  orlando: 'America/New_York',
  charlotte: 'America/New_York',
  pittsburgh: 'America/New_York',
  baltimore: 'America/New_York',
  montreal: 'America/Toronto',
  ottawa: 'America/Toronto',
  houston: 'America/Chicago',
  dallas: 'America/Chicago',
  austin: 'America/Chicago',
  'san antonio': 'America/Chicago',
  nashville: 'America/Chicago',
  minneapolis: 'America/Chicago',
  'st louis': 'America/Chicago',
  'saint louis': 'America/Chicago',
  'new orleans': 'America/Chicago',
  'kansas city': 'America/Chicago',
  'salt lake city': 'America/Denver',
  albuquerque: 'America/Denver',
  'los angeles': 'America/Los_Angeles',
  la: 'America/Los_Angeles',
  'san francisco': 'America/Los_Angeles',
  sf: 'America/Los_Angeles',
  'san diego': 'America/Los_Angeles',
  'san jose': 'America/Los_Angeles',
  seattle: 'America/Los_Angeles',
  portland: 'America/Los_Angeles',
  'las vegas': 'America/Los_Angeles',
  // South America
  brt: 'America/Sao_Paulo',
  'rio de janeiro': 'America/Sao_Paulo',
  rio: 'America/Sao_Paulo',
  brasilia: 'America/Sao_Paulo',
  art: 'America/Argentina/Buenos_Aires',
  // Europe and Africa
  bst: 'Europe/London',
  uk: 'Europe/London',
  england: 'Europe/London',
  manchester: 'Europe/London',
  edinburgh: 'Europe/London',
  birmingham: 'Europe/London',
  ist: 'Asia/Kolkata',
  wet: 'Europe/Lisbon',
  west: 'Europe/Lisbon',
  cet: 'Europe/Berlin',
  cest: 'Europe/Berlin',
  met: 'Europe/Berlin',
  mez: 'Europe/Berlin',
  mesz: 'Europe/Berlin',
  germany: 'Europe/Berlin',
  munich: 'Europe/Berlin',
  münchen: 'Europe/Berlin',
  frankfurt: 'Europe/Berlin',
  hamburg: 'Europe/Berlin',
  cologne: 'Europe/Berlin',
  köln: 'Europe/Berlin',
  france: 'Europe/Paris',
  lyon: 'Europe/Paris',
  milan: 'Europe/Rome',
  italy: 'Europe/Rome',
  spain: 'Europe/Madrid',
  barcelona: 'Europe/Madrid',
  geneva: 'Europe/Zurich',
  'the hague': 'Europe/Amsterdam',
  rotterdam: 'Europe/Amsterdam',
  eet: 'Europe/Athens',
  eest: 'Europe/Athens',
  kiev: 'Europe/Kyiv',
  msk: 'Europe/Moscow',
  'st petersburg': 'Europe/Moscow',
  'saint petersburg': 'Europe/Moscow',
  wat: 'Africa/Lagos',
  abuja: 'Africa/Lagos',
  cat: 'Africa/Maputo',
  eat: 'Africa/Nairobi',
  sast: 'Africa/Johannesburg',
  'cape town': 'Africa/Johannesburg',
  'tel aviv': 'Asia/Jerusalem',
  // Asia and Oceania
  india: 'Asia/Kolkata',
  mumbai: 'Asia/Kolkata',
  bombay: 'Asia/Kolkata',
  delhi: 'Asia/Kolkata',
  'new delhi': 'Asia/Kolkata',
  bangalore: 'Asia/Kolkata',
  bengaluru: 'Asia/Kolkata',
  chennai: 'Asia/Kolkata',
  calcutta: 'Asia/Kolkata',
  beijing: 'Asia/Shanghai',
  china: 'Asia/Shanghai',
  shenzhen: 'Asia/Shanghai',
  guangzhou: 'Asia/Shanghai',
  hkt: 'Asia/Hong_Kong',
  sgt: 'Asia/Singapore',
  jst: 'Asia/Tokyo',
  japan: 'Asia/Tokyo',
  osaka: 'Asia/Tokyo',
  kyoto: 'Asia/Tokyo',
  kst: 'Asia/Seoul',
  korea: 'Asia/Seoul',
  philippines: 'Asia/Manila',
  saigon: 'Asia/Ho_Chi_Minh',
  'ho chi minh city': 'Asia/Ho_Chi_Minh',
  hanoi: 'Asia/Bangkok',
  aest: 'Australia/Sydney',
  aedt: 'Australia/Sydney',
  canberra: 'Australia/Sydney',
  acst: 'Australia/Adelaide',
  acdt: 'Australia/Adelaide',
  awst: 'Australia/Perth',
  nzst: 'Pacific/Auckland',
  nzdt: 'Pacific/Auckland',
  'new zealand': 'Pacific/Auckland',
  wellington: 'Pacific/Auckland',
  // The plain offsets people type for "no zone"
  utc: 'UTC',
  z: 'UTC',
  zulu: 'UTC',
};

/** 'São Paulo ' -> 'sao paulo'; 'Sao_Paulo' -> 'sao paulo'; 'St. Louis' -> 'st louis'. */
function normalise(input: string): string {
  return input
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '') // accents: 'são' -> 'sao' (ASCII range class; linear)
    .toLowerCase()
    .replaceAll('_', ' ')
    .replaceAll('.', '')
    .replaceAll('-', ' ')
    .split(' ')
    .filter((w) => w.length > 0)
    .join(' ');
}

let cities: ReadonlyMap<string, string> | null = null;

/**
 * City -> zone from the accepted IANA names ('America/Argentina/Buenos_Aires' gives "buenos aires").
 * Built once from `listTimeZones()`, so only zones the rule accepts; `Etc/…` are not cities.
 */
function cityIndex(): ReadonlyMap<string, string> {
  if (cities) return cities;
  const index = new Map<string, string>();
  for (const zone of listTimeZones()) {
    if (!zone.includes('/') || zone.startsWith('Etc/')) continue;
    const city = normalise(zone.slice(zone.lastIndexOf('/') + 1));
    if (!index.has(city)) index.set(city, zone);
  }
  cities = index;
  return index;
}

/** Aliases resolved through the one rule, so a runtime without one of them never yields it. */
function alias(key: string): string | null {
  const zone = ALIASES[key];
  return zone === undefined ? null : canonicalTimeZone(zone);
}

/**
 * The zone a person means by what they typed, or ZONE_NOT_FOUND_MESSAGE. 'Berlin, Germany' is
 * tried as 'Berlin' too. Offsets ('UTC+2') stay refused: they have no daylight saving (decision 060).
 */
export function resolveZone(input: unknown): ZoneResolution {
  const fail = { ok: false as const, message: ZONE_NOT_FOUND_MESSAGE };
  if (typeof input !== 'string' || input.length > 80) return fail;
  const typed = input.trim();
  if (typed.length === 0) return fail;
  const candidates = [typed];
  const comma = typed.indexOf(',');
  if (comma > 0) candidates.push(typed.slice(0, comma));
  for (const candidate of candidates) {
    const key = normalise(candidate);
    const zone = alias(key) ?? canonicalTimeZone(candidate) ?? cityIndex().get(key) ?? null;
    if (zone) return { ok: true, timeZone: zone };
  }
  return fail;
}


/**
 * How a confirmation names a zone: 'Berlin (Europe/Berlin), where it is now 14:09'. The local time
 * lets the person see at once whether it is the zone they meant.
 */
export function describeZone(timeZone: string, now: Date): string {
  const city = zoneCity(timeZone);
  const name = city === timeZone ? timeZone : `${city} (${timeZone})`;
  return `${name}, where it is now ${localTime(now, timeZone)}`;
}

/** A zone a person typed, at core's edge: the canonical zone they mean, else ZONE_NOT_FOUND_MESSAGE's key. */
export const ZSpokenTimeZone = z.string({ error: issue('zoneNotFound') }).transform((value, ctx) => {
  const resolved = resolveZone(value);
  if (!resolved.ok) {
    // resolveZone's one failure is ZONE_NOT_FOUND_MESSAGE: the schema says its key.
    ctx.addIssue({ code: 'custom', message: issue('zoneNotFound') });
    return z.NEVER;
  }
  return resolved.timeZone;
});
