/**
 * Reads and checks the legal texts, content/<language>/legal/<document>.md (decision 240): the
 * front matter with its schema, the body with the Markdown subset the page renders
 * (legal-text.ts), and across languages: English has every document; a translation has the same
 * document, dates, numbered section headings, links and code as its English text (so a translation
 * that lags behind a change of the English, or drops a section or the contact address, fails).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';
import { type LegalFrontMatter, ZLegalFrontMatter } from './legal-schema';
import { inlineText, LEGAL_DOCUMENTS, type LegalBlock, type LegalDocumentId, parseLegalText, unknownPlaceholders } from './legal-text';
import { CONTENT_DIR } from './load-content';

export interface LegalFile {
  language: Language;
  document: LegalDocumentId;
  front: LegalFrontMatter;
  blocks: LegalBlock[];
}

/** The number of each `##` heading ("1", "2", …), in order. */
const sectionNumbers = (blocks: LegalBlock[]) =>
  blocks.flatMap((b) => (b.kind === 'heading' && b.level === 2 ? [inlineText(b.inlines).split(' ')[0]!] : []));

/** Every link target and code span, sorted: what a translation must keep exactly. */
function fixedParts(blocks: LegalBlock[]): string[] {
  const inlines = blocks.flatMap((b) => (b.kind === 'list' ? b.items.flat() : b.inlines));
  return inlines
    .flatMap((p) => (p.kind === 'link' ? [`link ${p.href}`] : p.kind === 'code' ? [`code ${p.text}`] : []))
    .sort();
}

/** Every legal file under `dir`, and every problem found (each naming its file). */
export function readLegalFiles(dir: string = CONTENT_DIR): { files: LegalFile[]; problems: string[] } {
  const problems: string[] = [];
  const files: LegalFile[] = [];
  for (const language of LANGUAGES) {
    const folder = join(dir, language, 'legal');
    const names = existsSync(folder) ? readdirSync(folder).sort() : [];
    for (const f of names) {
      const name = `content/${language}/legal/${f}`;
      const document = f.replace(/\.md$/, '') as LegalDocumentId;
      if (!f.endsWith('.md') || !(LEGAL_DOCUMENTS as readonly string[]).includes(document)) {
        problems.push(`${name}: not a legal document (${LEGAL_DOCUMENTS.map((d) => `${d}.md`).join(', ')})`);
        continue;
      }
      const text = readFileSync(join(folder, f), 'utf8');
      const parsed = parseLegalText(text);
      for (const p of parsed.problems) problems.push(`${name}: ${p}`);
      for (const p of unknownPlaceholders(text)) problems.push(`${name}: unknown placeholder ${p}`);
      const front = ZLegalFrontMatter.safeParse(parsed.fields);
      if (!front.success) {
        for (const issue of front.error.issues) problems.push(`${name}: ${issue.path.join('.') || 'front matter'}: ${issue.message}`);
        continue;
      }
      if (front.data.document !== document) problems.push(`${name}: document: '${front.data.document}' but the file is ${f}`);
      if (front.data.language !== language) problems.push(`${name}: language: '${front.data.language}' but the file is in content/${language}/`);
      if (front.data.effective > front.data.updated) problems.push(`${name}: updated is before effective`);
      if (sectionNumbers(parsed.blocks).length === 0) problems.push(`${name}: no ## section headings`);
      files.push({ language, document, front: front.data, blocks: parsed.blocks });
    }
  }
  for (const document of LEGAL_DOCUMENTS) {
    const english = files.find((f) => f.language === DEFAULT_LANGUAGE && f.document === document);
    if (!english) {
      problems.push(`content/${DEFAULT_LANGUAGE}/legal/${document}.md: missing (English has every legal document)`);
      continue;
    }
    for (const t of files.filter((f) => f.document === document && f.language !== DEFAULT_LANGUAGE)) {
      const name = `content/${t.language}/legal/${document}.md`;
      for (const field of ['effective', 'updated'] as const)
        if (t.front[field] !== english.front[field])
          problems.push(`${name}: ${field} is ${t.front[field]} but the English text's is ${english.front[field]}: translate the change`);
      const want = sectionNumbers(english.blocks).join(' ');
      const have = sectionNumbers(t.blocks).join(' ');
      if (have !== want) problems.push(`${name}: sections ${have} but the English text has ${want}`);
      const fixedWant = fixedParts(english.blocks).join(', ');
      const fixedHave = fixedParts(t.blocks).join(', ');
      if (fixedHave !== fixedWant) problems.push(`${name}: links and code ${fixedHave} but the English text has ${fixedWant}`);
    }
  }
  return { files, problems };
}
