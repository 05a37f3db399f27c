/**
 * Every seeded passage is the World English Bible's text of the verses its reference names, checked
 * against a second copy of the WEB: scripture-second-source.json holds those verses as the WEB's SWORD
 * module (engWEB2015eb, Debian's sword-text-web) gives them, written by scripts/seed-scripture.ts, which
 * also compared them with the first source the seed's text was taken from (eBible.org's USFX of 2021).
 * No network and no package: the copy is committed. Two copies are the same text when they differ only in
 * whitespace and typographic quotes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seedDailyPrayers } from './daily-prayers';
import { seedTopicPrayers } from './topic-prayers';
import { BIBLE_BOOKS, normaliseScripture, parseReference, versesOf } from './scripture-reference';

const secondSource = JSON.parse(
  readFileSync(new URL('./scripture-second-source.json', import.meta.url), 'utf8'),
) as Record<string, string>;

const passages = [...seedDailyPrayers, ...seedTopicPrayers];

describe('seeded scripture', () => {
  it('cites every passage as "Book chapter:verse[-verse] (WEB)": a known book, one to four verses in order', () => {
    for (const p of passages) expect(parseReference(p.reference), `${p.key}: ${p.reference}`).not.toBeNull();
  });

  it('quotes exactly the verses named, as the second copy of the WEB has them', () => {
    const wrong: string[] = [];
    for (const p of passages) {
      const verses = versesOf(p.reference);
      const missing = verses.filter((v) => !(v in secondSource));
      if (missing.length > 0) {
        wrong.push(`${p.key}: ${missing.join(', ')} not in the second source`);
        continue;
      }
      const expected = normaliseScripture(verses.map((v) => secondSource[v]).join(' '));
      if (normaliseScripture(p.scripture) !== expected)
        wrong.push(`${p.key} ${p.reference}:\n${p.scripture}\n${expected}`);
    }
    expect(wrong).toEqual([]);
  });

  it('keeps in the second copy only verses the seed quotes, each a real non-empty verse', () => {
    const quoted = new Set(passages.flatMap((p) => versesOf(p.reference)));
    for (const [verse, text] of Object.entries(secondSource)) {
      expect(quoted.has(verse), verse).toBe(true);
      const m = /^(.+) (\d+):(\d+)$/.exec(verse);
      expect(BIBLE_BOOKS as readonly string[], verse).toContain(m?.[1]);
      expect(normaliseScripture(text), verse).not.toBe('');
    }
  });

  it('quotes no verse twice anywhere in the app (daily and topic prayers together)', () => {
    const verses = passages.flatMap((p) => versesOf(p.reference));
    expect(verses.filter((v, i) => verses.indexOf(v) !== i)).toEqual([]);
  });

  it('can fail: a changed word, a wrong verse number or an unknown book is caught', () => {
    const p = seedDailyPrayers[0]!;
    const expected = normaliseScripture(
      versesOf(p.reference)
        .map((v) => secondSource[v])
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
