/**
 * The reference of some verses of a passage, as a person writes it (decision 275): what a share
 * image that holds only part of a passage says it holds ("Salmo 23:1-5"), and what is left after it.
 */
import { BOOKS } from './books';
import { formatReference } from './get-passage';
import type { VerseRange } from './passage-reference';
import type { BibleVersionId, ScriptureLanguage } from './versions';

export interface ReferencedVerse {
  osis: string;
  chapter: number;
  verse: number;
}

/** Runs of verses that follow each other become one range ("1-5"); a gap starts another ("1-3, 5"). */
export function versesReference(
  verses: readonly ReferencedVerse[],
  lang: ScriptureLanguage,
  versionId: BibleVersionId,
): string {
  const ranges: VerseRange[] = [];
  for (const v of verses) {
    const bookIndex = BOOKS.findIndex((b) => b.osis === v.osis);
    const last = ranges[ranges.length - 1];
    const follows =
      last !== undefined &&
      last.bookIndex === bookIndex &&
      ((last.to.chapter === v.chapter && last.to.verse + 1 === v.verse) ||
        (last.to.chapter + 1 === v.chapter && v.verse === 1));
    if (follows) last.to = { chapter: v.chapter, verse: v.verse };
    else
      ranges.push({
        bookIndex,
        from: { chapter: v.chapter, verse: v.verse },
        to: { chapter: v.chapter, verse: v.verse },
      });
  }
  return formatReference(ranges, lang, versionId);
}
