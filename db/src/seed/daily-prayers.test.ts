/** The English daily library's house style (content/en/daily-prayers/*.yaml). */
import { describe, expect, it } from 'vitest';
import { loadContent } from '../content/load-content';

const en = loadContent().find((c) => c.language === 'en')!;
const seedDailyPrayers = en.daily;
const seedTopicPrayers = en.topic;
const seedTopics = en.topics;

// 'Psalm 5:3 (WEB)', '1 Corinthians 15:57-58 (WEB)', 'Song of Solomon 2:11-12 (WEB)'
const REFERENCE = /^(?:[1-3] )?[A-Z][a-z]+(?: (?:of|[A-Z][a-z]+))* (\d+):(\d+)(?:-(\d+))? \(WEB\)$/;

/** The single verses a reference covers ('Psalm 4:8-9 (WEB)' gives 'Psalm 4:8' and 'Psalm 4:9'). */
function versesOf(reference: string): string[] {
  const m = /^(.+) (\d+):(\d+)(?:-(\d+))?(?: \(WEB\))?$/.exec(reference.trim());
  if (!m) return [reference.trim()];
  const [, book, chapter, from, to] = m;
  const verses: string[] = [];
  for (let v = Number(from); v <= Number(to ?? from); v++)
    verses.push(`${book!.replace(/^Psalms$/, 'Psalm')} ${chapter}:${v}`);
  return verses;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const duplicates = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
const count = (text: string, ch: string) => text.split(ch).length - 1;

describe('daily prayer library seed', () => {
  it('holds a year of prayers (366, so none repeats within a year), keyed daily-NNN with no key, title or passage used twice', () => {
    expect(seedDailyPrayers.length).toBeGreaterThanOrEqual(366);
    for (const p of seedDailyPrayers) expect(p.key).toMatch(/^daily-\d{3}$/);
    expect(duplicates(seedDailyPrayers.map((p) => p.key))).toEqual([]);
    expect(duplicates(seedDailyPrayers.map((p) => p.title.toLowerCase()))).toEqual([]);
    expect(duplicates(seedDailyPrayers.map((p) => p.reference))).toEqual([]);
    expect(duplicates(seedDailyPrayers.flatMap((p) => versesOf(p.reference)))).toEqual([]);
  });

  it('cites each passage as "Book chapter:verse(s) (WEB)", one to four verses in ascending order', () => {
    for (const p of seedDailyPrayers) {
      expect(p.reference.endsWith(' (WEB)'), p.key).toBe(true);
      const m = REFERENCE.exec(p.reference);
      expect(m, `${p.key}: ${p.reference}`).not.toBeNull();
      const [, , from, to] = m!;
      if (to !== undefined) expect(Number(to), p.reference).toBeGreaterThan(Number(from));
      expect(versesOf(p.reference).length, p.reference).toBeLessThanOrEqual(4);
    }
  });

  it('writes each prayer as 2-3 paragraphs of 60-140 words in all that end with "Amen."', () => {
    for (const p of seedDailyPrayers) {
      const paragraphs = p.content.split('\n\n');
      expect(paragraphs.length, p.key).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length, p.key).toBeLessThanOrEqual(3);
      for (const para of paragraphs) {
        expect(para, p.key).not.toBe('');
        expect(para.trim(), p.key).toBe(para);
        expect(para, p.key).not.toContain('\n');
      }
      expect(p.content.endsWith('Amen.'), p.key).toBe(true);
      expect(words(p.content), p.key).toBeGreaterThanOrEqual(60);
      expect(words(p.content), p.key).toBeLessThanOrEqual(140);
    }
  });

  it('tags a prayer only with one of the six built-in topics', () => {
    const names = seedTopics.map((t) => t.key);
    expect(names).toHaveLength(6);
    for (const p of seedDailyPrayers) if (p.topic !== undefined) expect(names, p.key).toContain(p.topic);
  });

  it('keeps the scripture as clean WEB text: Yahweh not LORD, no footnote marks, closed quotations', () => {
    for (const p of seedDailyPrayers) {
      const s = p.scripture;
      expect(s.trim(), p.reference).toBe(s);
      expect(s, p.reference).not.toBe('');
      expect(s, p.reference).not.toMatch(/\bLORD\b/);
      expect(s, p.reference).not.toMatch(/[*†‡§✡\n]| {2}/);
      expect(s, p.reference).toMatch(/[.!?’”]$/);
      expect(count(s, '“'), p.reference).toBe(count(s, '”'));
      for (const text of [p.title, p.content, s]) {
        // One quote style per text: typographic quotes mixed with straight ones mean a paste from elsewhere.
        expect(/[‘’“”]/.test(text) && /['"]/.test(text), `${p.key}: ${text.slice(0, 40)}`).toBe(false);
      }
    }
  });

  it('shares no verse with the topic prayers, so no passage shows up twice in the app', () => {
    const topicVerses = new Set(seedTopicPrayers.flatMap((p) => versesOf(p.reference)));
    const shared = seedDailyPrayers.flatMap((p) => versesOf(p.reference)).filter((v) => topicVerses.has(v));
    expect(shared).toEqual([]);
  });
});
