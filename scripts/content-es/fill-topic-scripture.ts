/**
 * Fills (or refreshes) every `scripture` in the Spanish topic prayer files from the bundled RV1909, by
 * each entry's `reference`, and rewrites the files in the layout of the English topic files. Prints each
 * prayer's word count and verse count so the writer sees what to fix.
 *
 *   npx tsx scripts/content-es/fill-topic-scripture.ts [hope peace ...]   (default: every file present)
 */
import { writeFileSync } from 'node:fs';
import { TOPIC_KEYS, wordCount } from './daily-prayer-files';
import { rv1909Quote, rv1909VerseCount } from './rv1909-quote';
import { formatSpanishTopicFile, readSpanishTopicFile, spanishTopicFile, type SpanishTopicPrayer } from './topic-prayer-files';

const topics = (process.argv.length > 2 ? process.argv.slice(2) : [...TOPIC_KEYS]) as (typeof TOPIC_KEYS)[number][];
let problems = 0;
for (const topic of topics) {
  if (!TOPIC_KEYS.includes(topic)) throw new Error(`${topic} is not a topic key`);
  const entries = readSpanishTopicFile(topic) as Partial<SpanishTopicPrayer>[] | undefined;
  if (!entries) continue;
  const out: SpanishTopicPrayer[] = entries.map((e) => {
    const reference = String(e.reference ?? '');
    let scripture = '';
    let verses = 0;
    try {
      scripture = rv1909Quote(reference);
      verses = rv1909VerseCount(reference);
    } catch (err) {
      problems++;
      console.error(`${e.key}: ${reference}: ${err instanceof Error ? err.message : String(err)}`);
    }
    const content = String(e.content ?? '').trim();
    const words = wordCount(content);
    const paragraphs = content.split(/\n\s*\n/).length;
    const flag =
      words < 80 || words > 150 || paragraphs !== 2 || !content.endsWith('Amén.') || verses < 1 || verses > 4 ? '  <-- fix' : '';
    if (flag) problems++;
    console.log(`${e.key} ${String(words).padStart(3)} words ${paragraphs} par ${verses} v  ${reference}${flag}`);
    return { key: String(e.key), title: String(e.title), reference, scripture, content };
  });
  writeFileSync(spanishTopicFile(topic), formatSpanishTopicFile(topic, out));
}
if (problems) {
  console.error(`${problems} problem(s)`);
  process.exit(1);
}
