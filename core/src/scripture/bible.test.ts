/**
 * A version's shape (chapters per book, verses per chapter) is what reading a reference needs; it is
 * counted from the file when the text is not in memory (decision 236) and must be the text's own.
 */
import { describe, expect, it } from 'vitest';
import { bible, chapterCount, verseCount } from './bible';
import { BOOKS } from './books';
import { readReference } from './passage-reference';
import type { BibleVersionId } from './versions';

describe('a version counted from its file', () => {
  it('has the chapters and verses of its text, in every version', () => {
    const versions: BibleVersionId[] = ['web', 'kjv', 'rv1909'];
    // Counted first, before anything has read a version's text.
    const counted = versions.map((id) =>
      BOOKS.map((_, b) => Array.from({ length: chapterCount(id, b) }, (_c, c) => verseCount(id, b, c + 1))),
    );
    versions.forEach((id, i) => {
      const text = bible(id).books.map((book) => book.chapters.map((verses) => verses.length));
      expect(counted[i]).toEqual(text);
    });
    expect(verseCount('web', 0, 51)).toBeUndefined(); // Genesis has 50 chapters
    expect(chapterCount('kjv', 99)).toBe(0);
  });

  it("reads references by each version's own count: Romans 16 has 27 verses in the KJV, 24 in the WEB", () => {
    expect(readReference('Romans 16:27', 'kjv', 'en').ranges).toHaveLength(1);
    expect(() => readReference('Romans 16:27', 'web', 'en')).toThrow('Romans 16 has 24 verses: there is no verse 27.');
  });
});
