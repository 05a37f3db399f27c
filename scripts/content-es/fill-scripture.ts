/**
 * Fills (or refreshes) every `scripture` in the Spanish daily prayer files from the bundled RV1909, by
 * each entry's `reference`, and rewrites the files in the agreed layout. Prints each prayer's word count
 * and verse count so the writer sees what to shorten.
 *
 *   npx tsx scripts/content-es/fill-scripture.ts [FILE.yaml ...]   (default: all files)
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  SPANISH_DAILY_DIR,
  formatSpanishDailyFile,
  readSpanishDailyFile,
  spanishDailyFiles,
  wordCount,
  type SpanishDailyPrayer,
} from './daily-prayer-files';
import { rv1909Quote, rv1909VerseCount } from './rv1909-quote';

const files = process.argv.length > 2 ? process.argv.slice(2).map((f) => f.replace(/^.*\//, '')) : spanishDailyFiles();
let problems = 0;
for (const file of files) {
  const entries = readSpanishDailyFile(file) as Partial<SpanishDailyPrayer>[];
  const out: SpanishDailyPrayer[] = [];
  for (const e of entries) {
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
    const flag = words < 90 || words > 170 || !content.endsWith('Amén.') || verses < 1 || verses > 4 ? '  <-- fix' : '';
    if (flag) problems++;
    console.log(`${e.key} ${String(words).padStart(3)} words ${verses} v  ${reference}${flag}`);
    out.push({
      key: String(e.key),
      title: String(e.title),
      ...(e.topic ? { topic: String(e.topic) } : {}),
      reference,
      scripture,
      content,
    });
  }
  writeFileSync(join(SPANISH_DAILY_DIR, file), formatSpanishDailyFile(out));
}
if (problems) {
  console.error(`${problems} problem(s)`);
  process.exit(1);
}
