/**
 * The words every channel uses for the rhythm (web, Telegram, Slack): one sentence, the same truth,
 * in the person's language (decision 239). Pure and free of database and Node imports, so the web
 * client imports it too; its two small catalogues (core/src/i18n/messages/<lang>/rhythm.json) come
 * with it. Every function takes the language last, English when it is left out; week and month
 * names come from Intl in that language.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@dps/db/content/languages';
import en from '../i18n/messages/en/rhythm.json';
import es from '../i18n/messages/es/rhythm.json';
import { createTranslator, flattenMessages, type Translator } from '../i18n/translator';

const CATALOGUES: Record<Language, unknown> = { en, es };
const translators = new Map<Language, Translator>();

/** The rhythm's words in a language ('es', 'es-MX'); anything the product does not speak is English. */
function words(language: string | null | undefined): Translator {
  const primary = (language ?? '').trim().toLowerCase().split(/[-_]/)[0];
  const lang = LANGUAGES.find((l) => l === primary) ?? DEFAULT_LANGUAGE;
  let t = translators.get(lang);
  if (!t) {
    const english = flattenMessages('rhythm', CATALOGUES[DEFAULT_LANGUAGE]);
    t = createTranslator(lang, { ...english, ...flattenMessages('rhythm', CATALOGUES[lang]) });
    translators.set(lang, t);
  }
  return t;
}

/** English names, Sunday first (the web and the bots now ask weekdayName for the person's language). */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** English names, January first (see monthName). */
export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A weekday's name (0 = Sunday) in the language: "Sunday", "domingo". */
export function weekdayName(weekday: number, language?: string | null, width: 'long' | 'short' = 'long'): string {
  // 4 January 1970 was a Sunday.
  return new Intl.DateTimeFormat(words(language).language, { weekday: width, timeZone: 'UTC' }).format(
    Date.UTC(1970, 0, 4 + weekday),
  );
}

/** A month's name (0 = January) in the language: "March", "marzo" (short: "Mar", "mar"). */
export function monthName(month: number, language?: string | null, width: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(words(language).language, { month: width, timeZone: 'UTC' }).format(
    Date.UTC(2001, month, 15),
  );
}

export interface RhythmFacts {
  streak: number;
  graceHeld?: number;
  graceKeptOn?: string | null;
  restDay?: number | null;
  pause?: { from: string; until: string } | null;
  today?: string;
}

/** "12-day streak · 1 grace day held · rest day Sunday" (and "· paused until March 14"). */
export function rhythmLine(f: RhythmFacts, language?: string | null): string {
  const { t } = words(language);
  const parts = [f.streak > 0 ? t('rhythm.streak', { count: f.streak }) : t('rhythm.noStreak')];
  if ((f.graceHeld ?? 0) > 0) parts.push(t('rhythm.graceHeld', { count: f.graceHeld! }));
  if (f.restDay !== undefined && f.restDay !== null) parts.push(t('rhythm.restDay', { weekday: weekdayName(f.restDay, language) }));
  if (f.pause && f.today && f.pause.from <= f.today) parts.push(t('rhythm.pausedUntil', { date: dayAndMonth(f.pause.until, language) }));
  return parts.join(' · ');
}

/** "A grace day kept your streak on Sunday, March 8." or null when there is no such news. */
export function graceNews(f: RhythmFacts, language?: string | null): string | null {
  if (!f.graceKeptOn) return null;
  return words(language).t('rhythm.graceNews', { date: weekdayAndDate(f.graceKeptOn, language) });
}

/** "1 grace day held", or how many more days prayed earn the next one (one every 7). */
export function graceLine(graceHeld: number, towardNextGrace: number, language?: string | null): string {
  const { t } = words(language);
  if (graceHeld > 0) return t('rhythm.graceHeld', { count: graceHeld });
  return t('rhythm.graceToGo', { count: 7 - towardNextGrace });
}

/** How grace days are earned, for help texts. */
export function graceRule(language?: string | null): string {
  return words(language).t('rhythm.graceRule');
}

/** The English rule (kept for callers that have no language yet). */
export const GRACE_RULE = graceRule(DEFAULT_LANGUAGE);

/** "rest day Sunday" */
export function restDayLine(weekday: number, language?: string | null): string {
  return words(language).t('rhythm.restDay', { weekday: weekdayName(weekday, language) });
}

export function pauseLine(pause: { from: string; until: string }, today: string, language?: string | null): string {
  const { t } = words(language);
  return pause.from > today
    ? t('rhythm.pauseComing', { from: weekdayAndDate(pause.from, language), until: weekdayAndDate(pause.until, language) })
    : t('rhythm.pausedNow', { until: weekdayAndDate(pause.until, language) });
}

const noonUtc = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d, 12);
};

/** "March 14", "14 de marzo" */
export function dayAndMonth(iso: string, language?: string | null): string {
  return new Intl.DateTimeFormat(words(language).language, { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(noonUtc(iso));
}

/** "Sunday, March 8", "domingo, 8 de marzo" */
export function weekdayAndDate(iso: string, language?: string | null): string {
  return new Intl.DateTimeFormat(words(language).language, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(noonUtc(iso));
}

/**
 * The lines a chat's streak answer adds under the streak (Telegram /streak, Slack `/prayer streak`, App
 * Home): "✨ 1 grace day held · rest day Sunday", a pause, and the news of a grace day spent.
 */
export function rhythmDetails(f: RhythmFacts, language?: string | null): string[] {
  const held = f.graceHeld ?? 0;
  const facts = [
    held > 0 ? graceLine(held, 0, language) : null,
    f.restDay !== undefined && f.restDay !== null ? restDayLine(f.restDay, language) : null,
  ].filter(Boolean);
  const lines = facts.length > 0 ? [`✨ ${facts.join(' · ')}`] : [];
  if (f.pause && f.today) lines.push(`⏸ ${pauseLine(f.pause, f.today, language)}`);
  const news = graceNews(f, language);
  if (news) lines.push(`🕊 ${news}`);
  return lines;
}
