/**
 * The Spanish daily prayer library (content/es/daily-prayers/*.yaml): the agreed format
 * (CONTENT-FORMAT.md), keys daily-001.. in order with no gap, 90-170 words ending "Amén.", 1-4 verses,
 * no passage used twice, and every quote exactly the bundled Reina-Valera 1909 text of its reference
 * (only whitespace may differ). Checks the prayers present, however many are written.
 */
import { describe, expect, it } from 'vitest';
import { getPassage } from '@dps/core/scripture/get-passage';
import { TOPIC_KEYS, readSpanishDailyFile, spanishDailyFiles, wordCount } from './daily-prayer-files';
import { normaliseWhitespace, rv1909Quote } from './rv1909-quote';

const FIELDS = ['key', 'title', 'topic', 'reference', 'scripture', 'content'];
const REQUIRED = ['key', 'title', 'reference', 'scripture', 'content'];

const files = spanishDailyFiles();
const entries = files.flatMap((file) => {
  const list = readSpanishDailyFile(file);
  if (!Array.isArray(list)) throw new Error(`${file} is not a list`);
  return list.map((entry: Record<string, unknown>) => ({ file, entry }));
});

describe('Spanish daily prayers (content/es/daily-prayers)', () => {
  it(`has prayers, at most 366, keyed daily-001 onward in order (${entries.length} present)`, () => {
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.length).toBeLessThanOrEqual(366);
    entries.forEach(({ entry }, i) => expect(entry.key).toBe(`daily-${String(i + 1).padStart(3, '0')}`));
  });

  it('names each file after the first and last day it holds, about 60 a file', () => {
    let next = 1;
    for (const file of files) {
      const m = /^(\d{3})-(\d{3})\.yaml$/.exec(file);
      expect(m, file).not.toBeNull();
      const inFile = entries.filter((e) => e.file === file).length;
      expect(Number(m![1]), file).toBe(next);
      expect(Number(m![2]), file).toBe(next + inFile - 1);
      expect(inFile, file).toBeLessThanOrEqual(64);
      next += inFile;
    }
  });

  it('gives every entry exactly the agreed fields, as text', () => {
    for (const { file, entry } of entries) {
      const where = `${file} ${String(entry.key)}`;
      for (const f of Object.keys(entry)) expect(FIELDS, `${where}: unknown field ${f}`).toContain(f);
      for (const f of REQUIRED) {
        expect(typeof entry[f], `${where}: ${f}`).toBe('string');
        expect((entry[f] as string).trim(), `${where}: ${f}`).not.toBe('');
      }
      if ('topic' in entry) expect(TOPIC_KEYS, `${where}: topic`).toContain(entry.topic);
      expect((entry.title as string).length, `${where}: title`).toBeLessThanOrEqual(60);
      expect(entry.reference, where).toMatch(/^[1-3]? ?\p{Lu}[\p{L} ]+ \d+:\d+(-\d+(:\d+)?)? \(RV1909\)$/u);
    }
  });

  it('has titles that are all different', () => {
    const titles = entries.map(({ entry }) => String(entry.title).toLowerCase());
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
  });

  it('writes each prayer in 90-170 words, in paragraphs, ending with "Amén."', () => {
    const wrong = entries
      .map(({ entry }) => {
        const content = String(entry.content).trim();
        const words = wordCount(content);
        return { key: entry.key, words, ends: content.endsWith('Amén.'), blank: !/\n\n\n/.test(content) };
      })
      .filter((p) => p.words < 90 || p.words > 170 || !p.ends || !p.blank);
    expect(wrong).toEqual([]);
  });

  it('quotes 1-4 verses, never a verse another prayer already quotes', () => {
    const used = new Map<string, string>();
    const wrong: string[] = [];
    for (const { entry } of entries) {
      const verses = getPassage({ ref: String(entry.reference), version: 'rv1909', lang: 'es' }).verses;
      if (verses.length < 1 || verses.length > 4) wrong.push(`${String(entry.key)}: ${verses.length} verses`);
      for (const v of verses) {
        const id = `${v.osis} ${v.chapter}:${v.verse}`;
        const by = used.get(id);
        if (by) wrong.push(`${String(entry.key)}: ${id} already quoted by ${by}`);
        used.set(id, String(entry.key));
      }
    }
    expect(wrong).toEqual([]);
  });

  it('quotes every passage verbatim from the bundled RV1909 (whitespace aside)', () => {
    const wrong = entries
      .filter(({ entry }) => normaliseWhitespace(String(entry.scripture)) !== rv1909Quote(String(entry.reference)))
      .map(({ entry }) => `${String(entry.key)} ${String(entry.reference)}`);
    expect(wrong).toEqual([]);
  });
});
