/**
 * Lists the RV1909 verses the Spanish daily and topic prayers already quote, each with the key that
 * quotes it, so a writer picks a passage nobody uses yet. With references as arguments, says for each
 * whether any of its verses is taken.
 *
 *   npx tsx scripts/content-es/used-verses.ts                      (every verse in use)
 *   npx tsx scripts/content-es/used-verses.ts "Salmos 23:1-3 (RV1909)" ...
 */
import { getPassage } from '@dps/core/scripture/get-passage';
import { TOPIC_KEYS, readSpanishDailyFile, spanishDailyFiles } from './daily-prayer-files';
import { readSpanishTopicFile } from './topic-prayer-files';

type Entry = { key: string; reference: string };

export function verseIds(reference: string): string[] {
  return getPassage({ ref: reference, version: 'rv1909', lang: 'es' }).verses.map(
    (v) => `${v.osis} ${v.chapter}:${v.verse}`,
  );
}

export function usedVerses(): Map<string, string> {
  const entries: Entry[] = [
    ...spanishDailyFiles().flatMap((f) => readSpanishDailyFile(f) as Entry[]),
    ...TOPIC_KEYS.flatMap((t) => (readSpanishTopicFile(t) as Entry[] | undefined) ?? []),
  ];
  const used = new Map<string, string>();
  for (const e of entries) for (const id of verseIds(e.reference)) used.set(id, e.key);
  return used;
}

const used = usedVerses();
const refs = process.argv.slice(2);
if (refs.length === 0) for (const [id, key] of used) console.log(`${id}\t${key}`);
let taken = 0;
for (const ref of refs) {
  const clash = verseIds(ref).filter((id) => used.has(id));
  if (clash.length) taken++;
  console.log(clash.length ? `TAKEN ${ref}: ${clash.map((id) => `${id} by ${used.get(id)}`).join(', ')}` : `free  ${ref}`);
}
if (taken) process.exit(1);
