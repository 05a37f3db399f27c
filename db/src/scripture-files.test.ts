/**
 * The bundled Bibles read a verse at a time (decision 236) give exactly what the parsed file gives:
 * every version, every book, chapter and verse slot in order, the empty slots included, and text
 * with escapes (quotes, backslashes) decoded as JSON.parse decodes it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bibleVerses, readBibleFile } from './scripture-files';

describe('bibleVerses', () => {
  it.each(['web', 'kjv', 'rv1909'])('gives every verse slot of %s as the parsed file does', (id) => {
    const parsed = readBibleFile(id).books.flatMap((b, bookIndex) =>
      b.chapters.flatMap((verses, c) =>
        verses.map((text, v) => ({ bookIndex, book: b.osis, chapter: c + 1, verse: v + 1, text })),
      ),
    );
    const read = [...bibleVerses(id)];
    expect(read.length).toBe(parsed.length);
    expect(read).toEqual(parsed);
    expect(read.some((v) => v.text === '')).toBe(id === 'web'); // the WEB leaves a few slots empty
  });

  it('decodes escapes and is not misled by brackets, braces or colons inside text', () => {
    const dir = mkdtempSync('/tmp/dps-bible-');
    try {
      const file = {
        id: 'x',
        source: { module: 'a:b', note: '[{' },
        books: [
          { osis: 'Gen', chapters: [['He said, "Let there be light": ] }', 'a \\ b', ''], ['é ü ñ 文']] },
          { osis: 'Exod', chapters: [['{[:,]}']] },
        ],
      };
      writeFileSync(`${dir}/x.json`, JSON.stringify(file));
      const read = [...bibleVerses('x', dir)];
      expect(read.map((v) => [v.book, v.chapter, v.verse, v.text])).toEqual([
        ['Gen', 1, 1, 'He said, "Let there be light": ] }'],
        ['Gen', 1, 2, 'a \\ b'],
        ['Gen', 1, 3, ''],
        ['Gen', 2, 1, 'é ü ñ 文'],
        ['Exod', 1, 1, '{[:,]}'],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
