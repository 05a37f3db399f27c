/**
 * "tomorrow 8pm", "mañana a las 20", "Friday 19:00", "24 dic 21:00" (decision 344): a start typed
 * in words, in the person's language and zone, as an instant. Null when the words hold no time.
 *
 * FOUNDATION STUB: the helper that owns natural dates replaces this body (chrono-node); the
 * signature is the contract the chats and the web call.
 */
import { addDays, instantAtLocal, localDate } from '../time/local-day';

export interface ParseWatchStartOptions {
  now: Date;
  timeZone: string;
  language: 'en' | 'es';
}

export function parseWatchStart(text: string, opts: ParseWatchStartOptions): Date | null {
  const words = text.trim().toLowerCase().split(/\s+/);
  const tomorrow = words[0] === 'tomorrow' || words[0] === 'mañana';
  const m = /^(\d{1,2})(?::(\d{2}))?(am|pm)?$/.exec(words[words.length - 1] ?? '');
  if (!m) return null;
  let h = Number(m[1]);
  if (m[3] === 'pm' && h < 12) h += 12;
  if (m[3] === 'am' && h === 12) h = 0;
  if (h > 23) return null;
  const today = localDate(opts.now, opts.timeZone);
  const hhmm = `${String(h).padStart(2, '0')}:${m[2] ?? '00'}`;
  return instantAtLocal(tomorrow ? addDays(today, 1) : today, hhmm, opts.timeZone);
}
