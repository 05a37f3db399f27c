/**
 * What is wrong with one plan file (decision 217), as sentences an editor can act on: the agreed
 * format, the file's name and folder, days 1..n, every passage readable in the bundled Bible of the
 * plan's language, each devotional day complete and within its lengths, and every quotation in
 * double quotation marks verbatim from that day's passages (WEB for English, RV1909 for Spanish),
 * and each prayer ending "Amen." or "Amén.".
 */
import { parse } from 'yaml';
import { getPassage } from '../../core/src/scripture/get-passage';
import { readReference } from '../../core/src/scripture/passage-reference';
import { DEFAULT_VERSION } from '../../core/src/scripture/versions';
import { ZPlanFile, type PlanFile } from './plan-file-schema';

export const REFLECTION_WORDS = { min: 80, max: 300 };
export const PRAYER_WORDS = { min: 40, max: 120 };
/** How a day's prayer ends in each language (content/README.md). */
export const PRAYER_ENDING = { en: 'Amen.', es: 'Amén.' } as const;

/**
 * Spellings of the 1909 Reina-Valera that modern Spanish writes otherwise (á → a, fué → fue, dió →
 * dio, vió → vio, fuí → fui, é → e): right inside a quotation, a slip outside one.
 */
const RV1909_SPELLINGS = /(?<!\p{L})(á|Á|é|fué|Fué|fuí|dió|Dió|vió|Vió)(?!\p{L})/gu;

/** The text outside double quotation marks and «angle quotes». */
const outsideQuotes = (s: string) =>
  s
    .split(/[“”"«»]/)
    .filter((_, i) => i % 2 === 0)
    .join(' ');

/** What a Spanish day needs beyond the shared rules: ¿…? questions and today's spelling outside quotations. */
function spanishDayProblems(d: { day: number; reflection: string; prayer: string; question: string }): string[] {
  const problems: string[] = [];
  if (!d.question.trim().startsWith('¿')) problems.push(`day ${d.day}: the question does not begin with “¿”`);
  const old = new Set(
    [d.reflection, d.prayer, d.question].flatMap((t) =>
      [...outsideQuotes(t).matchAll(RV1909_SPELLINGS)].map((m) => m[1]),
    ),
  );
  for (const w of old)
    problems.push(
      `day ${d.day}: “${w}” outside a quotation is the 1909 spelling; write today's (á → a, fué → fue, dió → dio)`,
    );
  return problems;
}

export const words = (s: string) => s.split(/\s+/).filter((w) => w !== '').length;

/** A passage's verses as one text, whitespace folded and apostrophes straight, to look quotations up in. */
function passageText(ref: string, lang: 'en' | 'es'): string {
  return getPassage({ ref, lang })
    .verses.map((v) => v.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/’/g, "'");
}

/** The problems of the file `<lang>/plans/<name>` whose text is `text`; the plan when its format is right. */
export function checkPlanFile(
  text: string,
  where: { lang: string; name: string },
): { plan: PlanFile | undefined; problems: string[] } {
  let raw: unknown;
  try {
    raw = parse(text);
  } catch (e) {
    return { plan: undefined, problems: [`not valid YAML: ${(e as Error).message.split('\n')[0]}`] };
  }
  const r = ZPlanFile.safeParse(raw);
  if (!r.success)
    return { plan: undefined, problems: r.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`) };
  const plan = r.data;
  const problems: string[] = [];
  if (`${plan.id}.yaml` !== where.name) problems.push(`the id is “${plan.id}” but the file is ${where.name}`);
  if (plan.language !== where.lang) problems.push(`the language is ${plan.language} but the file is in ${where.lang}/`);
  if (plan.days.length !== plan.length)
    problems.push(`length is ${plan.length} but there are ${plan.days.length} days`);
  plan.days.forEach((d, i) => {
    if (d.day !== i + 1) problems.push(`day ${i + 1} is numbered ${d.day}`);
  });

  const readable = new Set<string>();
  for (const d of plan.days)
    for (const ref of d.passages)
      try {
        readReference(ref, DEFAULT_VERSION[plan.language], plan.language);
        getPassage({ ref, lang: plan.language });
        readable.add(ref);
      } catch (e) {
        problems.push(`day ${d.day}: “${ref}”: ${(e as Error).message}`);
      }

  if (plan.kind === 'devotional')
    for (const d of plan.days) {
      const rw = words(d.reflection);
      const pw = words(d.prayer);
      if (rw < REFLECTION_WORDS.min || rw > REFLECTION_WORDS.max)
        problems.push(`day ${d.day}: the reflection has ${rw} words (${REFLECTION_WORDS.min}-${REFLECTION_WORDS.max})`);
      if (pw < PRAYER_WORDS.min || pw > PRAYER_WORDS.max)
        problems.push(`day ${d.day}: the prayer has ${pw} words (${PRAYER_WORDS.min}-${PRAYER_WORDS.max})`);
      if (!d.prayer.trim().endsWith(PRAYER_ENDING[plan.language]))
        problems.push(`day ${d.day}: the prayer does not end with “${PRAYER_ENDING[plan.language]}”`);
      if (!d.question.trim().endsWith('?')) problems.push(`day ${d.day}: the question does not end with “?”`);
      if (plan.language === 'es') problems.push(...spanishDayProblems(d));
      if (/\n/.test(d.reflection.trim().replace(/\n\n/g, '')))
        problems.push(`day ${d.day}: a paragraph of the reflection is broken across lines (one line a paragraph)`);
      if (!d.passages.every((p) => readable.has(p))) continue;
      // Text in double quotation marks (or Spanish «angle quotes») is scripture, verbatim from the
      // day's passages in the Bible of the plan's language (a typed apostrophe is the same mark as
      // the WEB's curly one; the sentence's own end stop may differ).
      const source = d.passages.map((ref) => passageText(ref, plan.language)).join(' ');
      const quotes = `${d.reflection} ${d.prayer} ${d.question}`.split(/[“”"«»]/).filter((_, i) => i % 2 === 1);
      for (const quote of quotes) {
        const q = quote
          .replace(/\s+/g, ' ')
          .replace(/’/g, "'")
          .replace(/[,.;:!?]$/, '');
        if (!source.includes(q)) problems.push(`day ${d.day}: “${quote}” is not in ${d.passages.join(', ')}`);
      }
    }
  return { plan: problems.length ? undefined : plan, problems };
}
