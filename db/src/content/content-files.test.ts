/**
 * The content check (content/README.md): every file in content/ reads with its schema, keys are
 * unique, every topic a prayer names exists, and a broken file is reported by name and entry.
 * The quotes are compared with the bundled Bibles in core/src/scripture/content-quotes.test.ts.
 * The legal texts (content/<language>/legal/*.md, decision 240) are checked here too.
 */
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync, cpSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTENT_DIR, ContentError, contentHash, readContent } from './load-content';
import { LANGUAGES } from './languages';
import { readLegalFiles } from './load-legal-files';

const FIXTURE = join(import.meta.dirname, 'fixtures', 'small');
const temps: string[] = [];
afterAll(() => {
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

/** A copy of the small fixture with `files` written over it; the problems readContent reports. */
function problemsWith(files: Record<string, string>): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'content-'));
  temps.push(dir);
  cpSync(FIXTURE, dir, { recursive: true });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  try {
    readContent(dir);
    return [];
  } catch (e) {
    if (e instanceof ContentError) return e.problems;
    throw e;
  }
}

describe('the content folder', () => {
  it('reads with the schemas: every file, every language, no problem', () => {
    const content = readContent();
    expect(content[0]!.language).toBe('en');
    expect(content[0]!.topics.map((t) => t.key)).toEqual([
      'hope',
      'peace',
      'wisdom',
      'healing',
      'strength',
      'gratitude',
    ]);
    expect(content[0]!.daily.length).toBeGreaterThanOrEqual(366);
    for (const c of content) {
      expect(new Set(c.daily.map((p) => p.key)).size, c.language).toBe(c.daily.length);
      expect(new Set(c.topic.map((p) => p.key)).size, c.language).toBe(c.topic.length);
    }
  });

  it('holds only language folders the product knows, and each file where the format puts it', () => {
    for (const entry of readdirSync(CONTENT_DIR, { withFileTypes: true }).filter((e) => e.isDirectory())) {
      expect(LANGUAGES, entry.name).toContain(entry.name);
      for (const f of readdirSync(join(CONTENT_DIR, entry.name)))
        expect(['topics.yaml', 'daily-prayers', 'topic-prayers', 'plans', 'legal'], `${entry.name}/${f}`).toContain(f);
    }
  });

  it('names Spanish topics by the English keys', () => {
    const es = readContent().find((c) => c.language === 'es');
    if (es)
      for (const t of es.topics)
        expect(['hope', 'peace', 'wisdom', 'healing', 'strength', 'gratitude']).toContain(t.key);
    expect(readContent(FIXTURE).map((c) => c.language)).toEqual(['en', 'es']);
  });

  it('can fail: a missing field, a key twice, an unknown topic, a stray field or broken YAML is named by file and entry', () => {
    expect(problemsWith({})).toEqual([]);
    const entry = (key: string, extra = '') =>
      `- key: ${key}\n  title: T ${key}\n${extra}  reference: Psalm 5:3 (WEB)\n  scripture: |\n    Yahweh, in the morning you will hear my voice. In the morning I will lay my requests before you, and will watch expectantly.\n  content: |\n    A prayer. Amen.\n`;
    expect(problemsWith({ 'en/daily-prayers/003.yaml': entry('daily-002') })).toEqual([
      'content/en/daily-prayers: the key daily-002 is used twice',
    ]);
    expect(problemsWith({ 'en/daily-prayers/003.yaml': entry('daily-003', '  topic: joy\n') })).toEqual([
      'content/en/daily-prayers/003.yaml: daily-003: topic joy is not in content/en/topics.yaml',
    ]);
    expect(problemsWith({ 'en/daily-prayers/003.yaml': entry('day-3') })).toEqual([
      'content/en/daily-prayers/003.yaml: entry 1 (day-3): key: a daily prayer key is "daily-" and three digits, e.g. daily-001',
    ]);
    expect(problemsWith({ 'en/daily-prayers/003.yaml': entry('daily-003', '  author: me\n') })[0]).toMatch(
      /^content\/en\/daily-prayers\/003.yaml: entry 1 \(daily-003\): .*author/,
    );
    expect(problemsWith({ 'en/daily-prayers/003.yaml': '- key: daily-003\n  title: [unclosed\n' })[0]).toMatch(
      /^content\/en\/daily-prayers\/003.yaml: not valid YAML/,
    );
    expect(
      problemsWith({
        'es/daily-prayers/003.yaml':
          '- key: daily-003\n  title: Sin texto\n  reference: Salmos 5:3 (RV1909)\n  scripture: x\n',
      }),
    ).toEqual(['content/es/daily-prayers/003.yaml: entry 1 (daily-003): content: content must be text']);
    expect(problemsWith({ 'es/topic-prayers/joy.yaml': '[]' })).toEqual([
      'content/es/topic-prayers/joy.yaml: joy is not a topic key of content/en/topics.yaml',
    ]);
    expect(problemsWith({ 'es/topic-prayers/peace.yaml': entry('hope-2') })).toEqual([
      'content/es/topic-prayers/peace.yaml: hope-2: a key in this file is "peace-" and a number',
    ]);
    expect(problemsWith({ 'es/topics.yaml': '- key: joy\n  name: Alegría\n  description: Gozo\n' })).toEqual([
      'content/es/topics.yaml: joy is not a topic key of content/en/topics.yaml',
    ]);
  });

  it('strips the final newline a block scalar keeps, and nothing else', () => {
    const es = readContent(FIXTURE).find((c) => c.language === 'es')!;
    expect(es.daily[0]!.content.endsWith('Amén.')).toBe(true);
    expect(es.daily[0]!.content.split('\n\n')).toHaveLength(2);
  });

  it('changes its hash when any file changes, and only then', () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'));
    temps.push(dir);
    cpSync(FIXTURE, dir, { recursive: true });
    const before = contentHash(dir);
    expect(contentHash(dir)).toBe(before);
    writeFileSync(join(dir, 'es', 'topics.yaml'), '- key: hope\n  name: Esperanza\n  description: Otra\n');
    expect(contentHash(dir)).not.toBe(before);
  });
});

describe('the legal texts', () => {
  /** The problems of the real legal files with `files` written over a copy of them. */
  function legalProblemsWith(files: Record<string, string | ((text: string) => string)>): string[] {
    const dir = mkdtempSync(join(tmpdir(), 'legal-'));
    temps.push(dir);
    for (const language of LANGUAGES) cpSync(join(CONTENT_DIR, language, 'legal'), join(dir, language, 'legal'), { recursive: true });
    for (const [path, change] of Object.entries(files)) {
      const file = join(dir, path);
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, typeof change === 'string' ? change : change(readFileSync(file, 'utf8')));
    }
    return readLegalFiles(dir).problems;
  }

  it('reads every legal file: the front matter, the Markdown subset, and each translation against its English text', () => {
    const { files, problems } = readLegalFiles();
    expect(problems).toEqual([]);
    expect(files.map((f) => `${f.language}/${f.document}`)).toEqual(['en/privacy', 'en/terms', 'es/privacy', 'es/terms']);
    for (const f of files) expect(f.front.governing, `${f.language}/${f.document}`).toBe('en');
    const es = files.find((f) => f.language === 'es' && f.document === 'privacy')!;
    expect(es.front.notice).toMatch(/traducción de cortesía.*inglés/);
    const en = files.find((f) => f.language === 'en' && f.document === 'privacy')!;
    expect(en.front.notice).toMatch(/Spanish.*English text governs/);
  });

  it('can fail: a missing governing language, a stale or short translation, HTML, an unsafe link, a stray file', () => {
    expect(legalProblemsWith({})).toEqual([]);
    expect(legalProblemsWith({ 'es/legal/privacy.md': (t) => t.replace('governing: en\n', '') })).toEqual([
      'content/es/legal/privacy.md: governing: governing must be en: the English text governs',
    ]);
    expect(legalProblemsWith({ 'en/legal/terms.md': (t) => t.replaceAll('2026-11-22', '2026-12-01') })).toEqual([
      "content/es/legal/terms.md: effective is 2026-11-22 but the English text's is 2026-12-01: translate the change",
      "content/es/legal/terms.md: updated is 2026-11-22 but the English text's is 2026-12-01: translate the change",
    ]);
    expect(legalProblemsWith({ 'es/legal/terms.md': (t) => t.replace(/## 8\. Ley aplicable[^#]*/, '') })).toEqual([
      'content/es/legal/terms.md: sections 1. 2. 3. 4. 5. 6. 7. 9. 10. but the English text has 1. 2. 3. 4. 5. 6. 7. 8. 9. 10.',
    ]);
    expect(legalProblemsWith({ 'es/legal/privacy.md': (t) => t.replace('[{contactEmail}](mailto:{contactEmail})', 'info') })).toEqual([
      'content/es/legal/privacy.md: links and code code /notify on but the English text has code /notify on, link mailto:{contactEmail}',
    ]);
    expect(legalProblemsWith({ 'en/legal/privacy.md': (t) => `${t}\n<script>alert(1)</script> [x](javascript:alert(1)) {name}\n` })).toEqual([
      'content/en/legal/privacy.md: HTML is not allowed: "<script>alert(1)</script> [x]("',
      'content/en/legal/privacy.md: HTML is not allowed: "</script> [x](javascript:alert"',
      'content/en/legal/privacy.md: the link javascript:alert(1 is not mailto:, https:// or a path of this site',
      'content/en/legal/privacy.md: unknown placeholder {name}',
    ]);
    expect(legalProblemsWith({ 'es/legal/cookies.md': 'x' })).toEqual([
      'content/es/legal/cookies.md: not a legal document (privacy.md, terms.md)',
    ]);
  });
});
