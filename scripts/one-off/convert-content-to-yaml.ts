/**
 * ONE-OFF converter (issue 23 item 4): writes the TypeScript prayer library (db/src/seed/*.ts) to
 * content/en/*.yaml in the agreed format (CONTENT-FORMAT), then reads every file back and checks each
 * entry equals its source. Run once with `npx tsx scripts/one-off/convert-content-to-yaml.ts`; it is
 * deleted together with the TS modules in the next commit (history keeps it).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Document, parse, Scalar } from 'yaml';
import { firstDailyPrayers } from '../../db/src/seed/daily-prayers';
import { dailyPrayers065 } from '../../db/src/seed/daily-prayers-065';
import { dailyPrayers141 } from '../../db/src/seed/daily-prayers-141';
import { dailyPrayers216 } from '../../db/src/seed/daily-prayers-216';
import { dailyPrayers291 } from '../../db/src/seed/daily-prayers-291';
import { seedTopicPrayers } from '../../db/src/seed/topic-prayers';
import { seedTopics } from '../../db/src/seed/topics';

const OUT = join(import.meta.dirname, '..', '..', 'content', 'en');
const topicKey = (name: string) => name.toLowerCase();

/** A block literal (`|`) for prose, so editors see paragraphs as paragraphs. */
function block(text: string): Scalar {
  const s = new Scalar(`${text}\n`);
  s.type = Scalar.BLOCK_LITERAL;
  return s;
}

function write(file: string, header: string, value: unknown): void {
  const doc = new Document(value);
  doc.commentBefore = header;
  writeFileSync(file, doc.toString({ lineWidth: 0 }));
}

const written: { file: string; expected: unknown }[] = [];
function emit(file: string, header: string, entries: Record<string, unknown>[], blocks: string[]): void {
  const nodes = entries.map((e) => Object.fromEntries(Object.entries(e).map(([k, v]) => [k, blocks.includes(k) ? block(v as string) : v])));
  write(file, header, nodes);
  written.push({ file, expected: entries });
}

mkdirSync(join(OUT, 'daily-prayers'), { recursive: true });
mkdirSync(join(OUT, 'topic-prayers'), { recursive: true });

emit(
  join(OUT, 'topics.yaml'),
  ' The six built-in topics, in the order the app shows them. `key` is stable; icon is a lucide icon name.',
  seedTopics.map((t) => ({ key: topicKey(t.name), name: t.name, description: t.description, icon: t.icon, color: t.color })),
  [],
);

const dailyFiles: [string, readonly (typeof firstDailyPrayers)[number][]][] = [
  ['001-064', firstDailyPrayers],
  ['065-140', dailyPrayers065],
  ['141-215', dailyPrayers141],
  ['216-290', dailyPrayers216],
  ['291-366', dailyPrayers291],
];
for (const [name, list] of dailyFiles)
  emit(
    join(OUT, 'daily-prayers', `${name}.yaml`),
    ` Daily library prayers ${name.replace('-', ' to ')} (content/README.md). Keys are stable: never renumber or reuse one.`,
    list.map((p) => ({
      key: p.key,
      title: p.title,
      ...(p.topic ? { topic: topicKey(p.topic) } : {}),
      reference: p.reference,
      scripture: p.scripture,
      content: p.content,
    })),
    ['scripture', 'content'],
  );

for (const t of seedTopics) {
  const key = topicKey(t.name);
  emit(
    join(OUT, 'topic-prayers', `${key}.yaml`),
    ` Prayers for the topic "${t.name}" (content/README.md). Keys are stable: never renumber or reuse one.`,
    seedTopicPrayers
      .filter((p) => p.topic === t.name)
      .map((p) => ({ key: p.key, title: p.title, reference: p.reference, scripture: p.scripture, content: p.content })),
    ['scripture', 'content'],
  );
}

// Read every file back: a block literal keeps one final newline, which the loader strips.
let entries = 0;
for (const { file, expected } of written) {
  const back = (parse(readFileSync(file, 'utf8')) as Record<string, unknown>[]).map((e) =>
    Object.fromEntries(Object.entries(e).map(([k, v]) => [k, typeof v === 'string' ? v.replace(/\n$/, '') : v])),
  );
  if (JSON.stringify(back) !== JSON.stringify(expected)) throw new Error(`${file} does not read back as its source`);
  entries += back.length;
}
console.log(`wrote ${written.length} files, ${entries} entries, each read back equal to its source`);
