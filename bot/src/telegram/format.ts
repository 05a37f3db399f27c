/**
 * How things look in Telegram: HTML-escaped text (parse_mode HTML) and inline keyboards. Shared by
 * the bot's features and the scheduler's Telegram sender, so a delivered prayer and /today match.
 */
import { InlineKeyboard } from 'grammy';

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

/** 'Tuesday, March 10, 2026' for a local date 'YYYY-MM-DD' (the spec's long US format). */
export function longUsDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T12:00:00Z`));
}

/** '8:00 AM' for 'HH:MM' (what a person reads), keeping 24-hour input unambiguous. */
export function clockTime(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

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

export interface PrayerButtonsState {
  prayed?: boolean;
  saved?: boolean;
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

/** "🙏 Pray" "❤️ Save" / "✍️ Reflect" "📤 Share"; Pray reads "✅ Prayed" once done, Save "❤️ Saved". */
export function dailyPrayerKeyboard(prayerId: number, state: PrayerButtonsState = {}): InlineKeyboard {
  return new InlineKeyboard()
    .text(state.prayed ? '✅ Prayed' : '🙏 Pray', cb.pray(prayerId))
    .text(state.saved ? '❤️ Saved' : '❤️ Save', cb.save(prayerId))
    .row()
    .text('✍️ Reflect', cb.reflect(prayerId))
    .text('📤 Share', cb.share(prayerId));
}

/** Topic prayers have Save and Share (SPEC: topic detail). */
export function topicPrayerKeyboard(prayerId: number, state: PrayerButtonsState = {}): InlineKeyboard {
  return new InlineKeyboard()
    .text(state.saved ? '❤️ Saved' : '❤️ Save', cb.save(prayerId))
    .text('📤 Share', cb.share(prayerId))
    .row()
    .text('« All topics', cb.topics);
}

/** Read back the state of a prayer keyboard (to flip one button and keep the other). */
export function keyboardState(markup: { inline_keyboard?: { text: string }[][] } | undefined): PrayerButtonsState {
  const texts = (markup?.inline_keyboard ?? []).flat().map((b) => b.text);
  return { prayed: texts.includes('✅ Prayed'), saved: texts.includes('❤️ Saved') };
}

/** The seven days of a week as marks: ✅ prayed, ⬜ not prayed, ▫️ still ahead; today underlined by brackets. */
export function weekMarks(days: { date: string; completed: boolean }[], today: string): string {
  const names = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  return days
    .map((d, i) => {
      const mark = d.completed ? '✅' : d.date > today ? '▫️' : '⬜';
      const name = d.date === today ? `<b>${names[i]}</b>` : names[i];
      return `${name} ${mark}`;
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
