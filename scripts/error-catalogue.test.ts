/**
 * The error catalogue check (decision 261), run by `npm test` and so by CI. It fails when:
 * (a) an error's message or title has no words in a language;
 * (b) a message asks for a value in one language that another does not, or the code that throws it
 *     (`new AppError(code, 'key', { values })`, `issue('key', title, values)`) does not give it;
 * (c) a front end answers an error with the generic line of its code although the error carries its
 *     own key: every message key is rendered in every language through the API's renderer (core's
 *     errorText, what the error handler answers), the Telegram error boundary's and the Slack error
 *     handler's, and each must say the key's own words; and no chat reads an error's English `message`;
 * (d) a count is written next to its noun without plural rules ("1 of 7 days", "{count} days"): in
 *     every catalogue, every language, a number value goes through `{n, plural, …}` (decision 262).
 * Each failure names the key or file, so it reads as a to-do list.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { appErrorReply } from '@dps/bot/telegram/errors';
import { wordsFor as telegramWords } from '@dps/bot/telegram/words';
import { userMessage } from '@dps/bot/slack/slack-errors';
import { wordsFor as slackWords } from '@dps/bot/slack/slack-language';
import { AppError, type ErrorKey } from '@dps/core/errors';
import { errorText } from '@dps/core/i18n/error-text';
import { readCatalogue } from '@dps/core/i18n/node-catalogues';
import { LANGUAGES, type Language } from '@dps/db/content/languages';

const ROOT = join(import.meta.dirname, '..');
const errorsOf = (language: Language) =>
  JSON.parse(readFileSync(join(ROOT, 'core/src/i18n/messages', language, 'errors.json'), 'utf8')) as Record<
    'code' | 'message' | 'title',
    Record<string, string>
  >;
const ERRORS = Object.fromEntries(LANGUAGES.map((l) => [l, errorsOf(l)])) as Record<Language, ReturnType<typeof errorsOf>>;
const MESSAGE_KEYS = Object.keys(ERRORS.en.message) as ErrorKey[];

interface AstNode {
  type: number;
  value?: string;
  options?: Record<string, { value: AstNode[] }>;
  children?: AstNode[];
}
const ast = (message: string, language: string) => new IntlMessageFormat(message, language).getAst() as unknown as AstNode[];

/** Every value a message asks for, with whether it is used as a number (plural, select ordinal, number). */
function argumentsOf(message: string, language: string): Map<string, 'number' | 'text'> {
  const args = new Map<string, 'number' | 'text'>();
  const visit = (nodes: AstNode[]) => {
    for (const n of nodes) {
      if (n.value && (n.type === 1 || n.type === 2)) args.set(n.value, n.type === 2 ? 'number' : (args.get(n.value) ?? 'text'));
      if (n.value && n.type === 6) args.set(n.value, 'number'); // plural
      if (n.value && n.type === 5 && !args.has(n.value)) args.set(n.value, 'text'); // select
      for (const o of Object.values(n.options ?? {})) visit(o.value);
      if (n.children) visit(n.children);
    }
  };
  visit(ast(message, language));
  return args;
}

/** Values to render a message with: 7 for a number, a plain word otherwise ('yes' picks a select's first branch). */
function sampleValues(key: ErrorKey): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const language of LANGUAGES)
    for (const [name, kind] of argumentsOf(ERRORS[language].message[key]!, language))
      values[name] = kind === 'number' || /count|max|min|days|minutes|length|chapter|verse|rows|limit/i.test(name) ? 7 : 'Zeta';
  return values;
}

describe('(a) every error has words in every language', () => {
  it.each(LANGUAGES)('%s: every message, title and code of English, and nothing English lacks', (language) => {
    const problems: string[] = [];
    for (const part of ['message', 'title', 'code'] as const) {
      for (const key of Object.keys(ERRORS.en[part]))
        if (typeof ERRORS[language][part][key] !== 'string' || ERRORS[language][part][key] === '') problems.push(`${part}.${key} missing`);
      for (const key of Object.keys(ERRORS[language][part])) if (!(key in ERRORS.en[part])) problems.push(`${part}.${key} not in English`);
    }
    expect(problems).toEqual([]);
  });
});

const isSource = (f: string) => /\.(ts|tsx)$/.test(f) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(f);
function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      if (!['node_modules', 'dist', 'messages', 'e2e', 'testing'].includes(entry)) walk(path, out);
    } else if (isSource(path)) out.push(path);
  }
  return out;
}
const SOURCES = ['core/src', 'web/server', 'web/src', 'bot/src'].flatMap((d) => walk(join(ROOT, d)));

/** `new AppError(code, 'key', { values: { a, b } })` and `issue('key', title, { a, b })`: the key and the value names given, when written out. */
function thrownWithValues(file: string, text = readFileSync(file, 'utf8')): { key: string; given: string[] | null; where: string }[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { key: string; given: string[] | null; where: string }[] = [];
  const names = (o: ts.Expression | undefined): string[] | null => {
    if (!o) return [];
    if (!ts.isObjectLiteralExpression(o)) return null; // built elsewhere: not checked here
    const out: string[] = [];
    for (const p of o.properties) {
      if (ts.isSpreadAssignment(p)) return null;
      if (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))) out.push(p.name.text);
    }
    return out;
  };
  const visit = (node: ts.Node) => {
    const where = `${relative(ROOT, file)}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`;
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'AppError') {
      const [, key, opts] = node.arguments ?? [];
      if (key && ts.isStringLiteral(key)) {
        let given: string[] | null = [];
        if (opts) {
          if (!ts.isObjectLiteralExpression(opts)) given = null;
          else {
            const v = opts.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'values');
            given = !v ? [] : ts.isPropertyAssignment(v) ? names(v.initializer) : null;
          }
        }
        found.push({ key: key.text, given, where });
      }
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'issue') {
      const [key, , values] = node.arguments;
      if (key && ts.isStringLiteral(key)) found.push({ key: key.text, given: names(values), where });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe('(b) the values a message asks for', () => {
  it('are the same in every language', () => {
    const problems: string[] = [];
    for (const key of MESSAGE_KEYS) {
      const english = [...argumentsOf(ERRORS.en.message[key]!, 'en').keys()].sort().join();
      for (const language of LANGUAGES) {
        const own = [...argumentsOf(ERRORS[language].message[key]!, language).keys()].sort().join();
        if (own !== english) problems.push(`${language}: message.${key} asks for {${own}}, English for {${english}}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('are given by every place that throws the message, for every language', () => {
    const problems: string[] = [];
    for (const file of SOURCES)
      for (const { key, given, where } of thrownWithValues(file)) {
        if (given === null || !(key in ERRORS.en.message)) continue;
        for (const language of LANGUAGES)
          for (const name of argumentsOf(ERRORS[language].message[key]!, language).keys())
            if (!given.includes(name)) problems.push(`${where}: ${key} needs {${name}} in ${language}`);
      }
    expect([...new Set(problems)]).toEqual([]);
  });

  it('finds a value the code does not give (the check can fail)', () => {
    const file = join(ROOT, 'scripts/__check__.ts');
    const found = thrownWithValues(
      file,
      [
        "new AppError('validation', 'noSuchChapter', { values: { book: 'Mateo', chapter: 29 } });",
        "issue('pauseTooLong', undefined, { max: 30 });",
        "new AppError('validation', 'noSuchChapter', { values });",
      ].join('\n'),
    );
    expect(found.map((f) => [f.key, f.given])).toEqual([
      ['noSuchChapter', ['book', 'chapter']],
      ['pauseTooLong', ['max']],
      ['noSuchChapter', null],
    ]);
    expect(argumentsOf(ERRORS.es.message.noSuchChapter!, 'es').get('chapters')).toBe('number');
  });
});

/** What a chat escapes, undone, to compare with the catalogue's words. */
const unescape = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\u00AD/g, '')
    .replace(/[\u2217\u02CD\u223C\u02CB]/g, (c) => ({ '\u2217': '*', '\u02CD': '_', '\u223C': '~', '\u02CB': '`' })[c]!);

/**
 * Files that read an error's `message` or `title` on purpose, each with why; the list may only shrink.
 */
const READS_ERROR_WORDS: Record<string, string> = {
  'web/src/components/share-image-panel.tsx': 'the Error it throws holds the API answer’s `error` (the person’s language) or a catalogue line',
  'web/src/lib/api-client.ts': 'reads the status and body a failed call was given, never English',
  'bot/src/reachability.ts': 'a start-up line for the operator, not a chat',
  'bot/src/telegram/errors.ts': 'a ChatRefusal holds the bot’s own words, already in the person’s language',
};

describe('(c) every front end says an error’s own words, in every language', () => {
  const renderers: Record<string, (e: AppError, language: Language) => string> = {
    'the API (web)': (e, language) => errorText(language, e).message,
    Telegram: (e, language) => unescape(appErrorReply(e, telegramWords(language)).text),
    Slack: (e, language) => unescape(userMessage(e, slackWords(language))),
  };

  it.each(Object.keys(renderers))('%s: each key in each language, never the generic line of its code', (front) => {
    const render = renderers[front]!;
    const problems: string[] = [];
    for (const key of MESSAGE_KEYS) {
      const e = new AppError('validation', key, { values: sampleValues(key) });
      for (const language of LANGUAGES) {
        const own = errorText(language, e).message;
        const said = render(e, language);
        if (!said.includes(own)) problems.push(`${language} ${key}: said “${said}”, not “${own}”`);
        if (own === ERRORS[language].code.validation && ERRORS[language].message[key] !== own)
          problems.push(`${language} ${key}: fell back to the generic line`);
        if (/\{[\w-]+\}/.test(said)) problems.push(`${language} ${key}: a value left unfilled in “${said}”`);
        if (language !== 'en' && ERRORS[language].message[key] === ERRORS.en.message[key] && /\p{L}{3,}\s+\p{L}{3,}/u.test(own))
          problems.push(`${language} ${key}: the English words, untranslated`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('no chat shows an error’s English `message` (it is for logs and English API answers only)', () => {
    const problems: string[] = [];
    const chats = SOURCES.filter((f) => (f.includes('/bot/src/') || f.includes('/web/src/')) && !(relative(ROOT, f) in READS_ERROR_WORDS));
    for (const file of chats) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        if (/\b(?:e|err|error|problem|appError)\.(?:message|title)\b/.test(line) && !/\blog\b|\.log\(|\.(?:warn|info|error)\(|\/\^?\\d|serverMessage|errorBody|startsWith\(|\.test\(/.test(line))
          problems.push(`${relative(ROOT, file)}:${i + 1} ${line.trim().slice(0, 80)}`);
      });
    }
    expect(problems).toEqual([]);
  });
});

/** Values that hold a count: each is said through plural rules wherever a noun follows it. */
const COUNT_VALUES = new Set([
  'count', 'days', 'length', 'max', 'minutes', 'hours', 'seconds', 'done', 'daysDone', 'members', 'total', 'shown',
  'prayed', 'reports', 'uncounted', 'rows', 'verses', 'chapters', 'streak', 'best', 'attempts', 'target', 'finished',
  'dueThrough', 'starts', 'marked', 'doneCount', 'n',
]);

/**
 * A count said as a bare number right before a word that changes with it ("{count} days", "{max}
 * caracteres", "{count} perdidos"): a word ending in s is taken as a plural (English and Spanish
 * both make most plurals so). "{count}-day streak" is an English compound and stays.
 */
function bareCounts(message: string, language: string): string[] {
  const found: string[] = [];
  const visit = (nodes: AstNode[], inPluralOf: Set<string>) => {
    nodes.forEach((n, i) => {
      if (n.type === 1 && n.value && COUNT_VALUES.has(n.value) && !inPluralOf.has(n.value)) {
        const next = nodes[i + 1];
        const text = next?.type === 0 ? (next.value ?? '') : '';
        const word = /^ (\p{Ll}+)/u.exec(text)?.[1];
        if (word && /s$/u.test(word) && !['has', 'is', 'was', 'us', 'this', 'las', 'los', 'les', 'mis', 'tus', 'sus', 'más'].includes(word))
          found.push(`{${n.value}} ${word}`);
      }
      const inside = n.type === 6 && n.value ? new Set([...inPluralOf, n.value]) : inPluralOf;
      for (const o of Object.values(n.options ?? {})) visit(o.value, inside);
      if (n.children) visit(n.children, inside);
    });
  };
  visit(ast(message, language), new Set());
  return found;
}

const CATALOGUES = ['web/src/i18n/messages', 'bot/src/i18n/messages', 'core/src/i18n/messages'];

describe('(d) every count goes through plural rules, in every language', () => {
  it.each(CATALOGUES)('%s', (dir) => {
    const problems: string[] = [];
    for (const language of LANGUAGES)
      for (const [key, message] of Object.entries(readCatalogue(join(ROOT, dir, language))))
        for (const bare of bareCounts(message, language)) problems.push(`${language} ${key}: ${bare}`);
    expect(problems).toEqual([]);
  });

  it('finds a bare count and lets a plural pass (the check can fail)', () => {
    expect(bareCounts('{done} of {length} days prayed', 'en')).toEqual(['{length} days']);
    expect(bareCounts('{count} perdidos', 'es')).toEqual(['{count} perdidos']);
    expect(bareCounts('{done} of {length, plural, one {# day} other {# days}} prayed', 'en')).toEqual([]);
    expect(bareCounts('{count}-day streak', 'en')).toEqual([]);
    expect(bareCounts('{count, plural, one {# día} other {# días}}', 'es')).toEqual([]);
  });
});
