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
import { readReference } from '../../core/src/scripture/passage-reference';
import { checkPlanFile } from './check-plan-file';
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

const texts = files.map((f) => ({ ...f, text: readFileSync(f.path, 'utf8') }));

describe('the plan files', () => {
  it('there are plans to check', () => {
    console.log(`${files.length} plan files: ${files.map((f) => `${f.lang}/${f.name}`).join(', ')}`);
    expect(files.length).toBeGreaterThanOrEqual(15);
  });

  it('offers Spanish readers at least as many plans as English readers (decision 270)', () => {
    const count = (lang: string) => files.filter((f) => f.lang === lang).length;
    expect(count('en')).toBeGreaterThanOrEqual(15);
    expect(count('es')).toBeGreaterThanOrEqual(count('en'));
  });

  it.each(texts.map((f) => [`${f.lang}/${f.name}`, f] as const))(
    '%s: format, name, days 1..n, passages in the bundled Bible, devotional parts, verbatim quotations',
    (_label, f) => {
      expect(checkPlanFile(f.text, f).problems).toEqual([]);
    },
  );

  it('gives every plan an id of its own across languages', () => {
    const ids = texts.map((f) => (parse(f.text) as { id?: string }).id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

const BIBLE_OF = { en: 'web', es: 'rv1909' } as const;

/** The chapters a reading plan's passages cover, as "bookIndex:chapter", each named whole in the plan's Bible. */
function chaptersRead(plan: PlanFile): string[] {
  const out: string[] = [];
  const version = BIBLE_OF[plan.language];
  for (const d of plan.days)
    for (const ref of d.passages) {
      const { ranges } = readReference(ref, version, plan.language);
      for (const r of ranges) {
        const last = bible(version).books[r.bookIndex]!.chapters[r.to.chapter - 1]!.length;
        expect(r.from.verse, `${ref} starts at verse 1`).toBe(1);
        expect(r.to.verse, `${ref} ends at the chapter's last verse`).toBe(last);
        for (let c = r.from.chapter; c <= r.to.chapter; c++) out.push(`${r.bookIndex}:${c}`);
      }
    }
  return out;
}

describe('the generated reading plans', () => {
  const load = (id: string, lang: 'en' | 'es' = 'en') =>
    ZPlanFile.parse(parse(readFileSync(join(CONTENT, lang, 'plans', `${id}.yaml`), 'utf8')));

  // English from the WEB (decision 217); Spanish, "La Biblia en un año", from the RV1909 (decision 270).
  it.each([
    ['en', 'bible-in-a-year'],
    ['es', 'la-biblia-en-un-ano'],
  ] as const)('%s %s reads every chapter of the Bible exactly once, in order, in 365 days', (lang, id) => {
    const plan = load(id, lang);
    expect(plan.kind).toBe('reading');
    expect(plan.language).toBe(lang);
    expect(plan.days.length).toBe(365);
    const every = BOOKS.flatMap((_, b) => bible(BIBLE_OF[lang]).books[b]!.chapters.map((_c, i) => `${b}:${i + 1}`));
    expect(every.length).toBe(1189);
    expect(chaptersRead(plan)).toEqual(every);
  });

  it.each([
    ['en', 'gospels-in-30-days'],
    ['es', 'marcos-y-juan-en-30-dias'],
  ] as const)('%s %s reads Mark and John whole, once, in order', (lang, id) => {
    const plan = load(id, lang);
    expect(plan.days.length).toBe(30);
    const mark = BOOKS.findIndex((b) => b.en === 'Mark');
    const john = BOOKS.findIndex((b) => b.en === 'John');
    const every = [mark, john].flatMap((b) => bible(BIBLE_OF[lang]).books[b]!.chapters.map((_c, i) => `${b}:${i + 1}`));
    expect(chaptersRead(plan)).toEqual(every);
  });

  it('the committed reading plans are what their scripts write today', async () => {
    const { BIBLE_IN_A_YEAR_ID, bibleInAYear } = await import('./make-bible-in-a-year');
    const { GOSPEL_IN_30_DAYS_ID, gospelIn30Days } = await import('./make-gospel-in-30-days');
    for (const lang of ['en', 'es'] as const)
      for (const [id, days] of [
        [BIBLE_IN_A_YEAR_ID[lang], bibleInAYear(lang)],
        [GOSPEL_IN_30_DAYS_ID[lang], gospelIn30Days(lang)],
      ] as const) {
        const plan = load(id, lang);
        expect(plan.days.map((d) => [d.title, d.passages])).toEqual(days.map((d) => [d.title, d.passages]));
      }
  });
});

describe('the check tells an editor what is wrong', () => {
  const good = readFileSync(join(CONTENT, 'en', 'plans', 'psalms-of-rest.yaml'), 'utf8');
  const where = { lang: 'en', name: 'psalms-of-rest.yaml' };
  const broken = (from: string, to: string) => {
    expect(good).toContain(from);
    return checkPlanFile(good.replace(from, to), where).problems;
  };

  it('passes the file as it is', () => {
    expect(checkPlanFile(good, where).problems).toEqual([]);
  });

  it('names a passage the Bible does not have', () => {
    expect(broken('passages: [Psalm 23]', 'passages: [Psalm 23:7]')).toEqual([
      'day 1: “Psalm 23:7”: Psalms 23 has 6 verses: there is no verse 7.',
    ]);
    expect(broken('passages: [Psalm 131]', 'passages: [Psalms of David]')[0]).toMatch(/^day 3: “Psalms of David”/);
  });

  it('names a quotation that is not the text of the day’s passages', () => {
    expect(
      broken('"He makes me lie down in green pastures."', '"He maketh me to lie down in green pastures."'),
    ).toEqual(['day 1: “He maketh me to lie down in green pastures.” is not in Psalm 23']);
  });

  it('names a stated length that is not the number of days, and a day out of order', () => {
    expect(broken('length: 7', 'length: 8')).toEqual(['length is 8 but there are 7 days']);
    expect(broken('  - day: 3', '  - day: 4')).toEqual(['day 3 is numbered 4']);
  });

  it('names a missing part, a long prayer and a question without its mark', () => {
    expect(
      broken(
        '    question: What would it look like this week',
        '    questions: What would it look like this week',
      ).join('\n'),
    ).toMatch(/question/);
    expect(
      broken('Let me lie down in peace, because you are awake and you are good. Amen.', `${'and '.repeat(60)}Amen.`),
    ).toEqual(['day 1: the prayer has 126 words (40-120)']);
    expect(
      broken(
        'question: What would it look like this week to let yourself be led instead of driving yourself?',
        'question: Tell the group how you were led this week.',
      ),
    ).toEqual(['day 1: the question does not end with “?”']);
  });

  it('names a file whose id is not its name', () => {
    expect(checkPlanFile(good, { lang: 'en', name: 'rest.yaml' }).problems).toEqual([
      'the id is “psalms-of-rest” but the file is rest.yaml',
    ]);
  });
});

describe('a Spanish plan is checked against the Reina-Valera 1909 with the same rigour', () => {
  const good = readFileSync(join(CONTENT, 'es', 'plans', 'salmos-para-descansar.yaml'), 'utf8');
  const where = { lang: 'es', name: 'salmos-para-descansar.yaml' };
  const broken = (from: string, to: string) => {
    expect(good).toContain(from);
    return checkPlanFile(good.replace(from, to), where).problems;
  };

  it('passes the file as it is', () => {
    expect(checkPlanFile(good, where).problems).toEqual([]);
  });

  it('reads Spanish book names and names a verse the RV1909 does not have', () => {
    expect(broken('passages: [Salmos 23]', 'passages: [Salmos 23:7]')).toEqual([
      'day 1: “Salmos 23:7”: Salmos 23 has 6 verses: there is no verse 7.',
    ]);
  });

  it('names a quotation that is not the RV1909’s words, capitals included, in “…” or «…»', () => {
    expect(broken('"JEHOVÁ es mi pastor; nada me faltará"', '"Jehová es mi pastor; nada me faltará"')).toEqual([
      'day 1: “Jehová es mi pastor; nada me faltará” is not in Salmos 23',
    ]);
    expect(broken('"JEHOVÁ es mi pastor; nada me faltará"', '«El Señor es mi pastor; nada me faltará»')).toEqual([
      'day 1: “El Señor es mi pastor; nada me faltará” is not in Salmos 23',
    ]);
    expect(broken('"JEHOVÁ es mi pastor; nada me faltará"', '«JEHOVÁ es mi pastor; nada me faltará»')).toEqual([]);
    // the WEB's words are not the Spanish plan's Bible
    expect(
      broken('"En lugares de delicados pastos me hará yacer"', '"He makes me lie down in green pastures"'),
    ).toEqual(['day 1: “He makes me lie down in green pastures” is not in Salmos 23']);
  });

  it('names a prayer that does not end "Amén.", and an English prayer that ends so', () => {
    expect(
      broken('porque tú sigues despierto y eres bueno. Amén.', 'porque tú sigues despierto y eres bueno. Amen.'),
    ).toEqual(['day 1: the prayer does not end with “Amén.”']);
    const english = readFileSync(join(CONTENT, 'en', 'plans', 'psalms-of-rest.yaml'), 'utf8');
    expect(
      checkPlanFile(
        english.replace(
          'because you are awake and you are good. Amen.',
          'because you are awake and you are good. Amén.',
        ),
        {
          lang: 'en',
          name: 'psalms-of-rest.yaml',
        },
      ).problems,
    ).toEqual(['day 1: the prayer does not end with “Amen.”']);
  });

  it('names a question without its opening ¿ and the 1909 spelling outside a quotation', () => {
    expect(
      broken(
        'question: ¿Qué cambiaría esta semana si te dejaras guiar en vez de empujarte a ti mismo?',
        'question: Qué cambiaría esta semana si te dejaras guiar en vez de empujarte a ti mismo?',
      ),
    ).toEqual(['day 1: the question does not begin with “¿”']);
    expect(broken('Llévame a aguas de reposo.', 'Llévame á aguas de reposo.')).toEqual([
      "day 1: “á” outside a quotation is the 1909 spelling; write today's (á → a, fué → fue, dió → dio)",
    ]);
  });

  it('names a Spanish plan filed under another language', () => {
    expect(checkPlanFile(good, { lang: 'en', name: 'salmos-para-descansar.yaml' }).problems).toEqual([
      'the language is es but the file is in en/',
    ]);
  });
});
