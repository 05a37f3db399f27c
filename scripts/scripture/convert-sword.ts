/**
 * Maintainer tool: turn Debian's SWORD Bible modules into the product's own Bible files.
 *
 *   apt-get install sword-text-web sword-text-kjv sword-text-sparv libsword-utils
 *   npx tsx scripts/scripture/convert-sword.ts            # writes db/scripture/{web,kjv,rv1909}.json
 *   npx tsx scripts/scripture/convert-sword.ts --check    # compares the committed files with the modules
 *
 * It reads each module with `mod2imp` (SWORD's own exporter, from libsword-utils), keeps the 66 books
 * of the Protestant canon, and writes each verse's text as the module has it with the markup removed:
 * footnotes, section headings, the Psalms' superscriptions before verse 1 (the x-preverse span) and
 * anything after a book's closing marker (the WEB's glossary after Revelation 22:21) are left out; two adjacent word elements are two words (decision 131: the WEB module sometimes has no
 * space between <w> elements). Nothing is reworded. The product never runs this script: it reads the
 * committed JSON (decision 210). Run by hand when Debian ships a new module version.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BibleFile } from '../../db/src/scripture-files';
import { BOOKS } from '../../core/src/scripture/books';
import { BIBLE_VERSIONS, type BibleVersion } from '../../core/src/scripture/versions';

export const OUT_DIR = join(import.meta.dirname, '..', '..', 'db', 'scripture');

/** Removes every span from `open` (a start tag containing `sID="X"`) to the tag with `eID="X"`. */
function dropPreverse(raw: string): string {
  let out = raw;
  for (;;) {
    const start = out.indexOf('subType="x-preverse" sID="');
    if (start < 0) return out;
    const tagStart = out.lastIndexOf('<', start);
    const idStart = start + 'subType="x-preverse" sID="'.length;
    const id = out.slice(idStart, out.indexOf('"', idStart));
    const endMarker = out.indexOf(`eID="${id}"`, idStart);
    if (endMarker < 0) return out.slice(0, tagStart);
    const tagEnd = out.indexOf('>', endMarker);
    out = out.slice(0, tagStart) + ' ' + out.slice(tagEnd + 1);
  }
}

/** Removes each element named `name` with everything inside it (not nested in these modules). */
function dropElements(raw: string, name: string): string {
  let out = raw;
  for (;;) {
    const start = out.indexOf(`<${name}`);
    if (start < 0) return out;
    const after = out[start + name.length + 1];
    if (after !== ' ' && after !== '>' && after !== '/') return out; // another element's prefix
    const openEnd = out.indexOf('>', start);
    if (out[openEnd - 1] === '/') {
      out = out.slice(0, start) + out.slice(openEnd + 1);
      continue;
    }
    const close = out.indexOf(`</${name}>`, openEnd);
    out = out.slice(0, start) + ' ' + (close < 0 ? '' : out.slice(close + name.length + 3));
  }
}

/**
 * Cuts what a module appends to a book's last verse after the book has ended: the WEB module puts its
 * whole glossary (17,500 characters) after Revelation 22:21, behind the book's closing marker.
 */
function dropAfterBookEnd(raw: string): string {
  const end = /<div\b[^>]*\beID="[^"]*"[^>]*\btype="book"[^>]*\/>|<div\b[^>]*\btype="book"[^>]*\beID="[^"]*"[^>]*\/>/.exec(raw);
  return end ? raw.slice(0, end.index) : raw;
}

/** A verse's OSIS markup as plain text. */
export function osisToText(raw: string): string {
  let t = dropPreverse(dropAfterBookEnd(raw));
  t = dropElements(t, 'note');
  t = dropElements(t, 'title');
  return (
    t
      .replace(/(<\/w>|[,.;:!?\u201d])(<w[^>]*>)(?=[\p{L}\d])/gu, '$1 $2')
      // A quotation that ends right before the next word ("new.”</q><w>He") is also two words.
      .replace(/<\/q>(?=<w[\s>])/g, '</q> ')
      // The same between an added word or a plain word and the next word element (RV1909: "es</transChange><w>Ramat",
      // "y<w>Jesús").
      .replace(/(<\/transChange>|<\/divineName>|[\p{L}])(?=<w[\s>])/gu, '$1 ')
      .replace(/<\/w>(?=<(?:transChange|divineName)[\s>])/g, '</w> ')
      .replace(/<(milestone|l|lb|lg|div)\b[^>]*\/>/g, ' ')
      .replace(/<[^<>]*>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      // The KJV's paragraph signs are layout, not words.
      .replace(/\u00b6/g, ' ')
      .replace(/\s+/g, ' ')
      .replace(/ ([,.;:!?])/g, '$1')
      .trim()
  );
}

function packageVersion(pkg: string): string {
  return execFileSync('dpkg-query', ['-W', '-f=${Version}', pkg], { encoding: 'utf8' }).trim();
}

function moduleVersion(module: string): string {
  const conf = readFileSync(`/usr/share/sword/mods.d/${module}.conf`, 'utf8');
  return /^Version=(.*)$/m.exec(conf)?.[1]?.trim() ?? 'unknown';
}

/** Reads one module into a BibleFile. */
export function readModule(src: BibleVersion): BibleFile {
  const imp = execFileSync('mod2imp', [src.module], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const bySword = new Map(BOOKS.map((b, i) => [b.sword, i]));
  const books = BOOKS.map((b) => ({ osis: b.osis, chapters: [] as string[][] }));
  const lines = imp.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.startsWith('$$$')) continue;
    const key = line.slice(3);
    const m = /^(.+) (\d+):(\d+)$/.exec(key);
    if (!m) continue;
    const bookIndex = bySword.get(m[1]!);
    const chapter = Number(m[2]);
    const verse = Number(m[3]);
    if (bookIndex === undefined || chapter === 0 || verse === 0) continue;
    let raw = '';
    while (i + 1 < lines.length && !lines[i + 1]!.startsWith('$$$')) raw += lines[++i] + '\n';
    const chapters = books[bookIndex]!.chapters;
    while (chapters.length < chapter) chapters.push([]);
    const verses = chapters[chapter - 1]!;
    while (verses.length < verse) verses.push('');
    verses[verse - 1] = osisToText(raw);
  }
  // Trailing verses a version omits (empty at the end of a chapter) are not part of it.
  for (const b of books) for (const ch of b.chapters) while (ch.length > 0 && ch[ch.length - 1] === '') ch.pop();
  const missing = books.filter((b) => b.chapters.length === 0).map((b) => b.osis);
  if (missing.length > 0) throw new Error(`${src.module}: no text for ${missing.join(', ')}`);
  return {
    id: src.id,
    name: src.name,
    abbreviation: src.abbreviation,
    language: src.language,
    licence: src.licence,
    notice: src.notice,
    source: {
      debianPackage: src.debianPackage,
      packageVersion: packageVersion(src.debianPackage),
      module: src.module,
      moduleVersion: moduleVersion(src.module),
    },
    books,
  };
}

/** One verse per line, so a diff of a new module version reads verse by verse. */
export function serialise(file: BibleFile): string {
  const { books, ...head } = file;
  const parts = books.map(
    (b) =>
      `{"osis":${JSON.stringify(b.osis)},"chapters":[\n` +
      b.chapters.map((ch) => '[\n' + ch.map((v) => JSON.stringify(v)).join(',\n') + '\n]').join(',\n') +
      '\n]}',
  );
  return JSON.stringify(head).slice(0, -1) + ',"books":[\n' + parts.join(',\n') + '\n]}\n';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  let differ = 0;
  for (const src of BIBLE_VERSIONS) {
    const text = serialise(readModule(src));
    const path = join(OUT_DIR, `${src.id}.json`);
    if (check) {
      const same = readFileSync(path, 'utf8') === text;
      if (!same) differ++;
      console.log(`${src.id}: ${same ? 'same as the module' : 'DIFFERS from the module'}`);
    } else {
      writeFileSync(path, text);
      console.log(`${src.id}: wrote ${path} (${(text.length / 1024 / 1024).toFixed(1)} MB)`);
    }
  }
  process.exit(differ ? 1 : 0);
}
