/**
 * The plan library (content/<lang>/plans/*.yaml, decision 217) as an editor would want it checked
 * before it reaches anyone: the agreed format, ids, days 1..n, every passage readable in the bundled
 * Bible of the plan's language, each devotional day complete and short, every quotation verbatim
 * from that day's passages, and the generated reading plans covering what they promise.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { bible } from '../../core/src/scripture/bible';
import { BOOKS } from '../../core/src/scripture/books';
import { getPassage } from '../../core/src/scripture/get-passage';
import { readReference } from '../../core/src/scripture/passage-reference';
import { DEFAULT_VERSION } from '../../core/src/scripture/versions';
import { ZPlanFile, type PlanFile } from './plan-file-schema';

const CONTENT = join(import.meta.dirname, '..', '..', 'content');

const files = readdirSync(CONTENT, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((lang) => {
    const dir = join(CONTENT, lang.name, 'plans');
    let names: string[] = [];
    try {
      names = readdirSync(dir).filter((n) => n.endsWith('.yaml'));
    } catch {
      return [];
    }
    return names.map((name) => ({ lang: lang.name, name, path: join(dir, name) }));
  });

const plans = files.map((f) => ({ ...f, raw: parse(readFileSync(f.path, 'utf8')) as unknown }));
const valid = new Map<string, PlanFile>();

const words = (s: string) => s.split(/\s+/).filter((w) => w !== '').length;

/** Each passage's verses as one text, whitespace folded, to look quotations up in. */
function passageText(ref: string, lang: 'en' | 'es'): string {
  return getPassage({ ref, lang })
    .verses.map((v) => v.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/’/g, "'");
}

describe('the plan files', () => {
  it('there are plans to check', () => {
    console.log(`${files.length} plan files: ${files.map((f) => `${f.lang}/${f.name}`).join(', ')}`);
    expect(files.length).toBeGreaterThanOrEqual(14);
  });

  describe.each(plans.map((p) => [`${p.lang}/${p.name}`, p] as const))('%s', (_label, file) => {
    it('follows the agreed format, its id is its file name and its language its folder', () => {
      const r = ZPlanFile.safeParse(file.raw);
      if (!r.success) throw new Error(r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
      valid.set(`${file.lang}/${file.name}`, r.data);
      expect(`${r.data.id}.yaml`).toBe(file.name);
      expect(r.data.language).toBe(file.lang);
    });

    it('has as many days as it says, numbered 1..n', () => {
      const plan = ZPlanFile.parse(file.raw);
      expect(plan.days.length).toBe(plan.length);
      expect(plan.days.map((d) => d.day)).toEqual(plan.days.map((_, i) => i + 1));
    });

    it('names only passages that exist in the bundled Bible of its language', () => {
      const plan = ZPlanFile.parse(file.raw);
      const problems: string[] = [];
      for (const d of plan.days)
        for (const ref of d.passages) {
          try {
            readReference(ref, DEFAULT_VERSION[plan.language], plan.language);
            expect(getPassage({ ref, lang: plan.language }).verses.length).toBeGreaterThan(0);
          } catch (e) {
            problems.push(`day ${d.day} “${ref}”: ${(e as Error).message}`);
          }
        }
      expect(problems).toEqual([]);
    });

    it('gives each devotional day a short reflection, a prayer, a question, and quotes scripture verbatim', () => {
      const plan = ZPlanFile.parse(file.raw);
      if (plan.kind !== 'devotional') return;
      const problems: string[] = [];
      for (const d of plan.days) {
        const r = words(d.reflection);
        const p = words(d.prayer);
        if (r > 300 || r < 80) problems.push(`day ${d.day}: the reflection has ${r} words (80-300)`);
        if (p > 120 || p < 40) problems.push(`day ${d.day}: the prayer has ${p} words (40-120)`);
        if (!d.question.trim().endsWith('?')) problems.push(`day ${d.day}: the question does not end with "?"`);
        if (/\n(?!\n)/.test(d.reflection.trim().replace(/\n\n/g, '')))
          problems.push(`day ${d.day}: a paragraph is broken across lines (one line per paragraph)`);
        // Text in double quotation marks is scripture, verbatim from the day's passages.
        const text = d.passages.map((ref) => passageText(ref, plan.language)).join(' ');
        for (const [, quote] of `${d.reflection} ${d.prayer} ${d.question}`.matchAll(/[“"]([^”"]+)[”"]/g)) {
          // verbatim, but a typed apostrophe is the same mark as the WEB's curly one
          const q = quote!
            .replace(/\s+/g, ' ')
            .replace(/’/g, "'")
            .replace(/[,.;:!?]$/, '');
          if (!text.includes(q)) problems.push(`day ${d.day}: “${quote}” is not in ${d.passages.join(', ')}`);
        }
      }
      expect(problems).toEqual([]);
    });
  });

  it('gives every plan an id of its own across languages', () => {
    const ids = plans.map((p) => (p.raw as { id?: string }).id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

/** The chapters a reading plan's passages cover, as "bookIndex:chapter", each named whole. */
function chaptersRead(plan: PlanFile): string[] {
  const out: string[] = [];
  for (const d of plan.days)
    for (const ref of d.passages) {
      const { ranges } = readReference(ref, 'web', 'en');
      for (const r of ranges) {
        const last = bible('web').books[r.bookIndex]!.chapters[r.to.chapter - 1]!.length;
        expect(r.from.verse, `${ref} starts at verse 1`).toBe(1);
        expect(r.to.verse, `${ref} ends at the chapter's last verse`).toBe(last);
        for (let c = r.from.chapter; c <= r.to.chapter; c++) out.push(`${r.bookIndex}:${c}`);
      }
    }
  return out;
}

describe('the generated reading plans', () => {
  const load = (id: string) => ZPlanFile.parse(parse(readFileSync(join(CONTENT, 'en', 'plans', `${id}.yaml`), 'utf8')));

  it('The Bible in a Year reads every chapter of the Bible exactly once, in order, in 365 days', () => {
    const plan = load('bible-in-a-year');
    expect(plan.kind).toBe('reading');
    expect(plan.days.length).toBe(365);
    const every = BOOKS.flatMap((_, b) => bible('web').books[b]!.chapters.map((_c, i) => `${b}:${i + 1}`));
    expect(every.length).toBe(1189);
    expect(chaptersRead(plan)).toEqual(every);
  });

  it('Mark and John in 30 Days reads both Gospels whole, once, in order', () => {
    const plan = load('gospels-in-30-days');
    expect(plan.days.length).toBe(30);
    const mark = BOOKS.findIndex((b) => b.en === 'Mark');
    const john = BOOKS.findIndex((b) => b.en === 'John');
    const every = [mark, john].flatMap((b) => bible('web').books[b]!.chapters.map((_c, i) => `${b}:${i + 1}`));
    expect(chaptersRead(plan)).toEqual(every);
  });

  it('the committed reading plans are what their scripts write today', async () => {
    const { bibleInAYear } = await import('./make-bible-in-a-year');
    const { gospelIn30Days } = await import('./make-gospel-in-30-days');
    for (const [id, days] of [
      ['bible-in-a-year', bibleInAYear()],
      ['gospels-in-30-days', gospelIn30Days()],
    ] as const) {
      const plan = load(id);
      expect(plan.days.map((d) => [d.title, d.passages])).toEqual(days.map((d) => [d.title, d.passages]));
    }
  });
});
