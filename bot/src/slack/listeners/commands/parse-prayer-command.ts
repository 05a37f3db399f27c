/**
 * `/prayer <subcommand>` text -> what to do. Pure; validation of times, zones and codes is core's,
 * this only splits words and answers usage for what cannot be understood at all. What it answers
 * is a catalogue key (the caller says it in the member's language).
 */
import type { Language } from '@dps/db/content/languages';
import { versionByName, type BibleVersionId } from '@dps/core/scripture/versions';

/** A message to say, by catalogue key and values. */
export interface Said {
  key: string;
  values?: Record<string, string>;
}

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
  /** `language [en|es]`: the member's language, one setting on every channel; none: which it is. */
  | { kind: 'language'; language: Language | null }
  /** `channel language [en|es]`: this channel's language (the same standing as its zone); none: which it is. */
  | { kind: 'channel_language'; language: Language | null }
  | { kind: 'link'; code: string }
  | { kind: 'unlink' }
  | { kind: 'request'; text: string }
  /** `verse <ref>`: a Bible passage, only for the member (decision 213). */
  | { kind: 'verse'; ref: string }
  /** `version [web|kjv|rv1909]`: the member's Bible, one setting on every channel (decision 253); null: which it is. */
  | { kind: 'version'; version: BibleVersionId | null }
  /** `notify on|off` (decision 145); `on: null` asks whether it is on. */
  | { kind: 'notify'; on: boolean | null }
  | { kind: 'help' }
  /** `weekly`, `pulse`, `away yes|no`, `leader @member|stepdown` (decisions 307–312): the words after it. */
  | { kind: 'weekly' | 'pulse' | 'leader'; words: string[] }
  | { kind: 'away'; on: boolean | null }
  /** `web [page]`: a one-use sign-in link to the web app (decision 200). */
  | { kind: 'web'; page: string }
  | { kind: 'invalid'; message: Said };

export const USAGE = {
  remind: { key: 'slackCommands.usage.remind' },
  subscribe: { key: 'slackCommands.usage.subscribe' },
  channel: { key: 'slackCommands.usage.channel' },
  channelTimezone: { key: 'slackCommands.usage.channelTimezone' },
  channelLanguage: { key: 'slackCommands.usage.channelLanguage' },
  language: { key: 'slackCommands.usage.language' },
  link: { key: 'slackCommands.usage.link' },
  request: { key: 'slackCommands.usage.request' },
  notify: { key: 'slackCommands.usage.notify' },
  verse: { key: 'slackCommands.usage.verse' },
  version: { key: 'slackCommands.usage.version' },
  web: { key: 'slackCommands.usage.web' },
} as const satisfies Record<string, Said>;

/** What people type for a language, in either language ("es", "Español", "spanish", "inglés"). */
const LANGUAGE_WORDS: Record<string, Language> = {
  en: 'en',
  english: 'en',
  inglés: 'en',
  ingles: 'en',
  es: 'es',
  spanish: 'es',
  español: 'es',
  espanol: 'es',
  castellano: 'es',
};

/** A language word as typed, or undefined. */
export function languageOfWord(word: string): Language | undefined {
  const w = word.toLowerCase();
  return Object.hasOwn(LANGUAGE_WORDS, w) ? LANGUAGE_WORDS[w] : undefined;
}

/**
 * The longest text a real `/prayer` command needs ("subscribe 07:30 America/Argentina/Buenos_Aires"
 * is 46 characters) with room to spare. Longer text is refused before it is split or matched, so no
 * pattern ever reads an unbounded string (docs/decisions/050).
 */
export const MAX_COMMAND_LENGTH = 200;
export const TOO_LONG: Said = { key: 'slackCommands.tooLong' };

const MERIDIEMS = new Set(['am', 'pm', 'a.m.', 'p.m.']);

/** "7:30" -> "07:30" (what people type); anything else unchanged for core to judge. */
function normalizeTime(t: string): string {
  return t.length === 4 && /^\d:\d{2}$/.test(t) ? `0${t}` : t;
}

/** A prayer request's text may be long (core allows 5,000 characters); nothing longer is read. */
export const MAX_REQUEST_COMMAND_LENGTH = 5100;
export const REQUEST_TOO_LONG: Said = { key: 'slackCommands.requestTooLong' };

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
        : { kind: 'invalid', message: { key: 'slackCommands.takesNothing', values: { command: sub } } };
    case 'help':
      return { kind: 'help' };
    case 'web':
      return rest.length <= 1 ? { kind: 'web', page: rest[0] ?? '' } : { kind: 'invalid', message: USAGE.web };
    case 'verse':
      // Core reads the reference (and says what it could not read); here only the words after the subcommand.
      return rest.length === 0 ? { kind: 'invalid', message: USAGE.verse } : { kind: 'verse', ref: rest.join(' ') };
    case 'version':
    case 'versión':
    case 'biblia':
    case 'bible': {
      if (rest.length === 0) return { kind: 'version', version: null };
      const v = rest.length === 1 ? versionByName(rest[0]!) : undefined;
      return v ? { kind: 'version', version: v.id } : { kind: 'invalid', message: USAGE.version };
    }
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
      if (what === 'timezone' || what === 'zone')
        return rest.length > 1
          ? { kind: 'channel_timezone', zone: rest.slice(1).join(' ') }
          : { kind: 'invalid', message: USAGE.channelTimezone };
      if (what === 'language' || what === 'idioma') return parseLanguage(rest.slice(1), 'channel_language');
      return { kind: 'invalid', message: USAGE.channel };
    }
    case 'language':
    case 'idioma':
      return parseLanguage(rest, 'language');
    case 'notify': {
      if (rest.length === 0) return { kind: 'notify', on: null };
      const arg = rest.length === 1 ? rest[0]!.toLowerCase() : '';
      return arg === 'on' || arg === 'off'
        ? { kind: 'notify', on: arg === 'on' }
        : { kind: 'invalid', message: USAGE.notify };
    }
    case 'weekly':
    case 'pulse':
    case 'leader':
      return { kind: sub, words: rest };
    case 'away': {
      const arg = (rest[0] ?? '').toLowerCase();
      return { kind: 'away', on: arg === '' ? null : !(arg === 'no' || arg === 'off') };
    }
    case 'link':
      // Codes may be typed with spaces or dashes ("ABCD EFGH"); core normalises them.
      return rest.length === 0 ? { kind: 'invalid', message: USAGE.link } : { kind: 'link', code: rest.join('') };
    default:
      return {
        kind: 'invalid',
        message: { key: 'slackCommands.unknown', values: { word: truncateWord(first ?? '') } },
      };
  }
}

/** `language`, `language es`: which language, or the usage for a word that is none. */
function parseLanguage(words: string[], kind: 'language' | 'channel_language'): PrayerCommand {
  if (words.length === 0) return { kind, language: null };
  const language = words.length === 1 ? languageOfWord(words[0]!) : undefined;
  if (language) return { kind, language };
  return { kind: 'invalid', message: kind === 'language' ? USAGE.language : USAGE.channelLanguage };
}

function truncateWord(w: string): string {
  const clean = w.replace(/[`<>&]/g, '');
  return clean.length > 30 ? `${clean.slice(0, 29)}…` : clean;
}
