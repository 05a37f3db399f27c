/**
 * The bundled Bibles (decision 210): each holds the 66 books with the chapters and verses of its
 * SWORD module, and, where the module is installed (CI installs Debian's sword-text-* and
 * libsword-utils), every verse is what scripts/scripture/convert-sword.ts makes of the module today.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { readBibleFile } from '../../db/src/scripture-files';
import { BOOKS } from '../../core/src/scripture/books';
import { BIBLE_VERSIONS } from '../../core/src/scripture/versions';
import { readModule } from './convert-sword';

const counts = {
  web: { books: 66, chapters: 1189, verses: 31095 },
  kjv: { books: 66, chapters: 1189, verses: 31102 },
  rv1909: { books: 66, chapters: 1189, verses: 31084 },
};

const hasModules = (() => {
  try {
    execFileSync('mod2imp', ['engWEB2015eb'], { stdio: 'ignore', maxBuffer: 64 * 1024 * 1024 });
    return true;
  } catch {
    console.log('SWORD modules not installed: the bundled Bibles are checked by their counts only');
    return false;
  }
})();

describe.each(BIBLE_VERSIONS.map((v) => [v.id, v] as const))('the bundled %s', (id, version) => {
  const file = readBibleFile(id);

  it('holds the 66 books in canon order with the expected chapters and verses', () => {
    expect(file.books.map((b) => b.osis)).toEqual(BOOKS.map((b) => b.osis));
    const chapters = file.books.reduce((n, b) => n + b.chapters.length, 0);
    const verses = file.books.reduce(
      (n, b) => n + b.chapters.reduce((m, c) => m + c.filter((v) => v !== '').length, 0),
      0,
    );
    expect({ books: file.books.length, chapters, verses }).toEqual(counts[id]);
    expect(file).toMatchObject({
      name: version.name,
      abbreviation: version.abbreviation,
      language: version.language,
      source: { module: version.module },
    });
  });

  it('has no markup left and no words run together', () => {
    const bad: string[] = [];
    file.books.forEach((b) =>
      b.chapters.forEach((c, ci) =>
        c.forEach((t, vi) => {
          if (/[<>]|\s{2}|^\s|\s$|[a-z\u00e0-\u00fc][A-Z]/.test(t)) bad.push(`${b.osis} ${ci + 1}:${vi + 1}: ${t}`);
        }),
      ),
    );
    expect(bad).toEqual([]);
  });

  it('holds verses, not a module appendix (the WEB glossary once trailed Revelation 22:21)', () => {
    const long = file.books.flatMap((b) =>
      b.chapters.flatMap((c, ci) => c.flatMap((t, vi) => (t.length > 600 ? [`${b.osis} ${ci + 1}:${vi + 1} (${t.length})`] : []))),
    );
    expect(long).toEqual([]);
  });

  it.runIf(hasModules)('is, verse for verse, what the converter makes of the installed module', () => {
    const fresh = readModule(version);
    expect(fresh.source.module).toBe(file.source.module);
    const differ: string[] = [];
    fresh.books.forEach((b, bi) =>
      b.chapters.forEach((c, ci) => {
        const mine = file.books[bi]!.chapters[ci] ?? [];
        if (c.length !== mine.length) differ.push(`${b.osis} ${ci + 1}: ${mine.length} verses, module ${c.length}`);
        c.forEach((t, vi) => {
          if (t !== mine[vi]) differ.push(`${b.osis} ${ci + 1}:${vi + 1}`);
        });
      }),
    );
    expect(differ.slice(0, 20)).toEqual([]);
  });
});
