/**
 * Every seeded passage is the World English Bible's text of the verses its reference names, as the
 * bundled WEB has it (db/scripture/web.json, converted from Debian's sword-text-web by
 * scripts/scripture/convert-sword.ts; decision 210): one source for the prayers and the reader. The
 * seed's text was first taken from eBible.org's USFX of 2021 and checked against the SWORD module
 * (decision 131). Two copies are the same text when they differ only in whitespace and typographic quotes.
 */
import { describe, expect, it } from 'vitest';
import { readBibleFile } from '../scripture-files';
import { seedDailyPrayers } from './daily-prayers';
import { seedTopicPrayers } from './topic-prayers';
import { BIBLE_BOOKS, normaliseScripture, parseReference, versesOf } from './scripture-reference';

const web = readBibleFile('web');
/** 'Psalms 23:1' -> the bundled WEB's verse (undefined when it has none). */
function bundled(verse: string): string | undefined {
  const m = /^(.+) (\d+):(\d+)$/.exec(verse);
  const book = BIBLE_BOOKS.indexOf(m?.[1] as (typeof BIBLE_BOOKS)[number]);
  const text = web.books[book]?.chapters[Number(m?.[2]) - 1]?.[Number(m?.[3]) - 1];
  return text === '' ? undefined : text;
}

const passages = [...seedDailyPrayers, ...seedTopicPrayers];

describe('seeded scripture', () => {
  it('cites every passage as "Book chapter:verse[-verse] (WEB)": a known book, one to four verses in order', () => {
    for (const p of passages) expect(parseReference(p.reference), `${p.key}: ${p.reference}`).not.toBeNull();
  });

  it('quotes exactly the verses named, as the bundled WEB has them', () => {
    const wrong: string[] = [];
    for (const p of passages) {
      const verses = versesOf(p.reference);
      const missing = verses.filter((v) => bundled(v) === undefined);
      if (missing.length > 0) {
        wrong.push(`${p.key}: ${missing.join(', ')} not in the bundled WEB`);
        continue;
      }
      const expected = normaliseScripture(verses.map((v) => bundled(v)).join(' '));
      if (normaliseScripture(p.scripture) !== expected)
        wrong.push(`${p.key} ${p.reference}:\n${p.scripture}\n${expected}`);
    }
    expect(wrong).toEqual([]);
  });

  it('names books in the bundled Bibles’ order', () => {
    expect(web.books.length).toBe(BIBLE_BOOKS.length);
    expect(bundled('Psalms 23:1')).toBe('Yahweh is my shepherd; I shall lack nothing.');
  });

  it('quotes no verse twice anywhere in the app (daily and topic prayers together)', () => {
    const verses = passages.flatMap((p) => versesOf(p.reference));
    expect(verses.filter((v, i) => verses.indexOf(v) !== i)).toEqual([]);
  });

  it('can fail: a changed word, a wrong verse number or an unknown book is caught', () => {
    const p = seedDailyPrayers[0]!;
    const expected = normaliseScripture(
      versesOf(p.reference)
        .map((v) => bundled(v))
        .join(' '),
    );
    expect(normaliseScripture(p.scripture.replace('morning', 'evening'))).not.toBe(expected);
    expect(normaliseScripture(p.scripture.replace(/\u2019/g, "'"))).toBe(expected);
    expect(parseReference('Psalm 5:3-9 (WEB)')).toBeNull(); // seven verses
    expect(parseReference('Psalm 5:4-3 (WEB)')).toBeNull();
    expect(parseReference('Hezekiah 1:1 (WEB)')).toBeNull();
    expect(parseReference('Psalm 5:3 (KJV)')).toBeNull();
    expect(versesOf('Psalm 4:8-9 (WEB)')).toEqual(['Psalms 4:8', 'Psalms 4:9']);
  });
});
