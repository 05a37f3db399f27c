/**
 * The Spanish topic prayers (content/es/topic-prayers/<topic-key>.yaml): one file for
 * each of the six topics with 15 prayers keyed <topic>-1 .. <topic>-15 in order, the fields of the
 * English topic files, different titles, 80-150 words in two paragraphs ending "Amén.", 1-4 verses,
 * no verse quoted twice among them nor already quoted by a Spanish daily prayer, and every quote
 * exactly the bundled Reina-Valera 1909 text of its reference (only whitespace may differ), ending on a
 * full stop, question or exclamation, never a psalm's verse 1 (this RV1909 keeps the titles there) nor a
 * Psalm 119 stanza letter ("NUN.").
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getPassage } from '@dps/core/scripture/get-passage';
import { TOPIC_KEYS, readSpanishDailyFile, spanishDailyFiles, wordCount } from './daily-prayer-files';
import { normaliseWhitespace, rv1909Quote } from './rv1909-quote';
import { readSpanishTopicFile, spanishTopicFile } from './topic-prayer-files';

const FIELDS = ['key', 'title', 'reference', 'scripture', 'content'];

const present = TOPIC_KEYS.filter((t) => existsSync(spanishTopicFile(t)));
const entries = present.flatMap((topic) => {
  const list = readSpanishTopicFile(topic);
  if (!Array.isArray(list)) throw new Error(`${topic}.yaml is not a list`);
  return list.map((entry: Record<string, unknown>) => ({ topic, entry }));
});

function verseIds(reference: string): string[] {
  return getPassage({ ref: reference, version: 'rv1909', lang: 'es' }).verses.map(
    (v) => `${v.osis} ${v.chapter}:${v.verse}`,
  );
}

describe('Spanish topic prayers (content/es/topic-prayers)', () => {
  it('has a file for each of the six topics, each opening with a comment line', () => {
    expect(present).toEqual([...TOPIC_KEYS]);
    for (const t of present) expect(readFileSync(spanishTopicFile(t), 'utf8'), t).toMatch(/^# .+\n/);
  });

  it('holds 15 prayers a topic, keyed <topic>-1 .. <topic>-15 in order', () => {
    for (const topic of present) {
      const keys = entries.filter((e) => e.topic === topic).map((e) => e.entry.key);
      expect(keys, topic).toEqual(Array.from({ length: 15 }, (_, i) => `${topic}-${i + 1}`));
    }
  });

  it('gives every entry exactly the fields of the English topic files, as one-line or block text', () => {
    for (const { entry } of entries) {
      const where = String(entry.key);
      expect(Object.keys(entry), where).toEqual(FIELDS);
      for (const f of FIELDS) {
        expect(typeof entry[f], `${where}: ${f}`).toBe('string');
        expect((entry[f] as string).trim(), `${where}: ${f}`).not.toBe('');
      }
      expect((entry.title as string).length, `${where}: title`).toBeLessThanOrEqual(60);
      expect(entry.reference, where).toMatch(/^[1-3]? ?\p{Lu}[\p{L} ]+ \d+:\d+(-\d+)? \(RV1909\)$/u);
    }
  });

  it('has titles that are all different', () => {
    const titles = entries.map(({ entry }) => String(entry.title).toLowerCase());
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
  });

  it('writes each prayer in 80-150 words, two paragraphs, ending with "Amén."', () => {
    const wrong = entries
      .map(({ entry }) => {
        const content = String(entry.content).trim();
        return {
          key: entry.key,
          words: wordCount(content),
          paragraphs: content.split(/\n\s*\n/).length,
          ends: content.endsWith('Amén.'),
        };
      })
      .filter((p) => p.words < 80 || p.words > 150 || p.paragraphs !== 2 || !p.ends);
    expect(wrong).toEqual([]);
  });

  it('quotes 1-4 verses, none quoted by another topic prayer or by a Spanish daily prayer', () => {
    const used = new Map<string, string>();
    for (const file of spanishDailyFiles())
      for (const e of readSpanishDailyFile(file) as { key: string; reference: string }[])
        for (const id of verseIds(e.reference)) used.set(id, e.key);
    const wrong: string[] = [];
    for (const { entry } of entries) {
      const ids = verseIds(String(entry.reference));
      if (ids.length < 1 || ids.length > 4) wrong.push(`${String(entry.key)}: ${ids.length} verses`);
      for (const id of ids) {
        const by = used.get(id);
        if (by) wrong.push(`${String(entry.key)}: ${id} already quoted by ${by}`);
        used.set(id, String(entry.key));
      }
    }
    expect(wrong).toEqual([]);
  });

  it('quotes clean passages: ending on a full stop, question or exclamation, no psalm title or stanza letter', () => {
    const wrong = entries
      .filter(({ entry }) => {
        const scripture = normaliseWhitespace(String(entry.scripture));
        const reference = String(entry.reference);
        return (
          !/[.?!]( \(Selah\.\))?$/.test(scripture) ||
          /^Salmos \d+:1\b/.test(reference) ||
          /^\p{Lu}{2,}\./u.test(scripture)
        );
      })
      .map(({ entry }) => `${String(entry.key)} ${String(entry.reference)}`);
    expect(wrong).toEqual([]);
  });

  it('quotes every passage verbatim from the bundled RV1909 (whitespace aside)', () => {
    const wrong = entries
      .filter(({ entry }) => normaliseWhitespace(String(entry.scripture)) !== rv1909Quote(String(entry.reference)))
      .map(({ entry }) => `${String(entry.key)} ${String(entry.reference)}`);
    expect(wrong).toEqual([]);
  });
});
