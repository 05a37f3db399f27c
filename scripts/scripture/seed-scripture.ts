/**
 * Maintainer tool for the seeded scripture (not run by the app or CI):
 *
 *   source 1: the WEB as eBible.org's USFX of October 2021, converted to one org file per chapter in the
 *             pietvo/org-roam-bibles repository: a local copy of its WEBA folder given with --org DIR;
 *   source 2: the bundled WEB (db/scripture/web.json), converted from Debian's SWORD module
 *             engWEB2015eb by scripts/scripture/convert-sword.ts (decision 210);
 *
 *   tsx scripts/scripture/seed-scripture.ts fill --org DIR FILE...   fills every empty `scripture` in FILE (a content/en YAML
 *                                                          file) from source 1
 *   tsx scripts/scripture/seed-scripture.ts check --org DIR          compares every English passage in content/ with both sources
 *
 * The committed test (core/src/scripture/content-quotes.test.ts) compares the content with the bundled Bibles, with no
 * network and no packages. Two copies are "the same text" when they differ only in whitespace and
 * typographic quotes (normaliseScripture).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BIBLE_BOOKS,
  normaliseScripture,
  parseReference,
  versesOf,
  type BibleBook,
} from '../../db/src/seed/scripture-reference';
import { readBibleFile } from '../../db/src/scripture-files';
import { Document, parseDocument, Scalar, YAMLMap, YAMLSeq } from 'yaml';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

// ---- source 1: pietvo/org-roam-bibles WEBA, the USFX WEB of eBible.org (October 2021) as org files ---

const orgChapters = new Map<string, Map<number, string>>();

function fromOrg(dir: string, verse: string): string | undefined {
  const m = /^(.+) (\d+):(\d+)$/.exec(verse)!;
  const n = BIBLE_BOOKS.indexOf(m[1] as BibleBook) + 1;
  const chapter = m[2]!.padStart(m[1] === 'Psalms' ? 3 : 2, '0');
  const name = readdirSync(dir).find(
    (f) => f.startsWith(`${String(n).padStart(2, '0')}-`) && f.endsWith(`${chapter}.org`),
  );
  if (!name) return undefined;
  let verses = orgChapters.get(name);
  if (!verses) {
    verses = new Map();
    for (const line of readFileSync(join(dir, name), 'utf8').split('\n')) {
      const v = /^(\d+)\. (.*)$/.exec(line);
      if (v) verses.set(Number(v[1]), v[2]!.replace(/\s+/g, ' ').trim());
    }
    orgChapters.set(name, verses);
  }
  return verses.get(Number(m[3]));
}

// ---- source 2: the bundled WEB ---------------------------------------------------------------

const web = readBibleFile('web');

function fromBundled(verse: string): string | undefined {
  const m = /^(.+) (\d+):(\d+)$/.exec(verse);
  const book = BIBLE_BOOKS.indexOf(m?.[1] as BibleBook);
  const text = web.books[book]?.chapters[Number(m?.[2]) - 1]?.[Number(m?.[3]) - 1];
  return text ? text : undefined;
}

// ---- the seed --------------------------------------------------------------------------------

async function seededPassages(): Promise<{ key: string; reference: string; scripture: string }[]> {
  const { loadContent } = await import('../../db/src/content/load-content');
  const en = loadContent().find((c) => c.language === 'en')!;
  return [...en.daily, ...en.topic];
}

function passageText(reference: string, lookup: (verse: string) => string | undefined): string | undefined {
  const verses = versesOf(reference);
  if (verses.length === 0) return undefined;
  const texts = verses.map(lookup);
  if (texts.some((t) => t === undefined)) return undefined;
  return texts.join(' ');
}

function fill(dir: string, files: string[]): void {
  for (const file of files) {
    const doc: Document = parseDocument(readFileSync(file, 'utf8'));
    const straight = file.includes('topic-prayers');
    let missing = 0;
    for (const item of (doc.contents as YAMLSeq<YAMLMap>).items) {
      if (String(item.get('scripture') ?? '').trim() !== '') continue;
      const reference = String(item.get('reference'));
      const text = passageText(reference, (v) => fromOrg(dir, v));
      if (text === undefined) {
        missing++;
        console.error(`${file}: no text for ${reference}`);
        continue;
      }
      const block = new Scalar(`${straight ? normaliseScripture(text) : text}\n`);
      block.type = Scalar.BLOCK_LITERAL;
      item.set('scripture', block);
    }
    writeFileSync(file, doc.toString({ lineWidth: 0 }));
    console.log(`${file}: filled${missing ? `, ${missing} not found` : ''}`);
  }
}

async function check(dir: string): Promise<void> {
  const passages = await seededPassages();
  let bad = 0;
  for (const p of passages) {
    if (!parseReference(p.reference)) {
      console.error(`${p.key}: reference does not parse: ${p.reference}`);
      bad++;
      continue;
    }
    const one = passageText(p.reference, (v) => fromOrg(dir, v));
    const two = passageText(p.reference, fromBundled);
    const seed = normaliseScripture(p.scripture);
    if (one === undefined || normaliseScripture(one) !== seed) {
      console.error(`${p.key} ${p.reference}: seed differs from source 1\n  seed: ${seed}\n  src1: ${one}`);
      bad++;
    }
    if (two === undefined || normaliseScripture(two) !== seed) {
      console.error(`${p.key} ${p.reference}: seed differs from source 2\n  seed: ${seed}\n  src2: ${two}`);
      bad++;
    }
  }
  console.log(`${passages.length} passages, ${bad} problems`);
  if (bad > 0) process.exit(1);
}

const [command, ...rest] = process.argv.slice(2);
const dir = arg('--org');
if (!dir || (command !== 'fill' && command !== 'check')) {
  console.error('usage: tsx scripts/scripture/seed-scripture.ts fill|check --org DIR [FILE...]');
  process.exit(2);
}
if (command === 'fill')
  fill(
    dir,
    rest.filter((a, i) => a !== '--org' && rest[i - 1] !== '--org'),
  );
else await check(dir);
