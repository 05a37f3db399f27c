/**
 * How things look in Telegram: HTML-escaped text (parse_mode HTML) and inline keyboards. Shared by
 * the bot's features and the scheduler's Telegram sender, so a delivered prayer and /today match.
 */
import { DEFAULT_LANGUAGE } from '@dps/db/content/languages';
import { sayTimeOfDay } from '@dps/core/time/parse-time-of-day';

/** Telegram's hard limit on a message's visible text. */
export const MAX_MESSAGE_LENGTH = 4096;

/**
 * The ONE way text reaches Telegram: every string we did not write ourselves (a name, a prayer, a
 * reflection, a title, an error that echoes input) goes through this before it is put in a
 * message, which is always sent with parse_mode HTML (or none). Then `<b>`, `&lt;` and `&` show
 * as written, and Markdown (`[x](tg://…)`, `*bold*`) is plain text. Button labels and popups are
 * never parsed. See docs/decisions/080-chat-output-is-inert.md.
 */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The Intl locale of a language: English dates in the spec's long US format. */
const localeOf = (language: string) => (language === 'en' ? 'en-US' : language === 'es' ? 'es-419' : language);

/** "Tuesday, March 10, 2026" / "martes, 10 de marzo de 2026" for a local date 'YYYY-MM-DD'. */
export function longDate(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T12:00:00Z`));
}

/** "March 14" / "14 de marzo" for a local date. */
export function dayAndMonth(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T12:00:00Z`));
}

/** "Sunday, March 8" / "domingo, 8 de marzo". */
export function weekdayAndDate(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T12:00:00Z`));
}

/** A weekday's name (0 = Sunday), "Sunday" / "domingo". */
export function weekdayName(day: number, language: string, width: 'long' | 'short' = 'long'): string {
  // 2026-03-08 was a Sunday.
  const date = new Date(Date.UTC(2026, 2, 8 + day, 12));
  return new Intl.DateTimeFormat(localeOf(language), { weekday: width, timeZone: 'UTC' }).format(date);
}

/**
 * '8:00 AM' for 'HH:MM' in English (what a person reads next to the 24-hour time), '8:00 a.m.' in
 * Spanish. Spaces are plain (Intl may use narrow no-break ones).
 */
export function clockTime(hhmm: string, language: string = DEFAULT_LANGUAGE): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  if (language === 'en') {
    const hour = h % 12 === 0 ? 12 : h % 12;
    return `${hour}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
  }
  return new Intl.DateTimeFormat(localeOf(language), {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'UTC',
  })
    .format(new Date(Date.UTC(2026, 0, 1, h, m)))
    .replace(/[\u202f\u00a0]/g, ' ');
}

/**
 * A time of day as a sentence says it: '7:17 am', '12:00 noon' in English (core's sayTimeOfDay, the
 * words every channel used before), '7:17 a.m.' in Spanish.
 */
export function spokenTime(hhmm: string, language: string = DEFAULT_LANGUAGE): string {
  return language === 'en' ? sayTimeOfDay(hhmm) : clockTime(hhmm, language);
}

/** 'Tuesday, March 10, 2026' (the spec's long US format). */
export const longUsDate = (isoDate: string): string => longDate(isoDate, 'en');

export interface PrayerText {
  title: string;
  content: string;
  scripture?: string | null;
  scriptureReference?: string | null;
}

/**
 * A prayer as a message: optional heading, the title in bold, the prayer, then the scripture as a
 * quote with its reference. Long content is cut so the whole message stays under Telegram's limit.
 */
export function prayerHtml(prayer: PrayerText, opts: { heading?: string; footer?: string } = {}): string {
  const heading = opts.heading ? `${opts.heading}\n\n` : '';
  const footer = opts.footer ? `\n\n${opts.footer}` : '';
  const title = prayer.title.trim();
  const scripture = (prayer.scripture ?? '').trim();
  const reference = (prayer.scriptureReference ?? '').trim();
  const verse = scripture
    ? `\n\n${scripture}${reference ? `\n— ${reference}` : ''}`
    : reference
      ? `\n\n— ${reference}`
      : '';
  // Budget in visible characters (markup and escapes do not count in Telegram's limit).
  const visibleFixed = visible(heading) + title.length + 2 + verse.length + visible(footer);
  const content = fitText(prayer.content.trim(), MAX_MESSAGE_LENGTH - visibleFixed - 8);
  const verseHtml = scripture
    ? `\n\n<blockquote>${escapeHtml(scripture)}</blockquote>${reference ? `\n— <i>${escapeHtml(reference)}</i>` : ''}`
    : reference
      ? `\n\n— <i>${escapeHtml(reference)}</i>`
      : '';
  return `${heading}<b>${escapeHtml(title)}</b>\n\n${escapeHtml(content)}${verseHtml}${footer}`;
}

/** The text, cut with "…" to at most `room` characters when longer (never inside a surrogate pair). */
export function fitText(text: string, room: number): string {
  if (text.length <= room) return text;
  let end = Math.max(0, room - 1);
  if (end > 0 && /[\uD800-\uDBFF]/.test(text[end - 1]!)) end--;
  return `${text.slice(0, end).trimEnd()}…`;
}

/** Visible length of a bit of our own HTML (tags removed, entities counted once). */
export function visible(html: string): number {
  return html.replace(/<[^<>]+>/g, '').replace(/&(lt|gt|amp|quot);/g, '_').length;
}

/** Callback data of the daily prayer's buttons: `<action>:<prayerId>` (well under 64 bytes). */
export const cb = {
  pray: (id: number) => `pray:${id}`,
  save: (id: number) => `save:${id}`,
  reflect: (id: number) => `reflect:${id}`,
  share: (id: number) => `share:${id}`,
  topic: (id: number) => `topic:${id}`,
  topicPrayer: (id: number) => `tp:${id}`,
  topics: 'topics',
  reflectionVisibility: (isPublic: boolean) => `rv:${isPublic ? 1 : 0}`,
  myPrayerVisibility: (isPublic: boolean) => `mp:${isPublic ? 1 : 0}`,
};

/**
 * The seven days of a week as marks: ✅ prayed, ⬜ not prayed, ▫️ still ahead; today in bold. Each
 * day is named by its date in the reader's language ("Sun" / "Dom").
 */
export function weekMarks(
  days: { date: string; completed: boolean }[],
  today: string,
  language: string = DEFAULT_LANGUAGE,
): string {
  return days
    .map((d) => {
      const mark = d.completed ? '✅' : d.date > today ? '▫️' : '⬜';
      const short = new Intl.DateTimeFormat(localeOf(language), { weekday: 'short', timeZone: 'UTC' })
        .format(new Date(`${d.date}T12:00:00Z`))
        .replace(/\.$/, '');
      const name = short.charAt(0).toLocaleUpperCase(language) + short.slice(1);
      return `${d.date === today ? `<b>${name}</b>` : name} ${mark}`;
    })
    .join('  ');
}

/** "▓▓▓░░░░░░░ 30%" */
export function progressBar(percent: number): string {
  const filled = Math.round(Math.max(0, Math.min(100, percent)) / 10);
  return `${'▓'.repeat(filled)}${'░'.repeat(10 - filled)} ${percent}%`;
}

const TOPIC_EMOJI: Record<string, string> = {
  hope: '🌅',
  peace: '🕊️',
  wisdom: '📖',
  healing: '💚',
  strength: '💪',
  gratitude: '🙌',
};

export function topicEmoji(name: string): string {
  return TOPIC_EMOJI[name.trim().toLowerCase()] ?? '📖';
}

/** Cut a label for a button (Telegram shows about 40 characters). */
export function buttonLabel(text: string, max = 48): string {
  const t = text.trim().replace(/\s+/g, ' ');
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}
