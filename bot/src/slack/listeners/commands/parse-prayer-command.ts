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
  | { kind: 'link'; code: string }
  | { kind: 'unlink' }
  | { kind: 'request'; text: string }
  /** `notify on|off` (decision 145); `on: null` asks whether it is on. */
  | { kind: 'notify'; on: boolean | null }
  | { kind: 'help' }
  | { kind: 'invalid'; message: string };

export const USAGE = {
  remind: 'Usage: `/prayer remind HH:MM` (24-hour, e.g. `/prayer remind 07:30`) or `/prayer remind off`.',
  subscribe: 'Usage: `/prayer subscribe HH:MM [Area/City]`, e.g. `/prayer subscribe 07:30 Europe/London`.',
  link: 'Usage: `/prayer link CODE`, with the code from your Profile page on the web.',
  request:
    'Usage: `/prayer request YOUR REQUEST`, e.g. `/prayer request Healing for my mother`; `/prayer request anonymous …` asks without your name.',
  notify: 'Usage: `/prayer notify on` or `/prayer notify off`.',
} as const;

export const SUBCOMMANDS =
  'today, streak, remind HH:MM, remind off, subscribe HH:MM [Area/City], unsubscribe, link CODE, unlink, request TEXT, notify on|off, help';

/**
 * The longest text a real `/prayer` command needs ("subscribe 07:30 America/Argentina/Buenos_Aires"
 * is 46 characters) with room to spare. Longer text is refused before it is split or matched, so no
 * pattern ever reads an unbounded string (docs/decisions/050).
 */
export const MAX_COMMAND_LENGTH = 200;
export const TOO_LONG = `That is longer than any \`/prayer\` command. Try one of: ${SUBCOMMANDS}.`;

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
    case 'remind':
      if (rest.length !== 1) return { kind: 'invalid', message: USAGE.remind };
      return rest[0]!.toLowerCase() === 'off'
        ? { kind: 'remind_off' }
        : { kind: 'remind', time: normalizeTime(rest[0]!) };
    case 'subscribe':
      if (rest.length < 1 || rest.length > 2) return { kind: 'invalid', message: USAGE.subscribe };
      return rest[1]
        ? { kind: 'subscribe', time: normalizeTime(rest[0]!), timeZone: rest[1] }
        : { kind: 'subscribe', time: normalizeTime(rest[0]!) };
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
