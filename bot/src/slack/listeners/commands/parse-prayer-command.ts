/**
 * `/prayer <subcommand>` text -> what to do. Pure; validation of times, zones and codes is core's,
 * this only splits words and answers usage for what cannot be understood at all.
 */
export type PrayerCommand =
  | { kind: 'today' }
  | { kind: 'streak' }
  | { kind: 'remind'; time: string }
  | { kind: 'remind_off' }
  | { kind: 'subscribe'; time: string; timeZone?: string }
  | { kind: 'unsubscribe' }
  /** `timezone [zone]`: the member's own zone; none: from their Slack profile. */
  | { kind: 'timezone'; zone: string | null }
  /** `channel timezone <zone>`: this channel's zone (the same standing as unsubscribe). */
  | { kind: 'channel_timezone'; zone: string }
  | { kind: 'link'; code: string }
  | { kind: 'unlink' }
  | { kind: 'request'; text: string }
  /** `verse <ref>`: a Bible passage, only for the member (issue 20). */
  | { kind: 'verse'; ref: string }
  /** `notify on|off` (decision 145); `on: null` asks whether it is on. */
  | { kind: 'notify'; on: boolean | null }
  | { kind: 'help' }
  /** `web [page]`: a one-use sign-in link to the web app (decision 200). */
  | { kind: 'web'; page: string }
  | { kind: 'invalid'; message: string };

export const USAGE = {
  remind: 'Usage: `/prayer remind TIME`, e.g. `/prayer remind 8am` or `/prayer remind 19:30`, or `/prayer remind off`.',
  subscribe:
    'Usage: `/prayer subscribe TIME [zone]`, e.g. `/prayer subscribe 7:30am London` or `/prayer subscribe 8am EST`.',
  channelTimezone: 'Usage: `/prayer channel timezone ZONE`, e.g. `/prayer channel timezone Berlin`.',
  link: 'Usage: `/prayer link CODE`, with the code from your Profile page on the web.',
  request:
    'Usage: `/prayer request YOUR REQUEST`, e.g. `/prayer request Healing for my mother`; `/prayer request anonymous …` asks without your name.',
  notify: 'Usage: `/prayer notify on` or `/prayer notify off`.',
  verse:
    'Usage: `/prayer verse REFERENCE`, e.g. `/prayer verse John 3:16`, `/prayer verse Psalm 23 KJV` or `/prayer verse Juan 3:16`.',
  web: 'Usage: `/prayer web`, or `/prayer web wall` (also goals, saved, reflections, profile).',
} as const;

export const SUBCOMMANDS =
  'today, streak, verse REFERENCE, remind TIME, remind off, timezone [ZONE], subscribe TIME [ZONE], channel timezone ZONE, unsubscribe, link CODE, unlink, request TEXT, notify on|off, web [wall|goals|profile], help';

/**
 * The longest text a real `/prayer` command needs ("subscribe 07:30 America/Argentina/Buenos_Aires"
 * is 46 characters) with room to spare. Longer text is refused before it is split or matched, so no
 * pattern ever reads an unbounded string (docs/decisions/050).
 */
export const MAX_COMMAND_LENGTH = 200;
export const TOO_LONG = `That is longer than any \`/prayer\` command. Try one of: ${SUBCOMMANDS}.`;

const MERIDIEMS = new Set(['am', 'pm', 'a.m.', 'p.m.']);

/** "7:30" -> "07:30" (what people type); anything else unchanged for core to judge. */
function normalizeTime(t: string): string {
  return t.length === 4 && /^\d:\d{2}$/.test(t) ? `0${t}` : t;
}

/** A prayer request's text may be long (core allows 5,000 characters); nothing longer is read. */
export const MAX_REQUEST_COMMAND_LENGTH = 5100;
export const REQUEST_TOO_LONG = 'Please keep your prayer to 5,000 characters or fewer.';

/** `request <text>`: the rest of the text as written (line breaks kept). Length is checked first. */
function parseRequest(text: string): PrayerCommand | null {
  if (text.length > MAX_REQUEST_COMMAND_LENGTH) return null;
  const lead = text.trimStart();
  const word = lead.slice(0, 7).toLowerCase();
  const after = lead.charAt(7);
  if (word !== 'request' || (after !== '' && after.trim() !== '')) return null;
  const body = lead.slice(7).trim();
  return body ? { kind: 'request', text: body } : { kind: 'invalid', message: USAGE.request };
}

export function parsePrayerCommand(text: string): PrayerCommand {
  const request = parseRequest(text);
  if (request) return request;
  if (text.length > MAX_COMMAND_LENGTH) {
    const isRequest = text.trimStart().slice(0, 8).toLowerCase().startsWith('request');
    return { kind: 'invalid', message: isRequest ? REQUEST_TOO_LONG : TOO_LONG };
  }
  const words = text.trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = words;
  const sub = (first ?? 'help').toLowerCase();
  switch (sub) {
    case 'today':
    case 'streak':
    case 'unsubscribe':
    case 'unlink':
      return rest.length === 0
        ? { kind: sub }
        : { kind: 'invalid', message: `\`/prayer ${sub}\` takes nothing after it.` };
    case 'help':
      return { kind: 'help' };
    case 'web':
      return rest.length <= 1 ? { kind: 'web', page: rest[0] ?? '' } : { kind: 'invalid', message: USAGE.web };
    case 'verse':
      // Core reads the reference (and says what it could not read); here only the words after the subcommand.
      return rest.length === 0 ? { kind: 'invalid', message: USAGE.verse } : { kind: 'verse', ref: rest.join(' ') };
    case 'remind':
      // '8am', '7:30 pm', 'noon': core reads the time (parse-time-of-day.ts)
      if (rest.length < 1 || rest.length > 2) return { kind: 'invalid', message: USAGE.remind };
      return rest.length === 1 && rest[0]!.toLowerCase() === 'off'
        ? { kind: 'remind_off' }
        : { kind: 'remind', time: rest.length === 1 ? normalizeTime(rest[0]!) : rest.join(' ') };
    case 'subscribe': {
      if (rest.length < 1 || rest.length > 6) return { kind: 'invalid', message: USAGE.subscribe };
      // The time is one word ('7:30am') or two ('7:30 pm'); the rest is the zone ('sao paulo').
      const timeWords = rest.length >= 2 && MERIDIEMS.has(rest[1]!.toLowerCase()) ? 2 : 1;
      const time = timeWords === 1 ? normalizeTime(rest[0]!) : rest.slice(0, 2).join(' ');
      const zone = rest.slice(timeWords).join(' ');
      return zone ? { kind: 'subscribe', time, timeZone: zone } : { kind: 'subscribe', time };
    }
    case 'timezone':
    case 'zone':
      return { kind: 'timezone', zone: rest.length > 0 ? rest.join(' ') : null };
    case 'channel': {
      const what = (rest[0] ?? '').toLowerCase();
      return (what === 'timezone' || what === 'zone') && rest.length > 1
        ? { kind: 'channel_timezone', zone: rest.slice(1).join(' ') }
        : { kind: 'invalid', message: USAGE.channelTimezone };
    }
    case 'notify': {
      if (rest.length === 0) return { kind: 'notify', on: null };
      const arg = rest.length === 1 ? rest[0]!.toLowerCase() : '';
      return arg === 'on' || arg === 'off'
        ? { kind: 'notify', on: arg === 'on' }
        : { kind: 'invalid', message: USAGE.notify };
    }
    case 'link':
      // Codes may be typed with spaces or dashes ("ABCD EFGH"); core normalises them.
      return rest.length === 0 ? { kind: 'invalid', message: USAGE.link } : { kind: 'link', code: rest.join('') };
    default:
      return { kind: 'invalid', message: `I don't know \`${truncateWord(first ?? '')}\`. Try one of: ${SUBCOMMANDS}.` };
  }
}

function truncateWord(w: string): string {
  const clean = w.replace(/[`<>&]/g, '');
  return clean.length > 30 ? `${clean.slice(0, 29)}…` : clean;
}
