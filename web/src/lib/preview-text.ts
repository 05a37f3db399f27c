/**
 * A preview of at most `max` characters that never cuts a word: the text up to the last space
 * (or line break) within the limit, without trailing punctuation, plus "…". A single word longer
 * than the limit is cut at the limit. No imports: the Playwright specs use it too. Shorter text is shown whole. (SPEC says 150 characters plus
 * "..."; README "Deviations" explains the word boundary.)
 */
export function previewText(content: string, max: number): string {
  const text = content.trim();
  if (text.length <= max) return text;
  let end = -1;
  for (let i = max; i > 0; i--) {
    if (/\s/.test(text[i]!)) {
      end = i;
      break;
    }
  }
  const head = (end > 0 ? text.slice(0, end) : text.slice(0, max)).trimEnd().replace(/[\s,;:.\-–—]+$/u, '');
  return `${head}…`;
}
