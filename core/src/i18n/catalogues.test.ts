/**
 * The catalogue check (decision 239), run by `npm test` and so by CI:
 * - every key is in English and in Spanish, with the same arguments and tags;
 * - every key the code asks for exists, and every key is asked for somewhere;
 * - no user-facing words are written in code: JSX text and labels on the web, the text of bot
 *   replies, buttons and blocks in the Telegram bot and the Slack app, and the words of an answer
 *   the API writes itself (`res.json({ error: '…' })`), which the error handler never translates.
 * Each failure names the file and line, so it reads as a to-do list.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@dps/db/content/languages';
import { readCatalogue } from './node-catalogues';
import notWords from './not-words.json';
import notYet from './not-yet-translated.json';

const ROOT = join(import.meta.dirname, '../../..');

interface Package {
  name: string;
  messages: string;
  /** Where its keys are asked for. */
  sources: string[];
}

const PACKAGES: Package[] = [
  { name: 'web', messages: 'web/src/i18n/messages', sources: ['web/src', 'web/shared'] },
  { name: 'bot', messages: 'bot/src/i18n/messages', sources: ['bot/src'] },
  { name: 'core', messages: 'core/src/i18n/messages', sources: ['core/src', 'web/server', 'bot/src'] },
];

const isSource = (f: string) => /\.(ts|tsx)$/.test(f) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(f);
const SKIP_DIRS = new Set(['node_modules', 'dist', 'fixtures', 'testing', 'messages', 'e2e']);

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      if (!SKIP_DIRS.has(entry)) walk(path, out);
    } else if (isSource(path)) out.push(path);
  }
  return out;
}

const sourceText = new Map<string, string>();
const read = (f: string) => sourceText.get(f) ?? (sourceText.set(f, readFileSync(f, 'utf8')), sourceText.get(f)!);
/** The code without its comments (examples in comments ask for nothing). */
const code = (f: string) => read(f).replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
const filesOf = (pkg: Package) => pkg.sources.flatMap((s) => walk(join(ROOT, s)));
const catalogues = new Map(
  PACKAGES.map((pkg) => [pkg.name, Object.fromEntries(LANGUAGES.map((l) => [l, readCatalogue(join(ROOT, pkg.messages, l))]))]),
);

/** The argument and tag names a message uses, e.g. `{count}` and `<link>`. */
function partsOf(message: string, language: string): string[] {
  const names = new Set<string>();
  const visit = (nodes: unknown[]) => {
    for (const node of nodes as { type: number; value?: string; options?: Record<string, { value: unknown[] }>; children?: unknown[] }[]) {
      if (node.type === 0 || node.type === 7) continue; // literal text, '#'
      if (node.type === 8) names.add(`<${node.value}>`);
      else if (node.value) names.add(`{${node.value}}`);
      for (const option of Object.values(node.options ?? {})) visit(option.value);
      if (node.children) visit(node.children);
    }
  };
  visit(new IntlMessageFormat(message, language).getAst() as unknown[]);
  return [...names].sort();
}

describe.each(PACKAGES)('the $name catalogue', (pkg) => {
  const byLanguage = catalogues.get(pkg.name)!;
  const english = byLanguage.en!;

  it('has every key in every language, with the same arguments and tags', () => {
    const problems: string[] = [];
    for (const language of LANGUAGES) {
      const own = byLanguage[language]!;
      for (const key of Object.keys(english)) if (!(key in own)) problems.push(`${language}: missing ${key}`);
      for (const key of Object.keys(own)) if (!(key in english)) problems.push(`${language}: ${key} is not in English`);
      for (const [key, message] of Object.entries(own)) {
        let parts: string[];
        try {
          parts = partsOf(message, language);
        } catch (err) {
          problems.push(`${language}: ${key} does not parse (${(err as Error).message})`);
          continue;
        }
        if (key in english && language !== 'en') {
          const want = partsOf(english[key]!, 'en');
          if (parts.join() !== want.join()) problems.push(`${language}: ${key} has ${parts.join(' ') || 'no parts'}, English has ${want.join(' ') || 'none'}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('has every key the code asks for, and no key nobody asks for', () => {
    const asked = /\b(?:t|rich)\(\s*(['"])([\w.-]+)\1/g;
    const askedPrefix = /\b(?:t|rich)\(\s*`([\w.-]+)\$\{/g;
    const quoted = /(['"`])([\w-]+(?:\.[\w-]+)+)\1/g;
    const missing: string[] = [];
    const used = new Set<string>();
    const prefixes: string[] = [];
    // A key may live in any catalogue whose package reads this file (the bots also use core's).
    const known = (file: string, key: string) =>
      PACKAGES.some((p) => p.sources.some((s) => file.startsWith(join(ROOT, s))) && key in catalogues.get(p.name)!.en!);
    for (const file of filesOf(pkg)) {
      const text = code(file);
      for (const m of text.matchAll(quoted)) used.add(m[2]!);
      for (const m of text.matchAll(askedPrefix)) prefixes.push(m[1]!);
      if (pkg.name !== 'core' || file.includes('/core/src/')) {
        for (const m of text.matchAll(asked)) {
          if (!known(file, m[2]!)) missing.push(`${relative(ROOT, file)}: ${m[2]}`);
        }
      }
    }
    const unused = Object.keys(english).filter((key) => !used.has(key) && !prefixes.some((p) => key.startsWith(p)));
    expect({ missing: [...new Set(missing)], unused }).toEqual({ missing: [], unused: [] });
  });
});

const LETTERS = /\p{L}{2,}/u;
const allowed = new Set(notWords.names);
const wordy = (text: string) => LETTERS.test(text) && !allowed.has(text.trim());
const where = (file: string, node: ts.Node, sf: ts.SourceFile) =>
  `${relative(ROOT, file)}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`;

/** A literal's text, or a template's fixed parts joined (so `Day ${n}` counts as words). */
function literalText(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
  return null;
}

const WEB_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label', 'description']);
const WEB_PROPERTIES = new Set(['title', 'description', 'label', 'message', 'placeholder', 'ariaLabel']);
const BOT_PROPERTIES = new Set(['text', 'alt_text', 'title', 'placeholder', 'label', 'hint', 'description']);
const BOT_CALLS = new Set(['reply', 'sendMessage', 'editMessageText', 'answerCallbackQuery', 'postMessage', 'postEphemeral', 'respond', 'say', 'answerInlineQuery']);

function hardCoded(file: string, kind: 'web' | 'bot'): string[] {
  const sf = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const flag = (node: ts.Node, text: string) => found.push(`${where(file, node, sf)} ${JSON.stringify(text.trim().slice(0, 60))}`);
  const visit = (node: ts.Node) => {
    if (kind === 'web') {
      if (ts.isJsxText(node) && wordy(node.text)) flag(node, node.text);
      if (ts.isJsxAttribute(node) && WEB_ATTRIBUTES.has(node.name.getText(sf))) {
        const init = node.initializer;
        const text = init && ts.isJsxExpression(init) ? literalText(init.expression) : literalText(init);
        if (text && wordy(text)) flag(node, text);
      }
      if (ts.isJsxExpression(node) && node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
        const text = literalText(node.expression);
        if (text && wordy(text)) flag(node, text);
      }
    }
    if (ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))) {
      const names = kind === 'web' ? WEB_PROPERTIES : BOT_PROPERTIES;
      const text = literalText(node.initializer);
      if (names.has(node.name.text) && text && wordy(text)) flag(node, text);
    }
    if (kind === 'bot' && ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : '';
      if (BOT_CALLS.has(name)) {
        for (const arg of node.arguments) {
          const text = literalText(arg);
          if (text && wordy(text)) flag(arg, text);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

const API_WORDS = new Set(['error', 'title', 'message']);

/**
 * Constants whose English stays an API field on purpose: the page that asks shows its own catalogue
 * words and never this text (decision 247). Each names why; the list may only shrink.
 */
const API_ONLY_ENGLISH: Record<string, string> = {
  FORGOT_PASSWORD_MESSAGE: 'web/server/routes/auth.ts: the forgot-password page shows auth.forgot.*',
  PASSWORD_RESET_MESSAGE: 'web/server/routes/auth.ts: the reset-password page shows auth.reset.doneText',
  EMAIL_CHANGED: 'web/server/routes/account-details.ts: /confirm-email shows profile.confirmEmail.done',
};

/** The source file an import names: relative, or a workspace package (`@dps/core/x` is core/src/x.ts). */
function importedFile(from: string, specifier: string): string | null {
  const workspace = /^@dps\/(core|db|bot|web)\/(.+)$/.exec(specifier);
  const base = specifier.startsWith('.') ? join(from, '..', specifier) : workspace ? join(ROOT, workspace[1]!, 'src', workspace[2]!) : null;
  if (!base) return null;
  for (const file of [`${base}.ts`, join(base, 'index.ts')]) {
    try {
      if (statSync(file).isFile()) return file;
    } catch {
      /* not this one */
    }
  }
  return null;
}

const parsed = new Map<string, ts.SourceFile>();
const sourceFile = (f: string) =>
  parsed.get(f) ?? (parsed.set(f, ts.createSourceFile(f, read(f), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)), parsed.get(f)!);

/** The initializer of `const name = …` declared in `statements`, or the file an import of `name` comes from. */
function declared(statements: readonly ts.Statement[], name: string, file: string): { init?: ts.Expression; from?: string } | null {
  for (const st of statements) {
    if (ts.isVariableStatement(st) && st.declarationList.flags & ts.NodeFlags.Const) {
      for (const d of st.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.name.text === name && d.initializer) return { init: d.initializer };
    }
    if (ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier)) {
      const named = st.importClause?.namedBindings;
      if (named && ts.isNamedImports(named)) {
        for (const el of named.elements) {
          if (el.name.text !== name) continue;
          const target = importedFile(file, st.moduleSpecifier.text);
          return target ? { from: target, init: exportedConst(target, (el.propertyName ?? el.name).text) } : {};
        }
      }
    }
  }
  return null;
}

/** `export const name = …` at the top of a file. */
function exportedConst(file: string, name: string): ts.Expression | undefined {
  return declared(sourceFile(file).statements, name, file)?.init;
}

/** What an identifier names where it is used: the nearest `const` in an enclosing block, else the file's (or its import's). */
function resolve(id: ts.Identifier, file: string): ts.Expression | undefined {
  for (let n: ts.Node | undefined = id.parent; n; n = n.parent) {
    if (ts.isBlock(n) || ts.isSourceFile(n)) {
      const found = declared(n.statements, id.text, file);
      if (found) return found.init;
    }
  }
  return undefined;
}

const SENTENCE = /\p{L}\s+\p{L}/u;

/**
 * The words an answer's field holds: a literal, or a constant holding one (in this file or imported),
 * either branch of `a ? b : c`. Returns each wordy text with the constant's name, if any.
 */
function wordsOf(node: ts.Expression, file: string): { text: string; constant?: string }[] {
  const text = literalText(node);
  if (text !== null) return wordy(text) ? [{ text }] : [];
  if (ts.isParenthesizedExpression(node)) return wordsOf(node.expression, file);
  if (ts.isConditionalExpression(node)) return [...wordsOf(node.whenTrue, file), ...wordsOf(node.whenFalse, file)];
  if (ts.isIdentifier(node)) {
    // A constant counts when it holds a sentence (words with spaces), not a code such as 'not_found'.
    const init = resolve(node, file);
    const t = init ? literalText(init) : null;
    return t !== null && wordy(t) && SENTENCE.test(t) ? [{ text: t, constant: node.text }] : [];
  }
  return [];
}

/**
 * Words in an answer the API writes itself: `res.json({ error: 'words' })` skips the error handler
 * (answerError), so it would be English to everyone. So does `res.json({ message: SOME_SENTENCE })`
 * with the sentence in a constant, here or imported, and `res.json(answer)` with `answer` an object
 * built just before. A catalogue call passes; a message thrown as AppError is translated there
 * (web/test/error-words-in-code.test.ts).
 */
function wordsInApiAnswers(file: string): string[] {
  const sf = sourceFile(file);
  const found: string[] = [];
  const fields = (body: ts.ObjectLiteralExpression) => {
    for (const p of body.properties) {
      if (!ts.isPropertyAssignment(p) || !(ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) || !API_WORDS.has(p.name.text)) continue;
      for (const w of wordsOf(p.initializer, file))
        if (!(w.constant && w.constant in API_ONLY_ENGLISH)) found.push(`${where(file, p, sf)} ${JSON.stringify(w.text.trim().slice(0, 60))}`);
    }
  };
  const visit = (node: ts.Node) => {
    const callee = ts.isCallExpression(node) ? node.expression : undefined;
    const body = ts.isCallExpression(node) ? node.arguments[0] : undefined;
    if (callee && ts.isPropertyAccessExpression(callee) && callee.name.text === 'json' && body) {
      const object = ts.isIdentifier(body) ? resolve(body, file) : body;
      if (object && ts.isObjectLiteralExpression(object)) fields(object);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

const pending = new Set(Object.keys(notYet.files));
const checked = (f: string) => !f.includes('/i18n/') && !pending.has(relative(ROOT, f));

describe('no words written in code', () => {
  it('lists as pending only files that exist and still have words in them', () => {
    for (const file of pending) {
      const kind = file.startsWith('web/') ? 'web' : 'bot';
      expect(hardCoded(join(ROOT, file), kind), `${file} has no words left: take it off not-yet-translated.json`).not.toEqual([]);
    }
  });

  it('the web app says everything through its catalogue', () => {
    const files = [...walk(join(ROOT, 'web/src')), ...walk(join(ROOT, 'web/shared'))].filter(checked);
    expect(files.flatMap((f) => hardCoded(f, 'web'))).toEqual([]);
  });

  it('the API answers its errors through the error handler or a catalogue, never in words of its own', () => {
    const files = walk(join(ROOT, 'web/server')).filter(checked);
    expect(files.flatMap(wordsInApiAnswers)).toEqual([]);
  });

  it('finds a sentence in a constant or a prepared answer, and keeps API-only English to the constants listed', () => {
    const file = join(ROOT, 'web/server/routes/__check__.ts');
    sourceText.set(
      file,
      [
        "import { FORGOT_PASSWORD_MESSAGE } from './auth';",
        "import { BAD_UNSUBSCRIBE_LINK } from '@dps/core/reminders/email-unsubscribe';",
        "const SENT = 'Thanks! It was sent.';",
        "const CODE = 'not_found';",
        'export function f(res: any, ok: boolean) {',
        '  res.json({ message: SENT, code: CODE });',
        '  res.json({ error: ok ? CODE : BAD_UNSUBSCRIBE_LINK });',
        '  const answer = { message: SENT };',
        '  res.json(answer);',
        '  res.json({ message: FORGOT_PASSWORD_MESSAGE, title: CODE });',
        '}',
      ].join('\n'),
    );
    expect(wordsInApiAnswers(file).map((f) => f.replace(/^\S+:/, ''))).toEqual([
      '6 "Thanks! It was sent."',
      '7 "This unsubscribe link is not valid."',
      '8 "Thanks! It was sent."',
    ]);
    const code = walk(join(ROOT, 'web/server')).map(read).join('\n');
    for (const name of Object.keys(API_ONLY_ENGLISH))
      expect(code, `${name} is gone: take it off API_ONLY_ENGLISH`).toMatch(new RegExp(`export const ${name} =`));
  });

  it('the Telegram bot and the Slack app say everything through their catalogue', () => {
    const files = walk(join(ROOT, 'bot/src')).filter(checked);
    expect(files.flatMap((f) => hardCoded(f, 'bot'))).toEqual([]);
  });
});
