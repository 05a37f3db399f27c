/**
 * The search box's input rule and highlight markers, browser-safe (no database, no parser): the web
 * client validates with the same schema and splits highlights on the same markers.
 */
import { z } from 'zod';
import { issue } from '../validate';

export const SEARCH_QUERY_MAX = 100;

export const ZSearchQuery = z
  .string({ error: issue('searchEmpty') })
  // Length before anything reads the text (decision 050).
  .max(SEARCH_QUERY_MAX, { error: issue('searchTooLong'), abort: true })
  .transform((s) => s.trim())
  .pipe(z.string().min(1, { error: issue('searchEmpty') }));

/**
 * What ts_headline puts around a matched word: two private-use characters that no prayer is
 * written with. The client splits on them and renders the parts as text (never as HTML).
 */
export const HIGHLIGHT_START = '\uE000';
export const HIGHLIGHT_END = '\uE001';

export interface HighlightPart {
  text: string;
  highlighted: boolean;
}

/** Splits a highlighted string into plain and highlighted parts, dropping stray markers. */
export function splitHighlights(marked: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let highlighted = false;
  let text = '';
  for (const ch of marked) {
    if (ch === HIGHLIGHT_START || ch === HIGHLIGHT_END) {
      if (text) parts.push({ text, highlighted });
      text = '';
      highlighted = ch === HIGHLIGHT_START;
    } else text += ch;
  }
  if (text) parts.push({ text, highlighted });
  return parts;
}
