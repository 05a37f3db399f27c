/**
 * The content check's scripture half (content/README.md): every prayer in content/<language>/ quotes
 * exactly the verses its reference names, as the bundled Bible of its language has them — English
 * from the WEB (db/scripture/web.json), Spanish from the Reina-Valera 1909 (db/scripture/rv1909.json).
 * The reference is read by the product's own parser (getPassage), so a reference that passes here
 * opens the same verses in the reader. Two texts are the same when they differ only in whitespace
 * and typographic versus straight quotes (decision 131).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIBLE_OF_LANGUAGE } from '@dps/db/content/languages';
import { CONTENT_DIR, readContent, type LanguageContent } from '@dps/db/content/load-content';
import { normaliseScripture } from '@dps/db/seed/scripture-reference';
import { getPassage } from './get-passage';

const FIXTURE = join(CONTENT_DIR, '..', 'db', 'src', 'content', 'fixtures', 'small');

/** The problems of one language's prayers: a reference the parser does not read, a quote that differs. */
function quoteProblems(c: LanguageContent): string[] {
  const bible = BIBLE_OF_LANGUAGE[c.language];
  const problems: string[] = [];
  for (const p of [...c.daily, ...c.topic]) {
    const where = `content/${c.language} ${p.key} (${p.reference})`;
    if (!p.reference.endsWith(` (${bible.abbreviation})`)) {
      problems.push(
        `${where}: a ${c.language} prayer quotes the ${bible.abbreviation} and says so, e.g. "(${bible.abbreviation})"`,
      );
      continue;
    }
    let verses: string[];
    try {
      verses = getPassage({ ref: p.reference, version: bible.id, lang: c.language }).verses.map((v) => v.text);
    } catch (e) {
      problems.push(`${where}: ${(e as Error).message}`);
      continue;
    }
    const expected = normaliseScripture(verses.join(' '));
    if (normaliseScripture(p.scripture) !== expected)
      problems.push(
        `${where}: the quote differs from the bundled ${bible.abbreviation}\n  file:    ${p.scripture}\n  bundled: ${expected}`,
      );
  }
  return problems;
}

/** Verses quoted twice within a language ('Psalms 4:8' style keys from the parser's answer). */
function versesQuotedTwice(c: LanguageContent): string[] {
  const bible = BIBLE_OF_LANGUAGE[c.language];
  const seen = new Map<string, string>();
  const twice: string[] = [];
  for (const p of [...c.daily, ...c.topic]) {
    for (const v of getPassage({ ref: p.reference, version: bible.id, lang: c.language }).verses) {
      const k = `${v.osis} ${v.chapter}:${v.verse}`;
      if (seen.has(k)) twice.push(`${k}: ${seen.get(k)} and ${p.key}`);
      else seen.set(k, p.key);
    }
  }
  return twice;
}

describe('scripture in the content files', () => {
  const content = readContent();

  it.each(content.map((c) => [c.language, c] as const))(
    '%s: every quote is the bundled text of its reference',
    (_, c) => {
      expect(quoteProblems(c)).toEqual([]);
    },
  );

  it('quotes no English verse twice anywhere in the app (daily and topic prayers together)', () => {
    expect(versesQuotedTwice(content.find((c) => c.language === 'en')!)).toEqual([]);
  });

  it('checks the test fixture the same way (English and Spanish)', () => {
    const fixture = readContent(FIXTURE);
    expect(fixture.map((c) => c.language)).toEqual(['en', 'es']);
    for (const c of fixture) expect(quoteProblems(c)).toEqual([]);
  });

  it('can fail: a changed word, a wrong verse, another version or an unknown book is caught', () => {
    const es = readContent(FIXTURE).find((c) => c.language === 'es')!;
    const p = es.daily[1]!; // Salmos 5:3 (RV1909)
    const with_ = (change: Partial<typeof p>) => quoteProblems({ ...es, daily: [{ ...p, ...change }], topic: [] });
    expect(with_({})).toEqual([]);
    expect(with_({ scripture: p.scripture.replace('mañana', 'noche') })[0]).toMatch(/differs from the bundled RV1909/);
    expect(with_({ reference: 'Salmos 5:4 (RV1909)' })[0]).toMatch(/differs/);
    expect(with_({ reference: 'Salmos 5:3 (WEB)' })[0]).toMatch(/quotes the RV1909 and says so/);
    expect(with_({ reference: 'Ezequías 1:1 (RV1909)' })).toHaveLength(1);
    const en = content.find((c) => c.language === 'en')!;
    const q = en.daily[0]!;
    expect(
      quoteProblems({ ...en, daily: [{ ...q, scripture: q.scripture.replace(/\u2019/g, "'") }], topic: [] }),
    ).toEqual([]);
    expect(
      quoteProblems({ ...en, daily: [{ ...q, scripture: q.scripture.replace('morning', 'evening') }], topic: [] }),
    ).toHaveLength(1);
  });
});
