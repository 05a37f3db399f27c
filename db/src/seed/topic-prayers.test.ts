/** The English topic prayers' house style (content/en/topic-prayers/*.yaml). */
import { describe, expect, it } from 'vitest';
import { loadContent } from '../content/load-content';

const en = loadContent().find((c) => c.language === 'en')!;
const seedTopicPrayers = en.topic;
const seedDailyPrayers = en.daily;
const topicNames = en.topics.map((t) => t.key);

// 'Psalm 23:1-3 (WEB)', '1 Peter 5:6-7 (WEB)', 'Song of Solomon 2:4 (WEB)'
const REFERENCE = /^(?:[1-3] )?[A-Z][a-z]+(?: (?:of|[A-Z][a-z]+))* \d+:\d+(?:-\d+)? \(WEB\)$/;

/** The verses a reference covers, as 'Book chapter:verse' strings ('Psalm 4:8-9' gives two). */
function versesOf(reference: string): string[] {
  const m = /^(.+) (\d+):(\d+)(?:-(\d+))?(?: \(WEB\))?$/.exec(reference.trim());
  if (!m) return [reference.trim()];
  const [, book, chapter, from, to] = m;
  const first = Number(from);
  const last = Number(to ?? from);
  const verses: string[] = [];
  for (let v = first; v <= last; v++) verses.push(`${book!.replace(/^Psalms$/, 'Psalm')} ${chapter}:${v}`);
  return verses;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const duplicates = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);

describe('topic prayer seed', () => {
  it('gives every one of the six topics at least fifteen prayers, and no prayer an unknown topic', () => {
    expect(topicNames).toHaveLength(6);
    for (const p of seedTopicPrayers) expect(topicNames, p.key).toContain(p.topic);
    for (const name of topicNames) {
      expect(seedTopicPrayers.filter((p) => p.topic === name).length, name).toBeGreaterThanOrEqual(15);
    }
  });

  it('has unique keys, titles and references, with keys named after their topic', () => {
    expect(duplicates(seedTopicPrayers.map((p) => p.key))).toEqual([]);
    expect(duplicates(seedTopicPrayers.map((p) => p.title.toLowerCase()))).toEqual([]);
    expect(duplicates(seedTopicPrayers.flatMap((p) => versesOf(p.reference)))).toEqual([]);
    for (const p of seedTopicPrayers) expect(p.key).toMatch(new RegExp(`^${p.topic.toLowerCase()}-[1-9]\\d*$`));
  });

  it('cites each passage as "Book chapter:verse(s) (WEB)", one to four verses long', () => {
    for (const p of seedTopicPrayers) {
      expect(p.reference).toMatch(REFERENCE);
      expect(versesOf(p.reference).length, p.reference).toBeGreaterThanOrEqual(1);
      expect(versesOf(p.reference).length, p.reference).toBeLessThanOrEqual(4);
    }
  });

  it('writes each prayer as 2-3 paragraphs of 60-140 words that end with "Amen."', () => {
    for (const p of seedTopicPrayers) {
      const paragraphs = p.content.split('\n\n');
      expect(paragraphs.length, p.key).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length, p.key).toBeLessThanOrEqual(3);
      for (const para of paragraphs) {
        expect(para.trim(), p.key).toBe(para);
        expect(para, p.key).not.toBe('');
        expect(para, p.key).not.toContain('\n');
      }
      expect(p.content.endsWith('Amen.'), p.key).toBe(true);
      expect(words(p.content), p.key).toBeGreaterThanOrEqual(60);
      expect(words(p.content), p.key).toBeLessThanOrEqual(140);
    }
  });

  it('leaves no field empty and no stray whitespace around any text', () => {
    for (const p of seedTopicPrayers) {
      for (const [field, value] of Object.entries(p)) {
        expect(typeof value, `${p.key}.${field}`).toBe('string');
        expect((value as string).trim(), `${p.key}.${field}`).not.toBe('');
        expect((value as string).trim(), `${p.key}.${field}`).toBe(value);
      }
    }
  });

  it('keeps the WEB wording of the divine name and one quote style inside each text', () => {
    for (const p of seedTopicPrayers) {
      // The WEB renders the divine name "Yahweh"; "LORD" in capitals means another translation slipped in.
      expect(p.scripture, p.reference).not.toMatch(/\bLORD\b/);
      for (const text of [p.title, p.content, p.scripture]) {
        const curly = /[\u2018\u2019\u201c\u201d]/.test(text);
        const straight = /['"]/.test(text);
        expect(curly && straight, `${p.key}: ${text.slice(0, 40)}`).toBe(false);
      }
    }
  });

  it('does not reuse any verse that the daily prayer library already shows', () => {
    const daily = new Set(seedDailyPrayers.flatMap((p) => versesOf(p.reference)));
    const shared = seedTopicPrayers.flatMap((p) => versesOf(p.reference)).filter((v) => daily.has(v));
    expect(shared).toEqual([]);
  });
});
