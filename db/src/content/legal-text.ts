/**
 * The legal texts (content/<language>/legal/<document>.md, decision 240): a front matter of
 * `key: value` lines between two `---` lines, then a small subset of Markdown. This one module reads
 * them for the content check (db/src/content/load-legal-files.ts) and for the web page that shows
 * them (web/src/features/legal), so a file that passes the check is exactly what the page renders.
 *
 * The subset: `## ` and `### ` headings, paragraphs (lines joined; a blank line ends one), lists of
 * `- ` items, and inside a line `**bold**`, `` `code` `` and `[text](href)` links whose href is
 * `mailto:`, `https://` or a path of this site (`/…`). `{appName}` and `{contactEmail}` are filled
 * in by the page. Anything else (HTML, other link schemes, an unclosed mark) is reported as a
 * problem, and the page shows it as plain text: nothing in these files is ever run as HTML.
 * Pure: no fs, no DOM.
 */

/** The legal documents every language may translate; English has all of them. */
export const LEGAL_DOCUMENTS = ['privacy', 'terms'] as const;
export type LegalDocumentId = (typeof LEGAL_DOCUMENTS)[number];

/** The placeholders a legal text may use, filled in by the page. */
export const LEGAL_PLACEHOLDERS = ['appName', 'contactEmail'] as const;
export type LegalPlaceholders = Record<(typeof LEGAL_PLACEHOLDERS)[number], string>;

export type LegalInline =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'link'; text: string; href: string };

export type LegalBlock =
  | { kind: 'heading'; level: 2 | 3; inlines: LegalInline[] }
  | { kind: 'paragraph'; inlines: LegalInline[] }
  | { kind: 'list'; items: LegalInline[][] };

/** A link target the page may render: e-mail, an https page, or a path of this site. */
export function isSafeHref(href: string): boolean {
  if (href.startsWith('mailto:')) return href.length > 7 && !href.includes(' ');
  if (href.startsWith('https://')) return href.length > 8 && !href.includes(' ');
  return href.startsWith('/') && !href.startsWith('//') && !href.includes(' ');
}

/** Splits `---\nkey: value\n---\nbody`; each line of the front matter is one `key: value`. */
export function splitFrontMatter(text: string): { fields: Record<string, string>; body: string; problems: string[] } {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const problems: string[] = [];
  const fields: Record<string, string> = {};
  if (lines[0] !== '---') return { fields, body: text, problems: ['the file must start with a front matter between two --- lines'] };
  const end = lines.indexOf('---', 1);
  if (end < 0) return { fields, body: '', problems: ['the front matter has no closing --- line'] };
  for (const [i, line] of lines.slice(1, end).entries()) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const colon = line.indexOf(':');
    const key = colon > 0 ? line.slice(0, colon).trim() : '';
    if (!key || line[colon + 1] !== ' ') {
      problems.push(`front matter line ${i + 2}: expected "key: value"`);
      continue;
    }
    if (key in fields) problems.push(`front matter line ${i + 2}: ${key} is written twice`);
    fields[key] = unquote(line.slice(colon + 2).trim());
  }
  return { fields, body: lines.slice(end + 1).join('\n'), problems };
}

function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}

/** Fills `{appName}`-style placeholders; an unknown one is left as written (and the check names it). */
export function fillPlaceholders(text: string, values: LegalPlaceholders): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) break;
    const close = text.indexOf('}', open);
    if (close < 0) break;
    const name = text.slice(open + 1, close);
    out += text.slice(i, open);
    out += name in values ? values[name as keyof LegalPlaceholders] : text.slice(open, close + 1);
    i = close + 1;
  }
  return out + text.slice(i);
}

/** The `{name}` placeholders a text uses that the page cannot fill. */
export function unknownPlaceholders(text: string): string[] {
  const unknown: string[] = [];
  let i = 0;
  for (;;) {
    const open = text.indexOf('{', i);
    if (open < 0) return unknown;
    const close = text.indexOf('}', open);
    if (close < 0) return [...unknown, text.slice(open, open + 20)];
    const name = text.slice(open + 1, close);
    if (!(LEGAL_PLACEHOLDERS as readonly string[]).includes(name)) unknown.push(`{${name}}`);
    i = close + 1;
  }
}

/** One line's inline marks. Problems (an unclosed mark, an unsafe link) go to `problems`. */
export function parseInlines(line: string, problems: string[] = []): LegalInline[] {
  const out: LegalInline[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push({ kind: 'text', text });
    text = '';
  };
  let i = 0;
  while (i < line.length) {
    const c = line[i]!;
    if (line.startsWith('**', i)) {
      const end = line.indexOf('**', i + 2);
      if (end > i + 2) {
        flush();
        out.push({ kind: 'bold', text: line.slice(i + 2, end) });
        i = end + 2;
        continue;
      }
      problems.push(`an unclosed ** in "${line.slice(i, i + 30)}"`);
    } else if (c === '`') {
      const end = line.indexOf('`', i + 1);
      if (end > i + 1) {
        flush();
        out.push({ kind: 'code', text: line.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
      problems.push(`an unclosed \` in "${line.slice(i, i + 30)}"`);
    } else if (c === '[') {
      const close = line.indexOf('](', i + 1);
      const end = close < 0 ? -1 : line.indexOf(')', close + 2);
      if (close > i + 1 && end > close + 2) {
        const href = line.slice(close + 2, end);
        const label = line.slice(i + 1, close);
        if (isSafeHref(href)) {
          flush();
          out.push({ kind: 'link', text: label, href });
        } else {
          problems.push(`the link ${href} is not mailto:, https:// or a path of this site`);
          text += label;
        }
        i = end + 1;
        continue;
      }
      problems.push(`an unclosed link in "${line.slice(i, i + 30)}"`);
    } else if (c === '<') {
      problems.push(`HTML is not allowed: "${line.slice(i, i + 30)}"`);
    }
    text += c;
    i += 1;
  }
  flush();
  return out;
}

/** The blocks of a body. Problems are collected, never thrown: the page still shows the text. */
export function parseBlocks(body: string, problems: string[] = []): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;
  const end = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', inlines: parseInlines(paragraph.join(' '), problems) });
    if (list) blocks.push({ kind: 'list', items: list.map((item) => parseInlines(item, problems)) });
    paragraph = [];
    list = null;
  };
  for (const raw of body.replace(/\r\n/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') {
      end();
    } else if (line.startsWith('#')) {
      end();
      const level = line.startsWith('### ') ? 3 : line.startsWith('## ') ? 2 : 0;
      if (level === 0) problems.push(`only ## and ### headings are allowed: "${line.slice(0, 30)}"`);
      const text = line.slice(line.indexOf(' ') + 1).trim();
      blocks.push({ kind: 'heading', level: level === 3 ? 3 : 2, inlines: parseInlines(text, problems) });
    } else if (line.startsWith('- ')) {
      if (paragraph.length) end();
      (list ??= []).push(line.slice(2).trim());
    } else if (list && raw.startsWith('  ')) {
      // an item's continuation line
      list[list.length - 1] += ` ${line}`;
    } else {
      if (list) end();
      if (/^\d+[.)] /.test(line) || line.startsWith('* ') || line.startsWith('> ') || line.startsWith('|'))
        problems.push(`numbered lists, "* " lists, quotes and tables are not in the subset: "${line.slice(0, 30)}"`);
      paragraph.push(line);
    }
  }
  end();
  return blocks;
}

/** A heading's plain text ("1. Information we collect"). */
export function inlineText(inlines: LegalInline[]): string {
  return inlines.map((p) => p.text).join('');
}

export interface LegalText {
  fields: Record<string, string>;
  blocks: LegalBlock[];
  problems: string[];
}

/** A whole file: front matter, then the body's blocks, with every problem found. */
export function parseLegalText(text: string): LegalText {
  const { fields, body, problems } = splitFrontMatter(text);
  const blocks = parseBlocks(body, problems);
  return { fields, blocks, problems };
}
