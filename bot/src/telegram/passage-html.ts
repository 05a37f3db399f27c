/**
 * A passage as a Telegram message (decision 212): the reference and version in bold, the verses with
 * their numbers, and a button that opens the passage in context on the web reader. A passage longer
 * than Telegram's 4096 characters is cut after the last verse that fits, and says how many verses
 * are left, with a "read the rest" link to the reader. Shared by /verse, a plain reference in a
 * private chat and inline mode, so a passage looks the same wherever it is asked for.
 */
import { InlineKeyboard } from 'grammy';
import type { PassageAnswer } from '@dps/core/scripture/get-passage';
import { readerPath } from '@dps/core/scripture/reader-path';
import { escapeHtml, MAX_MESSAGE_LENGTH, visible } from './format';
import type { Words } from './words';

export interface PassageMessage {
  html: string;
  /** The passage in the web reader. */
  url: string;
  /** How many verses did not fit (0 when the whole passage is in the message). */
  left: number;
  keyboard: InlineKeyboard;
}

/** "John 3:16 (WEB)": what a person reads first, and the title of an inline result. */
export const passageTitle = (p: PassageAnswer) => `${p.reference} (${p.version.abbreviation})`;

export function readerUrl(appUrl: string, p: PassageAnswer): string {
  return `${appUrl.replace(/\/$/, '')}${readerPath(p.reference, p.version.id)}`;
}

export function passageMessage(words: Words, p: PassageAnswer, appUrl: string): PassageMessage {
  const { rich, t } = words;
  const url = readerUrl(appUrl, p);
  const head = `📖 <b>${escapeHtml(p.reference)}</b> (${escapeHtml(p.version.abbreviation)})\n\n`;
  const oneVerse = p.verses.length === 1;
  const chapters = new Set(p.verses.map((v) => `${v.osis}.${v.chapter}`)).size;
  const lines = p.verses.map((v) =>
    oneVerse
      ? escapeHtml(v.text)
      : `<b>${chapters > 1 ? `${v.chapter}:${v.verse}` : v.verse}</b> ${escapeHtml(v.text)}`,
  );

  const whole = head + lines.join('\n');
  if (visible(whole) <= MAX_MESSAGE_LENGTH) {
    return { html: whole, url, left: 0, keyboard: new InlineKeyboard().url(t('telegramScripture.readInContext'), url) };
  }
  // Keep whole verses while the rest still fits with the footer that says what was left out.
  const footer = (left: number) => `\n\n${rich('telegramScripture.more', { count: left }, url)}`;
  let used = visible(head);
  let kept = 0;
  for (const line of lines) {
    const cost = (kept === 0 ? 0 : 1) + visible(line);
    if (used + cost + visible(footer(lines.length - kept - 1)) > MAX_MESSAGE_LENGTH) break;
    used += cost;
    kept++;
  }
  const left = lines.length - kept;
  return {
    html: `${head}${lines.slice(0, kept).join('\n')}${footer(left)}`,
    url,
    left,
    keyboard: new InlineKeyboard().url(t('telegramScripture.readTheRest'), url),
  };
}
